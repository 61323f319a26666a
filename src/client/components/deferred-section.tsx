import {
  createContext,
  Suspense,
  useContext,
  useEffect,
  useRef,
  useState,
  type ReactNode,
  type RefObject,
} from 'react'
import { cn } from '@/client/lib/utils'

const RevealAllContext = createContext(false)

/** Inside it, every deferred section renders at once (used when jumping to an anchor). */
export const RevealAllSections = RevealAllContext.Provider

/** True from the moment the element comes within `rootMargin` of the viewport (or all reveal). */
function useComesNear(
  ref: RefObject<HTMLElement | null>,
  rootMargin: string,
  orOnFirstScroll = false,
) {
  const revealAll = useContext(RevealAllContext)
  const [near, setNear] = useState(false)
  const show = near || revealAll

  useEffect(() => {
    const element = ref.current
    if (show || !element) return
    const reveal = () => setNear(true)
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) reveal()
      },
      { rootMargin },
    )
    observer.observe(element)
    if (orOnFirstScroll) window.addEventListener('scroll', reveal, { once: true, passive: true })
    return () => {
      observer.disconnect()
      window.removeEventListener('scroll', reveal)
    }
  }, [show, ref, rootMargin, orOnFirstScroll])

  return show
}

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
  const show = useComesNear(ref, '300px 0px')
  const placeholder = <div aria-busy="true" style={{ minHeight }} />
  return (
    <section ref={ref} id={id} aria-label={label} className={cn('relative', className)}>
      {show ? <Suspense fallback={placeholder}>{children}</Suspense> : placeholder}
    </section>
  )
}

/**
 * Part of a section that sits just below the first screen while the section's top is on it:
 * it renders once it is itself in view or the visitor first scrolls, so its code is not part of
 * the first view (decision 106).
 */
export function DeferredBlock({
  placeholderClassName,
  className,
  children,
}: {
  /** Classes giving the placeholder the expected height at each width. */
  placeholderClassName: string
  className?: string
  children: ReactNode
}) {
  const ref = useRef<HTMLDivElement>(null)
  const show = useComesNear(ref, '0px', true)
  const placeholder = <div aria-busy="true" className={placeholderClassName} />
  return (
    <div ref={ref} className={className}>
      {show ? <Suspense fallback={placeholder}>{children}</Suspense> : placeholder}
    </div>
  )
}
