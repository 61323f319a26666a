import {
  Crown,
  History,
  KeySquare,
  LogOut,
  MessagesSquare,
  ShieldCheck,
  UserRoundCog,
} from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { Badge } from '@/client/components/ui/badge'
import { Button } from '@/client/components/ui/button'
import { useAdminSession } from '@/client/lib/admin-session'
import type { StoredUser } from '@/client/lib/stored-user'
import { useUsage } from '../api/get-usage'
import { useLogout } from '../api/logout'

function Tile({
  icon: Icon,
  title,
  children,
}: {
  icon: typeof Crown
  title: string
  children: ReactNode
}) {
  return (
    <div className="rounded-lg border border-border bg-muted/40 p-4">
      <p className="flex items-center gap-2 text-sm font-medium">
        <Icon className="size-4 text-primary" aria-hidden />
        {title}
      </p>
      <div className="mt-2 text-sm text-muted-foreground">{children}</div>
    </div>
  )
}

export function WelcomePanel({ user }: { user: StoredUser }) {
  const usage = useUsage()
  const logout = useLogout()
  const admin = useAdminSession()

  const upgrade = () =>
    document.getElementById('marketplace')?.scrollIntoView({ behavior: 'smooth', block: 'start' })

  return (
    <div className="rounded-xl border border-border bg-card/60 p-6 md:p-8">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h3 className="font-display text-2xl font-semibold">Welcome, {user.username}</h3>
          <p className="mt-1 text-sm text-muted-foreground">
            {user.isPremium ? 'Premium member' : 'Free member'}
            {user.email ? ` · ${user.email}` : ''}
          </p>
        </div>
        {user.isPremium ? <Badge variant="premium">Premium</Badge> : null}
      </div>

      <div className="mt-6 grid gap-4 sm:grid-cols-3">
        <Tile icon={MessagesSquare} title="AI Access">
          {user.isPremium
            ? 'Unlimited conversations with every persona.'
            : usage.data && usage.data.remainingToday !== null
              ? `${usage.data.remainingToday} of ${usage.data.dailyLimit} conversations left today.`
              : 'Basic chat: 10 conversations per day.'}
        </Tile>
        <Tile icon={History} title="History">
          {user.isPremium
            ? 'Full history: every conversation saved and searchable.'
            : 'Limited history: conversations are not saved after your visit.'}
        </Tile>
        <Tile icon={Crown} title="Premium">
          {user.isPremium
            ? 'Active: unlimited conversations and full history.'
            : 'Unlimited conversations and full history from $19 a month.'}
        </Tile>
      </div>

      <div className="mt-6 flex flex-wrap gap-3">
        {user.isPremium ? null : <Button onClick={upgrade}>Upgrade to Premium</Button>}
        <Button asChild variant="outline">
          <Link to="/account">
            <UserRoundCog aria-hidden />
            Account settings
          </Link>
        </Button>
        {admin.isAdmin ? (
          <Button asChild variant="outline">
            <Link to="/admin">
              <ShieldCheck aria-hidden />
              Administration
            </Link>
          </Button>
        ) : null}
        <Button variant="outline" onClick={() => logout.mutate()} disabled={logout.isPending}>
          <LogOut aria-hidden />
          {logout.isPending ? 'Logging Out...' : 'Log Out'}
        </Button>
      </div>

      <p className="mt-6 flex items-center gap-2 text-sm text-muted-foreground">
        <KeySquare className="size-4 text-primary" aria-hidden />
        <span>
          API keys for OpenAI clients are on your{' '}
          <Link
            to="/account#account-api-keys"
            className="text-primary underline-offset-4 hover:underline"
          >
            account screen
          </Link>
          .
        </span>
      </p>
    </div>
  )
}
