import { MessageCircle, X } from 'lucide-react'
import { lazy, Suspense, useState } from 'react'
import { Button } from '@/client/components/ui/button'
import { steppedAside, useFloatingButtonsHidden } from '@/client/lib/floating-buttons'
import { useWindowCovered } from '@/client/lib/window-cover'
import { cn } from '@/client/lib/utils'

const CompanionPanel = lazy(() =>
  import('./companion-panel').then((module) => ({ default: module.CompanionPanel })),
)

export type CompanionView = 'closed' | 'open' | 'minimized'

/**
 * The floating companion (docs/product/landing-and-navigation.md): a bubble at the bottom right
 * (quick search has the bottom left). The panel loads the first time it opens and then stays
 * mounted while closed, so its conversations last for the visit.
 */
export function CompanionLauncher() {
  const [view, setView] = useState<CompanionView>('closed')
  const [wanted, setWanted] = useState(false)
  const isOpen = view !== 'closed'
  // While the panel is open the bubble is its close button, so it stays.
  const aside = useFloatingButtonsHidden() && !isOpen
  // Under a screen that fills the window (dream mode) the bubble is out of sight and reach.
  const covered = useWindowCovered() && !isOpen

  const toggle = () => {
    setWanted(true)
    setView(isOpen ? 'closed' : 'open')
  }

  return (
    <>
      <Button
        hidden={covered}
        size="icon"
        className={cn(
          'fixed bottom-5 right-5 z-30 size-14 rounded-full bg-accent text-accent-foreground shadow-lg shadow-accent/30 transition-[translate,opacity] duration-200 hover:bg-accent/90 [&_svg]:size-6',
          aside && steppedAside,
        )}
        data-floating-button
        aria-label={isOpen ? 'Close AI companion' : 'Open AI companion'}
        aria-expanded={isOpen}
        title="AI companion"
        onClick={toggle}
      >
        {isOpen ? <X /> : <MessageCircle />}
      </Button>
      {wanted ? (
        <Suspense fallback={null}>
          <CompanionPanel view={view} onViewChange={setView} />
        </Suspense>
      ) : null}
    </>
  )
}
