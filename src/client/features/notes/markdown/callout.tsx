import type { ReactNode } from 'react'
import { cn } from '@/client/lib/utils'

/** Obsidian's callout types and their aliases, each with its colour (any other type is a note). */
const KINDS: Record<string, { aliases: string[]; tone: string }> = {
  note: { aliases: [], tone: 'border-sky-400/70 bg-sky-400/10' },
  abstract: { aliases: ['summary', 'tldr'], tone: 'border-cyan-400/70 bg-cyan-400/10' },
  info: { aliases: [], tone: 'border-sky-400/70 bg-sky-400/10' },
  todo: { aliases: [], tone: 'border-sky-400/70 bg-sky-400/10' },
  tip: { aliases: ['hint', 'important'], tone: 'border-teal-400/70 bg-teal-400/10' },
  success: { aliases: ['check', 'done'], tone: 'border-emerald-400/70 bg-emerald-400/10' },
  question: { aliases: ['help', 'faq'], tone: 'border-amber-400/70 bg-amber-400/10' },
  warning: { aliases: ['caution', 'attention'], tone: 'border-orange-400/70 bg-orange-400/10' },
  failure: { aliases: ['fail', 'missing'], tone: 'border-red-400/70 bg-red-400/10' },
  danger: { aliases: ['error'], tone: 'border-red-500/70 bg-red-500/10' },
  bug: { aliases: [], tone: 'border-rose-400/70 bg-rose-400/10' },
  example: { aliases: [], tone: 'border-violet-400/70 bg-violet-400/10' },
  quote: { aliases: ['cite'], tone: 'border-zinc-400/70 bg-zinc-400/10' },
}

const toneOf = (type: string) =>
  (KINDS[type] ?? Object.values(KINDS).find((kind) => kind.aliases.includes(type)) ?? KINDS.note!)
    .tone

const titleOf = (type: string) => type.charAt(0).toUpperCase() + type.slice(1).replace(/-/g, ' ')

/**
 * A `> [!type]` callout: its title (the type's name when none is written) and body; `-` folds
 * it closed and `+` open, as a disclosure the reader can toggle.
 */
export function Callout({
  type,
  fold,
  title,
  children,
}: {
  type: string
  fold: '' | '+' | '-'
  title: ReactNode
  children: ReactNode
}) {
  const heading = title ?? titleOf(type)
  const frame = cn('my-3 rounded-md border-l-4 px-4 py-2', toneOf(type))
  if (!fold)
    return (
      <div role="note" data-callout={type} className={frame}>
        <p className="font-semibold">{heading}</p>
        <div className="mt-1 space-y-2">{children}</div>
      </div>
    )
  return (
    <details data-callout={type} open={fold === '+'} className={frame}>
      <summary className="cursor-pointer font-semibold">{heading}</summary>
      <div className="mt-1 space-y-2">{children}</div>
    </details>
  )
}
