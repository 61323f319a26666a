import {
  CreditCard,
  Download,
  KeyRound,
  KeySquare,
  MonitorSmartphone,
  MessagesSquare,
  Receipt,
  ShieldAlert,
  UserRound,
} from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { SignInPrompt } from '@/client/components/account-prompts'
import { ScreenHeader } from '@/client/components/screen-header'
import { Button } from '@/client/components/ui/button'
import { useAdminSession } from '@/client/lib/admin-session'
import { useStoredUser } from '@/client/lib/stored-user'
import { ApiKeysPanel } from '../components/api-keys-panel'
import { EXPORT_PATH } from './api'
import { ChangePasswordForm } from './change-password-form'
import { DeleteAccountDialog } from './delete-account-dialog'
import { DigestConsent } from './digest-consent'
import { OrdersList } from './orders-list'
import { PlanPanel } from './plan-panel'
import { SessionsList } from './sessions-list'

function Section({
  id,
  icon: Icon,
  title,
  lead,
  children,
}: {
  id: string
  icon: typeof KeyRound
  title: string
  lead: string
  children: ReactNode
}) {
  return (
    <section aria-labelledby={id} className="rounded-xl border border-border bg-card/60 p-6">
      <h2 id={id} className="flex items-center gap-2 font-display text-xl font-semibold">
        <Icon className="size-5 text-primary" aria-hidden />
        {title}
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">{lead}</p>
      <div className="mt-5">{children}</div>
    </section>
  )
}

/** `/account`: plan, orders, password, API keys, sessions, the download of my data, privacy and deleting the account. */
export function AccountSettings() {
  const user = useStoredUser()
  const admin = useAdminSession()
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <ScreenHeader eyebrow="Your account" title="Account settings">
        Your plan and orders, password, API keys, where you are signed in, your data and your
        account.
      </ScreenHeader>
      <div className="mt-8 grid grid-cols-1 gap-6">
        {!user ? (
          <SignInPrompt>
            <p className="font-medium text-foreground">Sign in to manage your account.</p>
            <p className="mt-1">Change your password, see your sessions, download your data.</p>
          </SignInPrompt>
        ) : (
          <>
            <div className="flex flex-wrap items-center gap-3 rounded-xl border border-border bg-card/60 p-4 text-sm">
              <UserRound className="size-5 text-primary" aria-hidden />
              <span className="min-w-0 flex-1 break-words">
                Signed in as <strong>{user.username}</strong>
                {user.email ? ` · ${user.email}` : ''}
                {admin.isAdmin ? ' · Administrator' : ''}
              </span>
              {admin.isAdmin ? (
                <Button asChild variant="outline" size="sm">
                  <Link to="/admin">Administration</Link>
                </Button>
              ) : null}
            </div>
            <Section
              id="account-plan"
              icon={CreditCard}
              title="Plan"
              lead="Your plan, and the way back to Free. No payment is taken on this site."
            >
              <PlanPanel user={user} />
            </Section>
            <Section
              id="account-orders"
              icon={Receipt}
              title="Orders"
              lead="What you ordered and the plans you chose. This edition takes no payment: nothing here was charged."
            >
              <OrdersList />
            </Section>
            <Section
              id="account-password"
              icon={KeyRound}
              title="Password"
              lead="Changing it signs out every other browser where you are signed in, and revokes your API keys unless you keep them."
            >
              <ChangePasswordForm />
            </Section>
            <Section
              id="account-api-keys"
              icon={KeySquare}
              title="API keys"
              lead="Personal keys for the OpenAI-compatible API, with when each was last used and when it expires."
            >
              <ApiKeysPanel />
            </Section>
            <Section
              id="account-sessions"
              icon={MonitorSmartphone}
              title="Sessions"
              lead="Browsers signed in to your account. Sign out any you do not recognise."
            >
              <SessionsList />
            </Section>
            <Section
              id="account-data"
              icon={Download}
              title="Your data"
              lead="One JSON file with everything kept about you: account, chats (also as Markdown), memory, preferences, notes, tracks, learning and purchases."
            >
              <Button asChild variant="outline">
                <a href={EXPORT_PATH} download>
                  <Download aria-hidden />
                  Download my data
                </a>
              </Button>
            </Section>
            <Section
              id="account-privacy"
              icon={MessagesSquare}
              title="Privacy"
              lead="What the message board may say about your conversations. Nothing you write is ever posted for you."
            >
              <DigestConsent />
            </Section>
            <Section
              id="account-delete"
              icon={ShieldAlert}
              title="Delete account"
              lead="Removes your account and everything kept about you. It cannot be undone."
            >
              <DeleteAccountDialog />
            </Section>
          </>
        )}
      </div>
    </div>
  )
}
