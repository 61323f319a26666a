/** docs/product/knowledge.md display rules of the knowledge dashboard. */

/** Only the part of the estimated knowledge level before " - " is shown. */
export function shortLevel(level: string): string {
  return (level.split(' - ')[0] ?? '').trim()
}

/**
 * Knowledge level colouring: Graduate or Expert purple; College or Advanced blue; Intermediate
 * green; any other text orange; empty grey.
 */
export function levelColour(level: string | undefined): string {
  const text = level?.trim() ?? ''
  if (!text) return 'text-zinc-400'
  if (/graduate|expert/i.test(text)) return 'text-purple-400'
  if (/college|advanced/i.test(text)) return 'text-blue-400'
  if (/intermediate/i.test(text)) return 'text-green-400'
  return 'text-orange-400'
}

/** Priority colours: critical red, high orange, medium yellow, low green, other grey. */
export function priorityColour(priority: string): string {
  switch (priority.toLowerCase()) {
    case 'critical':
      return 'border-red-500/40 bg-red-500/15 text-red-300'
    case 'high':
      return 'border-orange-500/40 bg-orange-500/15 text-orange-300'
    case 'medium':
      return 'border-yellow-500/40 bg-yellow-500/15 text-yellow-200'
    case 'low':
      return 'border-green-500/40 bg-green-500/15 text-green-300'
    default:
      return 'border-zinc-500/40 bg-zinc-500/15 text-zinc-300'
  }
}

/** The first `count` items and what is left: '+N more' when more exist. */
export function firstOf<T>(items: T[], count = 3): { shown: T[]; more: string | null } {
  return {
    shown: items.slice(0, count),
    more: items.length > count ? `+${items.length - count} more` : null,
  }
}

/** 'Operational' gets the default badge, anything else the secondary one. */
export const statusBadgeVariant = (status: string) =>
  status === 'Operational' ? ('default' as const) : ('secondary' as const)

/** A share of a whole as a whole percentage, 0 when there is no whole. */
export const percentOf = (part: number, whole: number) =>
  whole > 0 ? Math.round((part / whole) * 100) : 0
