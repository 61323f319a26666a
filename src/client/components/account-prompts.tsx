import { Crown, LogIn } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { Button } from '@/client/components/ui/button'

function Prompt({
  icon,
  children,
  action,
}: {
  icon: ReactNode
  children: ReactNode
  action: ReactNode
}) {
  return (
    <div className="flex flex-col items-start gap-4 rounded-xl border border-border bg-card/60 p-6 sm:flex-row sm:items-center">
      <span className="grid size-10 shrink-0 place-items-center rounded-full bg-primary/15 text-primary">
        {icon}
      </span>
      <div className="min-w-0 flex-1 text-sm text-muted-foreground">{children}</div>
      {action}
    </div>
  )
}

/** For signed-out visitors: what signing in gives, and the way to the account section. */
export function SignInPrompt({ children }: { children: ReactNode }) {
  return (
    <Prompt
      icon={<LogIn className="size-5" aria-hidden />}
      action={
        <Button asChild>
          <Link to="/#auth">Sign in or create an account</Link>
        </Button>
      }
    >
      {children}
    </Prompt>
  )
}

/** For free users where Premium is needed: the server's reason and the way to the plans. */
export function PremiumPrompt({ message }: { message: string }) {
  return (
    <Prompt
      icon={<Crown className="size-5" aria-hidden />}
      action={
        <Button asChild variant="outline">
          <Link to="/#marketplace">Upgrade to Premium</Link>
        </Button>
      }
    >
      <p className="font-medium text-foreground">{message}</p>
      <p className="mt-1">
        Free conversations last for your visit; Premium keeps every one, searchable, and lets you
        continue from any message.
      </p>
    </Prompt>
  )
}
