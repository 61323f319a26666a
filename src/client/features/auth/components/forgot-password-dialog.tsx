import { Button } from '@/client/components/ui/button'
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/client/components/ui/dialog'

/** HumanCodex sends no e-mail, so a reset goes through a person, and the dialog says so. */
export function ForgotPasswordDialog() {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button type="button" variant="link" className="h-auto p-0 text-sm">
          Forgot password?
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Resetting your password</DialogTitle>
          <DialogDescription>HumanCodex does not send reset links by e-mail.</DialogDescription>
        </DialogHeader>
        <div className="grid gap-3 text-sm text-muted-foreground">
          <p>
            Contact the HumanCodex support team from the e-mail address on your account and tell us
            your username. Once we have confirmed the address is yours, we set a temporary password
            and you choose a new one after signing in.
          </p>
          <p>Remember that you can sign in with either your username or your e-mail address.</p>
        </div>
        <DialogFooter>
          <DialogClose asChild>
            <Button>Got it</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
