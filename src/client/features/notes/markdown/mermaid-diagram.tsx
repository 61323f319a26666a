import { useEffect, useId, useState } from 'react'

import type MermaidModule from 'mermaid'

type Mermaid = typeof MermaidModule

let loading: Promise<Mermaid> | undefined
/** Mermaid, fetched the first time a note holds a diagram (it is large: never on other screens). */
function loadMermaid() {
  loading ??= import('mermaid').then(({ default: mermaid }) => {
    // Strict: labels are text, no click handlers or HTML in nodes.
    mermaid.initialize({ startOnLoad: false, securityLevel: 'strict', theme: 'dark' })
    return mermaid
  })
  return loading
}

/** A ```mermaid block drawn as its diagram; the source shows while it loads or if it is wrong. */
export function MermaidDiagram({ source }: { source: string }) {
  const id = `mermaid-${useId().replace(/[^a-zA-Z0-9]/g, '')}`
  const [svg, setSvg] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)
  useEffect(() => {
    let live = true
    loadMermaid()
      .then((mermaid) => mermaid.render(id, source))
      .then(({ svg: drawn }) => live && setSvg(drawn))
      .catch((reason: unknown) => live && setError(String((reason as Error)?.message ?? reason)))
    return () => {
      live = false
    }
  }, [id, source])
  if (svg)
    return (
      <figure
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
