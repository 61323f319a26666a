import { lazy, Suspense, useEffect, useState } from 'react'
import { useToasts } from '@/client/components/ui/use-toast'

const loadToaster = () => import('@/client/components/ui/toaster')
const Toaster = lazy(() => loadToaster().then((module) => ({ default: module.Toaster })))

const HOTKEY = 'F8'

function focusViewport() {
  document.querySelector<HTMLElement>('[data-slot="toast-viewport"]')?.focus()
}

/**
 * The Toaster, loaded with the first toast instead of with the app: Radix Toast is about a
 * tenth of the first view's JavaScript and nothing shows before a toast does (decision 106).
 * F8 before that loads it too and focuses the notification area, as Radix's own hot key would.
 */
export function DeferredToaster() {
  const toasts = useToasts()
  const [wanted, setWanted] = useState<'no' | 'toast' | 'hotkey'>('no')
  if (wanted === 'no' && toasts.length > 0) setWanted('toast')

  // Most toasts answer something the visitor did: the code is fetched at the first press or
  // click, so by the time a request's answer calls toast() it is usually there.
  useEffect(() => {
    const warm = () => void loadToaster().catch(() => {})
    const options = { capture: true, once: true, passive: true }
    document.addEventListener('pointerdown', warm, options)
    document.addEventListener('keydown', warm, options)
    return () => {
      document.removeEventListener('pointerdown', warm, options)
      document.removeEventListener('keydown', warm, options)
    }
  }, [])

  useEffect(() => {
    if (wanted !== 'no') return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.code === HOTKEY) setWanted('hotkey')
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [wanted])

  if (wanted === 'no') return null
  return (
    <Suspense fallback={null}>
      <Toaster />
      {wanted === 'hotkey' ? <FocusOnMount /> : null}
    </Suspense>
  )
}

/** Rendered with the Toaster, so its effect runs once the viewport exists. */
function FocusOnMount() {
  useEffect(focusViewport, [])
  return null
}
