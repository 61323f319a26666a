import { Monitor } from 'lucide-react'
import { Badge } from '@/client/components/ui/badge'
import { Button } from '@/client/components/ui/button'
import type { AccountSession } from '@/shared/account'
import { useAccountSessions, useEndSession } from './api'

const when = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })

/** A short name for a browser from its user-agent text. */
function browserName(userAgent: string) {
  if (!userAgent) return 'Unknown browser'
  const browser = /Edg\//.test(userAgent)
    ? 'Edge'
    : /Firefox\//.test(userAgent)
      ? 'Firefox'
      : /Chrom(e|ium)\//.test(userAgent)
        ? 'Chrome'
        : /Safari\//.test(userAgent)
          ? 'Safari'
          : userAgent.slice(0, 40)
  const system = /Android/.test(userAgent)
    ? 'Android'
    : /iPhone|iPad/.test(userAgent)
      ? 'iOS'
      : /Windows/.test(userAgent)
        ? 'Windows'
        : /Mac OS X/.test(userAgent)
          ? 'macOS'
          : /Linux/.test(userAgent)
            ? 'Linux'
            : null
  return system ? `${browser} on ${system}` : browser
}

function SessionRow({ session }: { session: AccountSession }) {
  const end = useEndSession()
  const name = browserName(session.userAgent)
  return (
    <li className="flex flex-wrap items-center gap-3 rounded-lg border border-border bg-muted/30 p-3">
      <Monitor className="size-5 shrink-0 text-primary" aria-hidden />
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2 font-medium">
          {name}
          {session.current ? <Badge>This browser</Badge> : null}
        </p>
        <p className="text-sm text-muted-foreground">
          Signed in {when(session.createdAt)} · last active {when(session.lastSeenAt)}
          {session.persistent ? ' · remembered' : ''}
        </p>
      </div>
      {session.current ? null : (
        <Button
          variant="outline"
          size="sm"
          disabled={end.isPending}
          aria-label={`Sign out ${name}, signed in ${when(session.createdAt)}`}
          onClick={() => end.mutate(session.id)}
        >
          Sign out
        </Button>
      )}
    </li>
  )
}

/** Where this account is signed in, with sign-out of the others. */
export function SessionsList() {
  const sessions = useAccountSessions()
  if (sessions.isPending)
    return (
      <p className="text-sm text-muted-foreground" aria-busy="true">
        Loading your sessions…
      </p>
    )
  if (sessions.error) return <p className="text-sm text-destructive">{sessions.error.message}</p>
  return (
    <ul className="grid gap-3" aria-label="Your sessions">
      {sessions.data.map((session) => (
        <SessionRow key={session.id} session={session} />
      ))}
    </ul>
  )
}
