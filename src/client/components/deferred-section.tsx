import {
  createContext,
  Suspense,
  useContext,
  useEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react'
import { cn } from '@/client/lib/utils'

const RevealAllContext = createContext(false)

/** Inside it, every deferred section renders at once (used when jumping to an anchor). */
export const RevealAllSections = RevealAllContext.Provider

/**
 * A home-page section whose content (usually a lazy component) renders only once it comes
 * within 300 px of the viewport. The section and its id exist from the start, so anchors work
 * and the page keeps roughly its height while the content loads.
 */
export function DeferredSection({
  id,
  label,
  minHeight,
  className,
  children,
}: {
  id: string
  label: string
  /** The expected height, held while the content is not there yet. */
  minHeight: string
  className?: string
  children: ReactNode
}) {
  const ref = useRef<HTMLElement>(null)
  const revealAll = useContext(RevealAllContext)
  const [near, setNear] = useState(false)
  const show = near || revealAll

  useEffect(() => {
    const element = ref.current
    if (show || !element) return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true)
          observer.disconnect()
        }
      },
      { rootMargin: '300px 0px' },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [show])

  const placeholder = <div aria-busy="true" style={{ minHeight }} />
  return (
    <section ref={ref} id={id} aria-label={label} className={cn('relative', className)}>
      {show ? <Suspense fallback={placeholder}>{children}</Suspense> : placeholder}
    </section>
  )
}
