import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react'

import type MermaidModule from 'mermaid'

type Mermaid = typeof MermaidModule

let loading: Promise<Mermaid> | undefined
let drawings = 0
/** Mermaid, fetched the first time a note holds a diagram (it is large: never on other screens). */
function loadMermaid() {
  loading ??= import('mermaid').then(({ default: mermaid }) => {
    // Strict: labels are text, no click handlers or HTML in nodes. Labels are SVG text, not HTML
    // in a foreignObject: with "reduce motion" asked by the system, Chromium measured the HTML
    // labels so that Mermaid laid the nodes out two thousand pixels apart in an empty-looking
    // box (decision 258).
    mermaid.initialize({
      startOnLoad: false,
      securityLevel: 'strict',
      theme: 'dark',
      htmlLabels: false,
      flowchart: { htmlLabels: false },
    })
    return mermaid
  })
  return loading
}

/** A ```mermaid block drawn as its diagram; the source shows while it loads or if it is wrong. */
export function MermaidDiagram({ source }: { source: string }) {
  const base = `mermaid-${useId().replace(/[^a-zA-Z0-9]/g, '')}`
  const [svg, setSvg] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)
  const figure = useRef<HTMLElement>(null)
  // Mermaid sizes the drawing from its scratch copy; with "reduce motion" on, Chromium gave it a
  // box off the nodes (half a node and the arrow showed). The drawing on the page is measured
  // again and framed with Mermaid's own 8-pixel margin.
  useLayoutEffect(() => {
    const drawing = figure.current?.querySelector('svg')
    if (!drawing) return
    const box = drawing.getBBox()
    if (!box.width || !box.height) return
    const [x, y, width, height] = [box.x - 8, box.y - 8, box.width + 16, box.height + 16]
    drawing.setAttribute('viewBox', `${x} ${y} ${width} ${height}`)
    drawing.style.maxWidth = `${width}px`
  }, [svg])
  useEffect(() => {
    let live = true
    // A fresh id per drawing: Mermaid draws in a scratch element of that id, and a drawing left
    // over from an earlier source must not share it.
    const id = `${base}-${(drawings += 1)}`
    loadMermaid()
      .then((mermaid) => mermaid.render(id, source))
      .then(({ svg: drawn }) => live && setSvg(drawn))
      .catch((reason: unknown) => live && setError(String((reason as Error)?.message ?? reason)))
    return () => {
      live = false
    }
  }, [base, source])
  if (svg)
    return (
      <figure
        ref={figure}
        role="img"
        aria-label="Diagram"
        data-diagram="mermaid"
        className="my-3 overflow-x-auto rounded-lg bg-background/60 p-3"
        dangerouslySetInnerHTML={{ __html: svg }}
      />
    )
  return (
    <div className="my-3">
      <pre className="overflow-x-auto rounded-lg bg-background/60 p-3 text-xs">{source}</pre>
      {error ? <p className="text-xs text-destructive">Diagram not drawn: {error}</p> : null}
    </div>
  )
}
