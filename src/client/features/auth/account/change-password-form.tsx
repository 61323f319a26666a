import { useState, type FormEvent } from 'react'
import { Button } from '@/client/components/ui/button'
import { Checkbox } from '@/client/components/ui/checkbox'
import { Label } from '@/client/components/ui/label'
import { Field } from '../components/field'
import { useChangePassword } from './api'
import { NewPasswordFields } from './new-password-fields'

/**
 * Current password, then the new one twice; the server signs out the other sessions and
 * revokes the API keys unless "keep my API keys" is ticked.
 */
export function ChangePasswordForm() {
  const change = useChangePassword()
  const [keepApiKeys, setKeepApiKeys] = useState(false)
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
      { currentPassword: String(data.get('currentPassword') ?? ''), newPassword, keepApiKeys },
      {
        onSuccess: ({ endedSessions, revokedApiKeys }) => {
          form.reset()
          setKeepApiKeys(false)
          const were = (n: number, what: string) => `${n} ${what}${n === 1 ? ' was' : 's were'}`
          const said = ['Password changed.']
          if (endedSessions) said.push(`${were(endedSessions, 'other session')} signed out.`)
          if (revokedApiKeys) said.push(`${were(revokedApiKeys, 'API key')} revoked.`)
          setDone(said.join(' '))
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
      <div className="space-y-1">
        <div className="flex items-center gap-2">
          <Checkbox
            id="keep-api-keys"
            checked={keepApiKeys}
            onCheckedChange={(checked) => setKeepApiKeys(checked === true)}
            aria-describedby="keep-api-keys-note"
          />
          <Label htmlFor="keep-api-keys" className="font-normal">
            Keep my API keys
          </Label>
        </div>
        <p id="keep-api-keys-note" className="text-sm text-muted-foreground">
          {keepApiKeys
            ? 'Your API keys keep working after the change.'
            : 'Your API keys are revoked with the change: programs using them stop until you make new ones.'}
        </p>
      </div>
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
