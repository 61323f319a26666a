import { Compass } from 'lucide-react'
import { Link, useLocation } from 'react-router'
import { Button } from '@/client/components/ui/button'

export function NotFoundScreen() {
  const { pathname } = useLocation()
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <Compass className="size-12 text-primary" aria-hidden />
      <h1 className="mt-6 font-display text-3xl font-semibold">404 Page Not Found</h1>
      <p className="mt-4 text-muted-foreground">
        The router has no screen for{' '}
        <code className="rounded bg-muted px-1.5 py-0.5">{pathname}</code>. Check the address, or
        return to the codex and choose a destination from there.
      </p>
      <Button asChild className="mt-8">
        <Link to="/home">Back to Main Menu</Link>
      </Button>
    </section>
  )
}
