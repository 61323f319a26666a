import { LogIn } from 'lucide-react'
import { Link } from 'react-router'
import { useStoredUser } from '@/client/lib/stored-user'

/** Shown to visitors: reading is open, writing notes needs an account. */
export function SignedOutNotice({ action }: { action: string }) {
  const user = useStoredUser()
  if (user) return null
  return (
    <p className="flex flex-wrap items-center gap-2 rounded-lg border border-border bg-muted/40 px-3 py-2 text-sm text-muted-foreground">
      <LogIn className="size-4 shrink-0" aria-hidden />
      <span>Sign in to {action}.</span>
      <Link to="/#auth" className="font-medium text-primary underline-offset-4 hover:underline">
        Sign in or create an account
      </Link>
    </p>
  )
}
