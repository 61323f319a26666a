import { Check, RotateCcw } from 'lucide-react'
import type { ReactNode } from 'react'
import { Button } from '@/client/components/ui/button'
import { Progress } from '@/client/components/ui/progress'
import { useStoredUser } from '@/client/lib/stored-user'
import { cn } from '@/client/lib/utils'
import { emptyProgress, stepsDone, useOnboardingProgress } from '../onboarding-progress'
import { AreasStep } from './areas-step'
import { HelloStep } from './hello-step'

function Step({
  number,
  title,
  done,
  children,
}: {
  number: number
  title: string
  done: boolean
  children: ReactNode
}) {
  return (
    <li className="rounded-xl border border-border bg-card/60 p-5 sm:p-6">
      <h2 className="flex items-center gap-3 font-display text-xl font-semibold">
        <span
          className={cn(
            'grid size-8 shrink-0 place-items-center rounded-full bg-primary/20 text-base text-primary',
            done && 'bg-emerald-400 text-emerald-950',
          )}
          aria-hidden
        >
          {done ? <Check className="size-4" /> : number}
        </span>
        {title}
        {done ? <span className="sr-only"> (done)</span> : null}
      </h2>
      <div className="mt-4">{children}</div>
    </li>
  )
}

/**
 * docs/product/landing-and-navigation.md /onboarding: say hello to a persona, create an account
 * (the page passes the account forms in), visit three areas. Progress is kept on this device.
 */
export function OnboardingTour({ accountForms }: { accountForms: ReactNode }) {
  const user = useStoredUser()
  const [progress, update] = useOnboardingProgress()
  const done = stepsDone(progress, user !== null)
  const count = Object.values(done).filter(Boolean).length

  return (
    <div className="grid gap-6">
      <div className="grid gap-2">
        <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
          <span id="tour-progress">
            {count === 3 ? 'Tour complete: welcome to the codex!' : `${count} of 3 steps done`}
          </span>
          <Button variant="ghost" size="sm" onClick={() => update(() => emptyProgress)}>
            <RotateCcw aria-hidden />
            Start again
          </Button>
        </div>
        <Progress value={(count / 3) * 100} aria-labelledby="tour-progress" />
      </div>
      <ol className="grid gap-6">
        <Step number={1} title="Meet a persona" done={done.hello}>
          <HelloStep progress={progress} onChange={update} />
        </Step>
        <Step number={2} title="Create your account" done={done.account}>
          {user ? (
            <p className="text-sm text-muted-foreground">
              Signed in as <span className="font-medium text-foreground">{user.username}</span>.
              Your learning, enrolments and memory now follow you to every device.
            </p>
          ) : (
            accountForms
          )}
        </Step>
        <Step number={3} title="Visit three areas" done={done.areas}>
          <AreasStep progress={progress} onChange={update} />
        </Step>
      </ol>
    </div>
  )
}
