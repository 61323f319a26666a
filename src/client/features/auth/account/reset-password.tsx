import { KeyRound } from 'lucide-react'
import { useState, type FormEvent } from 'react'
import { Link } from 'react-router'
import { ScreenHeader } from '@/client/components/screen-header'
import { Button } from '@/client/components/ui/button'
import { clearStoredUser } from '@/client/lib/stored-user'
import { useResetPassword } from './api'
import { NewPasswordFields } from './new-password-fields'

/** The token of an administrator's link: in the fragment, which never reaches a server. */
function tokenFromLocation() {
  return new URLSearchParams(window.location.hash.slice(1)).get('token') ?? ''
}

/** `/reset-password#token=…`: choose a new password with a one-time link. */
export function ResetPassword() {
  const [token] = useState(tokenFromLocation)
  const [mismatch, setMismatch] = useState(false)
  const reset = useResetPassword()

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const data = new FormData(event.currentTarget)
    const newPassword = String(data.get('newPassword') ?? '')
    if (newPassword !== String(data.get('confirmPassword') ?? '')) return setMismatch(true)
    setMismatch(false)
    reset.mutate({ token, newPassword }, { onSuccess: () => clearStoredUser() })
  }
  const error = reset.error?.message
  return (
    <div className="mx-auto max-w-xl px-4 py-12 sm:px-6">
      <ScreenHeader eyebrow="Your account" title="Choose a new password">
        An administrator gave you this one-time link. It works once, for an hour.
      </ScreenHeader>
      <div className="mt-8 rounded-xl border border-border bg-card/60 p-6">
        {!token ? (
          <p className="text-sm text-muted-foreground">
            This page needs the whole link an administrator gave you, including the part after
            “#token=”. Ask them for a new link if you no longer have it.
          </p>
        ) : reset.isSuccess ? (
          <div className="grid gap-4" role="status">
            <p className="flex items-center gap-2 font-medium">
              <KeyRound className="size-5 text-primary" aria-hidden />
              Your password has been changed.
            </p>
            <p className="text-sm text-muted-foreground">
              Every session of your account was signed out. Sign in with the new password.
            </p>
            <Button asChild className="justify-self-start">
              <Link to="/#auth">Sign in</Link>
            </Button>
          </div>
        ) : (
          <form onSubmit={submit} className="grid gap-4" noValidate>
            <NewPasswordFields idPrefix="reset-" error={error} mismatch={mismatch} />
            {error && !error.startsWith('newPassword: ') ? (
              <p className="text-sm text-red-300" role="alert">
                {error.startsWith('token: ')
                  ? 'This link cannot be used: it was used, expired or replaced. Ask an administrator for a new one.'
                  : error}
              </p>
            ) : null}
            <Button type="submit" className="justify-self-start" disabled={reset.isPending}>
              {reset.isPending ? 'Saving…' : 'Set new password'}
            </Button>
          </form>
        )}
      </div>
    </div>
  )
}
