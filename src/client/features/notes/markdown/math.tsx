import { useEffect, useState } from 'react'

import type KatexModule from 'katex'

type Katex = typeof KatexModule

let loading: Promise<Katex> | undefined
/** KaTeX and its styles, fetched the first time a note shows math (never on other screens). */
function loadKatex() {
  loading ??= Promise.all([import('katex'), import('katex/dist/katex.min.css')]).then(
    ([module]) => module.default,
  )
  return loading
}

/** `$inline$` or `$$display$$` math drawn by KaTeX; the TeX shows while it loads or if it fails. */
export function MathTex({ tex, display }: { tex: string; display: boolean }) {
  const [html, setHtml] = useState<string | null>(null)
  useEffect(() => {
    let live = true
    void loadKatex().then((katex) => {
      // KaTeX with `trust` off emits only its own markup: no links, scripts or styles from TeX.
      if (live) setHtml(katex.renderToString(tex, { displayMode: display, throwOnError: false }))
    })
    return () => {
      live = false
    }
  }, [tex, display])
  const Tag = display ? 'div' : 'span'
  if (html === null)
    return (
      <Tag className={display ? 'my-3 overflow-x-auto font-mono text-sm' : 'font-mono text-sm'}>
        {tex}
      </Tag>
    )
  return (
    <Tag
      data-math={display ? 'block' : 'inline'}
      className={display ? 'my-3 overflow-x-auto' : undefined}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  )
}
