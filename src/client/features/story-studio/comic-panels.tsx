import type { ComicPanel } from './story-format'

/** The story as a comic page: numbered panels with a caption box and speech bubbles. */
export function ComicPanels({ panels }: { panels: ComicPanel[] }) {
  if (panels.length === 0) return null
  return (
    <ol className="grid gap-4 sm:grid-cols-2" aria-label="Comic panels">
      {panels.map((panel, index) => (
        <li
          key={index}
          className="relative flex min-h-40 min-w-0 flex-col gap-3 rounded-lg border-4 border-foreground/80 bg-[radial-gradient(circle,oklch(0.3_0.05_285)_1px,transparent_1.5px)] bg-[length:10px_10px] p-4 pt-8 shadow-[6px_6px_0_0_oklch(0.7_0.17_285)]"
        >
          <span className="absolute left-0 top-0 rounded-br-md bg-foreground px-2 py-0.5 font-display text-xs font-bold text-background">
            {index + 1}
          </span>
          {panel.narration ? (
            <p className="rounded-sm border-2 border-amber-900 bg-amber-200 px-3 py-2 text-sm font-medium text-amber-950 break-words">
              {panel.narration}
            </p>
          ) : null}
          {panel.speech.map((line, lineIndex) => (
            <p
              key={lineIndex}
              className={`relative max-w-[90%] rounded-2xl border-2 border-zinc-900 bg-white px-3 py-2 text-sm text-zinc-900 break-words ${lineIndex % 2 ? 'self-end' : 'self-start'}`}
            >
              {line}
            </p>
          ))}
        </li>
      ))}
    </ol>
  )
}
