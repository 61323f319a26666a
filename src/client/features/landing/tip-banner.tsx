import { Lightbulb } from 'lucide-react'

const tips = [
  'Press Ctrl + K (⌘ + K on a Mac) anywhere to search the whole codex.',
  'The Codex Compass lists every destination; open ones have an Enter button.',
  'Turn on sound in the Live Consciousness Projection to hear the persona tones: 963, 432 and 528 Hz.',
  'Tool Discovery shows everything quick search knows, counted by category.',
  'The Platform Guide has every documentation page, one topic at a time.',
  'Pause the AI Learning Logs to read an entry before a new one arrives.',
]

/** A slowly scrolling row of tips; it stops on hover, and for reduced motion the tips stand still, wrapped. */
export function TipBanner() {
  const row = (hidden: boolean) => (
    <ul
      aria-hidden={hidden || undefined}
      className="flex shrink-0 gap-12 pr-12 motion-reduce:shrink motion-reduce:flex-wrap motion-reduce:gap-x-8 motion-reduce:gap-y-2 motion-reduce:px-4"
    >
      {tips.map((tip) => (
        <li
          key={tip}
          className="flex items-center gap-2 whitespace-nowrap motion-reduce:whitespace-normal"
        >
          <Lightbulb className="size-4 shrink-0 text-amber-300" aria-hidden />
          {tip}
        </li>
      ))}
    </ul>
  )
  return (
    <div className="border-y border-border/60 bg-card/40 py-3 text-sm text-muted-foreground">
      <h2 className="sr-only">Tips</h2>
      <div className="overflow-hidden">
        <div className="flex w-max animate-marquee hover:[animation-play-state:paused] motion-reduce:w-auto motion-reduce:animate-none">
          {row(false)}
          <div className="motion-reduce:hidden">{row(true)}</div>
        </div>
      </div>
    </div>
  )
}
