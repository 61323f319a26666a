/** Calendar days as `YYYY-MM-DD` keys in a time zone; pure, so tests pass their own clock. */

const formatters = new Map<string, Intl.DateTimeFormat>()

function formatter(timeZone: string) {
  let format = formatters.get(timeZone)
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    })
    formatters.set(timeZone, format)
  }
  return format
}

/** The calendar day of `date` in `timeZone` (an IANA name), as `YYYY-MM-DD`. */
export function dayKey(date: Date, timeZone = 'UTC'): string {
  const parts = formatter(timeZone).formatToParts(date)
  const get = (type: string) => parts.find((part) => part.type === type)!.value
  return `${get('year')}-${get('month')}-${get('day')}`
}

/** The day `offset` days after `key` (negative: before), by the calendar alone. */
export function addDays(key: string, offset: number): string {
  const [year, month, day] = key.split('-').map(Number) as [number, number, number]
  return new Date(Date.UTC(year, month - 1, day + offset)).toISOString().slice(0, 10)
}

/** Every day from `start` to `end`, both included. */
export function daysBetween(start: string, end: string): string[] {
  const days: string[] = []
  for (let key = start; key <= end; key = addDays(key, 1)) days.push(key)
  return days
}

/**
 * Consecutive days with activity, counted back from today; while today has none yet the
 * streak still stands on yesterday's.
 */
export function computeStreak(activeDays: ReadonlySet<string>, today: string): number {
  let day = activeDays.has(today) ? today : addDays(today, -1)
  let streak = 0
  while (activeDays.has(day)) {
    streak++
    day = addDays(day, -1)
  }
  return streak
}
