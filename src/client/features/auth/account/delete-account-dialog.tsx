import { Trash2 } from 'lucide-react'
import { useState, type FormEvent } from 'react'
import { useNavigate } from 'react-router'
import { useQueryClient } from '@tanstack/react-query'
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
import { toast } from '@/client/components/ui/use-toast'
import { Field } from '../components/field'
import { clearStoredUser } from '@/client/lib/stored-user'
import { useDeleteAccount } from './api'

/** Deleting cannot be undone, so it asks first, with the password. */
export function DeleteAccountDialog() {
  const [open, setOpen] = useState(false)
  const remove = useDeleteAccount()
  const navigate = useNavigate()
  const queryClient = useQueryClient()

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const password = String(new FormData(event.currentTarget).get('password') ?? '')
    remove.mutate(password, {
      onSuccess: () => {
        setOpen(false)
        clearStoredUser()
        queryClient.clear()
        toast({ title: 'Account deleted', description: 'Everything kept about you was removed.' })
        void navigate('/')
      },
    })
  }
  const error = remove.error?.message
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next)
        if (!next) remove.reset()
      }}
    >
      <DialogTrigger asChild>
        <Button variant="destructive">
          <Trash2 aria-hidden />
          Delete my account
        </Button>
      </DialogTrigger>
      <DialogContent>
        <form onSubmit={submit} className="grid gap-4" noValidate>
          <DialogHeader>
            <DialogTitle>Delete your account?</DialogTitle>
            <DialogDescription>
              Your chats, memory, preferences, notes, tracks, learning and purchases are removed for
              good. Your board posts stay, signed “deleted user”. Download your data first if you
              want to keep it.
            </DialogDescription>
          </DialogHeader>
          <Field
            id="delete-password"
            name="password"
            type="password"
            label="Your password"
            autoComplete="current-password"
            required
            error={error?.replace(/^password: /, '')}
          />
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline">
                Keep my account
              </Button>
            </DialogClose>
            <Button type="submit" variant="destructive" disabled={remove.isPending}>
              {remove.isPending ? 'Deleting…' : 'Delete everything'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
