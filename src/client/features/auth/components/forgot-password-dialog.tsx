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

/** HumanCodex sends no e-mail: an administrator issues a one-time reset link, and the dialog says so. */
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
            Ask an administrator of this HumanCodex installation for a password-reset link, and tell
            them your username. They issue it from the Administration screen; it works once, for an
            hour, and lets you choose a new password.
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
