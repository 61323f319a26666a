import { SlidersHorizontal } from 'lucide-react'
import { QueryState } from '@/client/components/query-state'
import { SignInPrompt } from '@/client/components/account-prompts'
import { usePreferences } from '@/client/lib/preferences'
import { useStoredUser } from '@/client/lib/stored-user'
import { PreferencesForm } from './preferences-form'

/** Response settings: how the personas answer this person (length, tone, language, voice). */
export function ResponseSettings() {
  const user = useStoredUser()
  const preferences = usePreferences()
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <p className="flex items-center gap-2 text-sm font-medium uppercase tracking-[0.2em] text-primary">
        <SlidersHorizontal className="size-4" aria-hidden /> Response settings
      </p>
      <h1 className="mt-3 font-display text-3xl font-semibold sm:text-4xl">
        How the personas answer you
      </h1>
      <p className="mt-3 text-muted-foreground">
        Your preferences go into every persona’s prompt: in the persona chat, the Chamber of Mirrors
        and the companion.
      </p>
      <div className="mt-8">
        {!user ? (
          <SignInPrompt>
            <p className="font-medium text-foreground">
              Sign in to set how the personas answer you.
            </p>
            <p className="mt-1">
              Reply length, tone, language and voice are kept with your account.
            </p>
          </SignInPrompt>
        ) : (
          <QueryState query={preferences} loading="Loading your preferences…">
            {(data) => <PreferencesForm key={JSON.stringify(data)} saved={data} />}
          </QueryState>
        )}
      </div>
    </div>
  )
}
