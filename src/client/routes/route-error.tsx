import { useRouteError } from 'react-router'
import { Button } from '@/client/components/ui/button'

/** Shown when a screen fails to load or render; keeps the rest of the app usable. */
export function RouteErrorScreen() {
  const error = useRouteError()
  console.error('screen failed', error)
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <h1 className="font-display text-3xl font-semibold">This screen could not open</h1>
      <p className="mt-4 text-muted-foreground">
        Something went wrong while loading it. Reload the page, or go back to the main menu.
      </p>
      <div className="mt-8 flex gap-3">
        <Button onClick={() => window.location.reload()}>Reload</Button>
        <Button asChild variant="outline">
          <a href="/">Back to Main Menu</a>
        </Button>
      </div>
    </section>
  )
}
