import { Search, ShieldCheck } from 'lucide-react'
import { useDeferredValue, useState } from 'react'
import { Link } from 'react-router'
import { SignInPrompt } from '@/client/components/account-prompts'
import { ScreenHeader } from '@/client/components/screen-header'
import { Button } from '@/client/components/ui/button'
import { Input } from '@/client/components/ui/input'
import { Label } from '@/client/components/ui/label'
import { useAdminSession } from '@/client/lib/admin-session'
import { useStoredUser } from '@/client/lib/stored-user'
import { useAdminUsers } from './api'
import { PersonRow } from './person-row'
import { QueryState } from '@/client/components/query-state'

function People({ selfId }: { selfId: number }) {
  const [query, setQuery] = useState('')
  const [page, setPage] = useState(1)
  const q = useDeferredValue(query.trim())
  const people = useAdminUsers(q, page)
  const pages = people.data ? Math.max(1, Math.ceil(people.data.total / people.data.pageSize)) : 1

  return (
    <section aria-labelledby="people-heading" className="grid gap-4">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h2 id="people-heading" className="font-display text-xl font-semibold">
          People{people.data ? ` (${people.data.total})` : ''}
        </h2>
        <div className="grid w-full gap-2 sm:w-72">
          <Label htmlFor="people-search">Search by username or email</Label>
          <div className="relative">
            <Search
              className="absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
              aria-hidden
            />
            <Input
              id="people-search"
              type="search"
              value={query}
              maxLength={254}
              className="pl-9"
              onChange={(event) => {
                setQuery(event.target.value)
                setPage(1)
              }}
            />
          </div>
        </div>
      </div>
      <QueryState
        query={people}
        loading="Loading people…"
        isEmpty={(data) => data.users.length === 0}
        empty={`Nobody matches “${q}”.`}
      >
        {(data) => (
          <ul className="grid gap-3" aria-label="People">
            {data.users.map((person) => (
              <PersonRow key={person.id} person={person} self={person.id === selfId} />
            ))}
          </ul>
        )}
      </QueryState>
      {pages > 1 ? (
        <nav className="flex items-center justify-between gap-3" aria-label="Pages of people">
          <Button
            variant="outline"
            size="sm"
            disabled={page <= 1}
            onClick={() => setPage(page - 1)}
          >
            Previous
          </Button>
          <p className="text-sm text-muted-foreground">
            Page {page} of {pages}
          </p>
          <Button
            variant="outline"
            size="sm"
            disabled={page >= pages}
            onClick={() => setPage(page + 1)}
          >
            Next
          </Button>
        </nav>
      ) : null}
    </section>
  )
}

/** `/admin`: the people of this installation, for administrators. */
export function Administration() {
  const user = useStoredUser()
  const admin = useAdminSession()
  return (
    <div className="mx-auto max-w-5xl px-4 py-12 sm:px-6">
      <ScreenHeader eyebrow="Administration" title="People of this installation">
        Make administrators, grant premium, disable accounts and issue password-reset links. Every
        change is recorded in Agent Zero’s security events.
      </ScreenHeader>
      <div className="mt-8">
        {!user ? (
          <SignInPrompt>
            <p className="font-medium text-foreground">Sign in as an administrator.</p>
            <p className="mt-1">The first account of an installation is its administrator.</p>
          </SignInPrompt>
        ) : !admin.known ? (
          <p className="text-sm text-muted-foreground" aria-busy="true">
            Checking your role…
          </p>
        ) : !admin.isAdmin ? (
          <div className="flex flex-wrap items-center gap-3 rounded-xl border border-border bg-card/60 p-6 text-sm text-muted-foreground">
            <ShieldCheck className="size-5 text-primary" aria-hidden />
            <p className="min-w-0 flex-1">
              Only administrators can manage people. Ask an administrator of this installation if
              you need a change to your account.
            </p>
            <Button asChild variant="outline">
              <Link to="/account">Your account</Link>
            </Button>
          </div>
        ) : (
          <div className="grid grid-cols-1 gap-6">
            <People selfId={user.id} />
            <p className="text-sm text-muted-foreground">
              Security events (failed sign-ins, role and password changes) are listed under{' '}
              <Link
                to="/agent-zero-monitor"
                className="text-primary underline underline-offset-4 hover:decoration-2"
              >
                Agent Zero
              </Link>
              , with the Security filter.
            </p>
          </div>
        )}
      </div>
    </div>
  )
}
