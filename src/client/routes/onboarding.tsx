import { ScreenHeader } from '@/client/components/screen-header'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/client/components/ui/tabs'
import { LoginForm } from '@/client/features/auth/components/login-form'
import { RegisterForm } from '@/client/features/auth/components/register-form'
import { OnboardingTour } from '@/client/features/onboarding/components/onboarding-tour'

/** `/onboarding`: the guided first tour, with the account forms of the accounts feature. */
export default function OnboardingScreen() {
  return (
    <div className="mx-auto grid max-w-4xl gap-8 px-4 py-12 sm:px-6">
      <ScreenHeader eyebrow="Onboarding" title="Your first steps in the codex">
        Three steps: say hello to a persona, create your account, and visit three areas.
      </ScreenHeader>
      <OnboardingTour
        accountForms={
          <Tabs defaultValue="register" className="max-w-md">
            <TabsList className="w-full">
              <TabsTrigger value="register" className="flex-1">
                Create Account
              </TabsTrigger>
              <TabsTrigger value="login" className="flex-1">
                Sign In
              </TabsTrigger>
            </TabsList>
            <TabsContent value="register">
              <RegisterForm />
            </TabsContent>
            <TabsContent value="login">
              <LoginForm />
            </TabsContent>
          </Tabs>
        }
      />
    </div>
  )
}
