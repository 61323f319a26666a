const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
  ['second', 1],
]

const relative = new Intl.RelativeTimeFormat('en', { numeric: 'auto' })

/** "12 seconds ago", "3 minutes ago", "yesterday"; "never" for a missing time. */
export function formatTimeAgo(iso: string | null | undefined, now = Date.now()): string {
  if (!iso) return 'never'
  const seconds = Math.round((now - Date.parse(iso)) / 1000)
  if (!Number.isFinite(seconds)) return 'unknown'
  if (Math.abs(seconds) < 5) return 'just now'
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return relative.format(-Math.trunc(seconds / size), unit)
  }
  return 'just now'
}

/** A length of time in its two largest units: "4 d 2 h", "3 h 5 min", "42 s". */
export function formatDuration(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds))
  const parts: [number, string][] = [
    [Math.floor(s / 86_400), 'd'],
    [Math.floor((s % 86_400) / 3_600), 'h'],
    [Math.floor((s % 3_600) / 60), 'min'],
    [s % 60, 's'],
  ]
  const first = parts.findIndex(([value]) => value > 0)
  if (first === -1) return '0 s'
  return parts
    .slice(first, first + 2)
    .filter(([value]) => value > 0)
    .map(([value, unit]) => `${value} ${unit}`)
    .join(' ')
}

/** Milliseconds as "0.8 ms", "12 ms", "1.4 s". */
export function formatMs(ms: number): string {
  if (ms >= 1000) return `${(ms / 1000).toFixed(1)} s`
  if (ms < 10) return `${Math.round(ms * 10) / 10} ms`
  return `${Math.round(ms)} ms`
}
