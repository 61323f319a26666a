import { useState, type FormEvent } from 'react'
import { Button } from '@/client/components/ui/button'
import { Field } from '../components/field'
import { useChangePassword } from './api'
import { NewPasswordFields } from './new-password-fields'

/** Current password, then the new one twice; the server signs out the other sessions. */
export function ChangePasswordForm() {
  const change = useChangePassword()
  const [mismatch, setMismatch] = useState(false)
  const [done, setDone] = useState<string | null>(null)

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = event.currentTarget
    const data = new FormData(form)
    const newPassword = String(data.get('newPassword') ?? '')
    setDone(null)
    if (newPassword !== String(data.get('confirmPassword') ?? '')) return setMismatch(true)
    setMismatch(false)
    change.mutate(
      { currentPassword: String(data.get('currentPassword') ?? ''), newPassword },
      {
        onSuccess: ({ endedSessions }) => {
          form.reset()
          setDone(
            endedSessions === 0
              ? 'Password changed.'
              : `Password changed. ${endedSessions} other session${endedSessions === 1 ? ' was' : 's were'} signed out.`,
          )
        },
      },
    )
  }

  const error = change.error?.message
  return (
    <form onSubmit={submit} className="grid max-w-md gap-4" noValidate>
      <Field
        id="current-password"
        name="currentPassword"
        type="password"
        label="Current password"
        autoComplete="current-password"
        required
        error={error?.startsWith('currentPassword: ') ? error.slice(17) : undefined}
      />
      <NewPasswordFields idPrefix="" error={error} mismatch={mismatch} />
      {error && !/^(currentPassword|newPassword): /.test(error) ? (
        <p className="text-sm text-red-300" role="alert">
          {error}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={change.isPending}>
          {change.isPending ? 'Changing…' : 'Change password'}
        </Button>
        <p className="text-sm text-muted-foreground" role="status">
          {done}
        </p>
      </div>
    </form>
  )
}
