import { Crown, KeyRound, ShieldCheck, UserRoundX } from 'lucide-react'
import { useState } from 'react'
import { Badge } from '@/client/components/ui/badge'
import { Button } from '@/client/components/ui/button'
import { toast } from '@/client/components/ui/use-toast'
import type { AdminUser, AdminUserChange } from '@/shared/admin'
import { useChangeUser, useResetLink } from './api'
import { plural } from '@/shared/plural'

/** One person in the Administration list, with the changes an administrator may make. */
export function PersonRow({ person, self }: { person: AdminUser; self: boolean }) {
  const change = useChangeUser()
  const resetLink = useResetLink()
  const [link, setLink] = useState<{ url: string; expiresAt: string } | null>(null)
  const admin = person.role === 'admin' || person.adminByConfig

  const apply = (update: AdminUserChange, done: string) =>
    change.mutate(
      { id: person.id, change: update },
      {
        onSuccess: () => toast({ title: done }),
        onError: (error) =>
          toast({ variant: 'destructive', title: 'Not changed', description: error.message }),
      },
    )
  const issueLink = () =>
    resetLink.mutate(person.id, {
      onSuccess: ({ path, expiresAt }) =>
        setLink({ url: `${window.location.origin}${path}`, expiresAt }),
      onError: (error) =>
        toast({ variant: 'destructive', title: 'No link issued', description: error.message }),
    })

  return (
    <li className="rounded-lg border border-border bg-muted/30 p-4">
      <div className="flex flex-wrap items-start gap-3">
        <div className="min-w-0 flex-1">
          <p className="flex flex-wrap items-center gap-2 font-medium">
            <span className="truncate">{person.username}</span>
            {self ? <Badge variant="outline">You</Badge> : null}
            {admin ? (
              <Badge>
                <ShieldCheck className="size-3" aria-hidden />
                Administrator{person.adminByConfig ? ' (ADMIN_USERNAMES)' : ''}
              </Badge>
            ) : null}
            {person.isPremium ? <Badge variant="premium">Premium</Badge> : null}
            {person.premiumRequested ? <Badge variant="outline">Asked for Premium</Badge> : null}
            {person.disabled ? <Badge variant="destructive">Disabled</Badge> : null}
          </p>
          <p className="break-words text-sm text-muted-foreground">
            {person.email} · joined {new Date(person.createdAt).toLocaleDateString()} ·{' '}
            {plural(person.sessions, 'session')}
          </p>
        </div>
        <div className="flex flex-wrap gap-2" role="group" aria-label={`Manage ${person.username}`}>
          <Button
            size="sm"
            variant="outline"
            disabled={change.isPending || (person.adminByConfig && person.role !== 'admin')}
            onClick={() =>
              person.role === 'admin'
                ? apply({ role: 'member' }, `${person.username} is no longer an administrator`)
                : apply({ role: 'admin' }, `${person.username} is now an administrator`)
            }
          >
            <ShieldCheck aria-hidden />
            {person.role === 'admin' ? 'Revoke administrator' : 'Make administrator'}
          </Button>
          <Button
            size="sm"
            variant="outline"
            disabled={change.isPending}
            onClick={() =>
              person.isPremium
                ? apply({ isPremium: false }, `Premium revoked for ${person.username}`)
                : apply({ isPremium: true }, `Premium granted to ${person.username}`)
            }
          >
            <Crown aria-hidden />
            {person.isPremium ? 'Revoke premium' : 'Grant premium'}
          </Button>
          {self ? null : (
            <Button
              size="sm"
              variant={person.disabled ? 'outline' : 'destructive'}
              disabled={change.isPending}
              onClick={() =>
                person.disabled
                  ? apply({ disabled: false }, `${person.username} can sign in again`)
                  : apply({ disabled: true }, `${person.username} is disabled and signed out`)
              }
            >
              <UserRoundX aria-hidden />
              {person.disabled ? 'Enable account' : 'Disable account'}
            </Button>
          )}
          <Button size="sm" variant="outline" disabled={resetLink.isPending} onClick={issueLink}>
            <KeyRound aria-hidden />
            Reset link
          </Button>
        </div>
      </div>
      {link ? (
        <div className="mt-3 grid gap-1 rounded-md border border-primary/40 bg-background/60 p-3 text-sm">
          <label htmlFor={`reset-link-${person.id}`} className="font-medium">
            One-time reset link for {person.username}, valid until{' '}
            {new Date(link.expiresAt).toLocaleTimeString(undefined, { timeStyle: 'short' })}
          </label>
          <input
            id={`reset-link-${person.id}`}
            readOnly
            value={link.url}
            onFocus={(event) => event.currentTarget.select()}
            className="w-full rounded border border-border bg-muted/40 px-2 py-1 font-mono text-xs"
          />
          <p className="text-muted-foreground">
            Give it to {person.username} yourself: HumanCodex sends no e-mail. It works once.
          </p>
        </div>
      ) : null}
    </li>
  )
}
