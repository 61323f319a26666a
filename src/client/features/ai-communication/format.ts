const relative = new Intl.RelativeTimeFormat('en', { numeric: 'auto' })

/** "just now", "5 minutes ago", "yesterday" … for a timestamp. */
export function timeAgo(iso: string | null, now = Date.now()): string {
  if (!iso) return 'never'
  const seconds = Math.round((Date.parse(iso) - now) / 1000)
  if (Math.abs(seconds) < 45) return 'just now'
  const minutes = Math.round(seconds / 60)
  if (Math.abs(minutes) < 60) return relative.format(minutes, 'minute')
  const hours = Math.round(minutes / 60)
  if (Math.abs(hours) < 24) return relative.format(hours, 'hour')
  return relative.format(Math.round(hours / 24), 'day')
}

const PEOPLE: Record<string, string> = {
  user: 'User',
  Creator: 'Creator',
  all: 'All agents',
  people: 'People',
}

/** An agent id as people read it: the agent's name when known. */
export function agentName(id: string, names: ReadonlyMap<string, string>): string {
  return names.get(id) ?? PEOPLE[id] ?? id
}

/** A message cut to `max` characters at a word boundary when one is near, with an ellipsis. */
export function truncate(text: string, max: number): string {
  if (text.length <= max) return text
  const cut = text.slice(0, max)
  const space = cut.lastIndexOf(' ')
  return `${(space > max * 0.8 ? cut.slice(0, space) : cut).trimEnd()}…`
}

export const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1)
