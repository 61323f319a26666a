import { UserRound } from 'lucide-react'
import { Link } from 'react-router'
import { Badge } from '@/client/components/ui/badge'
import { useStoredUser } from '@/client/lib/stored-user'

/** The signed-in user's name and Premium badge, or a sign-in link. */
export function HeaderUser() {
  const user = useStoredUser()
  if (!user) {
    return (
      <Link
        to="/#auth"
        className="rounded-md px-3 py-2 text-sm font-medium text-primary hover:bg-muted"
      >
        Sign In
      </Link>
    )
  }
  return (
    <Link
      to="/#auth"
      className="flex min-w-0 items-center gap-2 rounded-md px-2 py-1.5 text-sm hover:bg-muted"
    >
      <UserRound className="size-4 shrink-0 text-primary" aria-hidden />
      {/* Named by its visible words, "Account: " before them, so speech input finds it. */}
      <span className="sr-only">Account: </span>
      <span className="min-w-0 max-w-32 truncate font-medium">{user.username}</span>
      {user.isPremium ? (
        <Badge variant="premium" className="shrink-0">
          <span className="sr-only">, </span>
          Premium
        </Badge>
      ) : null}
    </Link>
  )
}
