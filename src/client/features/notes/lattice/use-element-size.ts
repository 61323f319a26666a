import { useEffect, useState } from 'react'

/** The element's rendered width and height in pixels, kept up to date (0 × 0 until mounted). */
export function useElementSize(element: Element | null) {
  const [size, setSize] = useState({ width: 0, height: 0 })
  useEffect(() => {
    if (!element) return
    const observer = new ResizeObserver(([entry]) => {
      if (!entry) return
      const { width, height } = entry.contentRect
      setSize((current) =>
        current.width === width && current.height === height ? current : { width, height },
      )
    })
    observer.observe(element)
    return () => observer.disconnect()
  }, [element])
  return size
}
