import { Search } from 'lucide-react'
import { lazy, Suspense, useEffect, useState } from 'react'
import { Button } from '@/client/components/ui/button'
import { steppedAside, useFloatingButtonsHidden } from '@/client/lib/floating-buttons'
import { useWindowCovered } from '@/client/lib/window-cover'
import {
  isQuickSearchOpen,
  openQuickSearch,
  setQuickSearchOpen,
  useQuickSearchOpen,
} from '@/client/lib/quick-search-state'
import { cn } from '@/client/lib/utils'

const QuickSearchDialog = lazy(() =>
  import('./quick-search-dialog').then((module) => ({ default: module.QuickSearchDialog })),
)

/**
 * The always-present part of quick search: the Ctrl/Cmd+K shortcut and the floating button.
 * The dialog itself loads the first time it opens, keeping it out of the first view.
 */
export function QuickSearchLauncher() {
  const open = useQuickSearchOpen()
  const aside = useFloatingButtonsHidden()
  const covered = useWindowCovered()
  const [wanted, setWanted] = useState(false)
  if (open && !wanted) setWanted(true)

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k') {
        event.preventDefault()
        setQuickSearchOpen(!isQuickSearchOpen())
      }
    }
    window.addEventListener('keydown', onKeyDown)
    return () => window.removeEventListener('keydown', onKeyDown)
  }, [])

  return (
    <>
      {/* Not under a screen that fills the window (dream mode): Ctrl/Cmd+K still opens search. */}
      <Button
        hidden={covered}
        size="icon"
        className={cn(
          // Phones have the header's Search button: a second one floating over the page would
          // offer search twice and cover what is under it (decision 273).
          'fixed bottom-5 left-5 z-30 hidden size-12 rounded-full shadow-lg shadow-primary/30 transition-[translate,opacity] duration-200 sm:inline-flex [&_svg]:size-5',
          aside && steppedAside,
        )}
        data-floating-button
        aria-label="Open quick search"
        title="Quick search"
        onClick={openQuickSearch}
      >
        <Search />
      </Button>
      {wanted ? (
        <Suspense fallback={null}>
          <QuickSearchDialog />
        </Suspense>
      ) : null}
    </>
  )
}
