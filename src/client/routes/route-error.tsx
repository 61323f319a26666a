import { useRouteError } from 'react-router'
import { Button } from '@/client/components/ui/button'

/**
 * A screen's code that did not arrive: the browsers' messages for a failed dynamic import
 * (Chromium, Firefox, Safari) and for a chunk that came back as something else (a 429 or the
 * page shell after a deploy replaced the files).
 */
export function isChunkLoadError(error: unknown) {
  const message = error instanceof Error ? error.message : String(error)
  return /dynamically imported module|Importing a module script failed|error loading dynamically imported module|Failed to fetch|MIME type/i.test(
    message,
  )
}

/** Shown when a screen fails to load or render; keeps the rest of the app usable. */
export function RouteErrorScreen() {
  const error = useRouteError()
  console.error('screen failed', error)
  const notLoaded = isChunkLoadError(error)
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <h1 className="font-display text-3xl font-semibold">
        {notLoaded ? 'This screen could not be loaded' : 'This screen could not open'}
      </h1>
      <p className="mt-4 text-muted-foreground">
        {notLoaded
          ? 'Part of the app did not arrive: the connection may have dropped, or the app was updated since this page opened. Reload to get the current version.'
          : 'Something went wrong while loading it. Reload the page, or go back to the main menu.'}
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
