import { ScreenHeader } from '@/client/components/screen-header'
import { AccountForms } from '@/client/features/auth/components/account-forms'
import { OnboardingTour } from '@/client/features/onboarding/components/onboarding-tour'

/** `/onboarding`: the guided first tour, with the account forms of the accounts feature. */
export default function OnboardingScreen() {
  return (
    <div className="mx-auto grid max-w-4xl gap-8 px-4 py-12 sm:px-6">
      <ScreenHeader eyebrow="Onboarding" title="Your first steps in the codex">
        Three steps: say hello to a persona, create your account, and visit three areas.
      </ScreenHeader>
      <OnboardingTour accountForms={<AccountForms first="register" className="max-w-md" />} />
    </div>
  )
}
