import { useEffect, useRef } from 'react'
import { SectionHeading } from '@/client/components/section-heading'
import { useStoredUser } from '@/client/lib/stored-user'
import { AccountForms } from './account-forms'
import { BenefitsPanel } from './benefits-panel'
import { WelcomePanel } from './welcome-panel'

/** The landing page's account section; the page wraps it in the `auth` anchor. */
export function AccountSection() {
  const user = useStoredUser()
  const panel = useRef<HTMLDivElement>(null)
  const signedIn = user !== null
  const shownSignedIn = useRef(signedIn)

  // The button just pressed (Sign In, Create Account, Log Out) goes with the view it was in; keep
  // keyboard focus in the section instead of letting it fall back to the top of the page.
  useEffect(() => {
    if (shownSignedIn.current === signedIn) return
    shownSignedIn.current = signedIn
    if (document.activeElement === document.body) panel.current?.focus({ preventScroll: true })
  }, [signedIn])

  return (
    <div className="mx-auto max-w-7xl px-4 py-20 sm:px-6">
      <SectionHeading
        eyebrow="Your account"
        title={user ? 'Your place in the codex' : 'Join the codex'}
      >
        {user
          ? 'Your access, your history and your plan at a glance.'
          : 'Free to join. Sign in to keep your learning, or go Premium to keep every conversation.'}
      </SectionHeading>
      <div ref={panel} tabIndex={-1} className="mt-8">
        {user ? (
          <WelcomePanel user={user} />
        ) : (
          <div className="grid gap-8 md:grid-cols-[1.2fr_1fr]">
            <div className="rounded-xl border border-border bg-card/60 p-6">
              <AccountForms first="login" />
            </div>
            <BenefitsPanel />
          </div>
        )}
      </div>
    </div>
  )
}
