import { bucketSizeFor, countByBucket, DAY_MS, keepTop } from '@/client/lib/time-buckets'

export interface Activity {
  at: number
  group: string
}

export interface ActivitySeries {
  starts: number[]
  size: number
  /** The largest groups (then "other"), each with its count per bucket. */
  rows: [string, number[]][]
  /** Every group with its total, largest first. */
  totals: [string, number][]
}

const MIN_BUCKETS = 6
const MAX_BUCKETS = 48

/**
 * Counts over time for a chart: the bucket size follows the span from the oldest item to
 * `now` (10 minutes, hours or days), between 6 and 48 buckets ending now.
 */
export function activitySeries(
  items: readonly Activity[],
  now: number,
  options: { top?: number; offsetMs?: number } = {},
): ActivitySeries {
  const times = items.map((item) => item.at).filter(Number.isFinite)
  const span = times.length ? now - Math.min(...times) : 0
  const size = bucketSizeFor(span)
  const count = Math.min(MAX_BUCKETS, Math.max(MIN_BUCKETS, Math.ceil(span / size) + 1))
  const { starts, counts } = countByBucket(items, {
    at: (item) => item.at,
    group: (item) => item.group,
    size,
    end: now,
    count,
    offsetMs: options.offsetMs,
  })
  const totals = new Map<string, number>()
  for (const item of items) totals.set(item.group, (totals.get(item.group) ?? 0) + 1)
  return {
    starts,
    size,
    rows: keepTop(counts, options.top ?? 5),
    totals: [...totals].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])),
  }
}

const time = new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit' })
const day = new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric' })

/** A bucket's label: its time of day, or its date for daily buckets. */
export const bucketLabel = (start: number, size: number) =>
  (size >= DAY_MS ? day : time).format(new Date(start))

/** Minutes east of UTC of this browser, for buckets that start at local midnight. */
export const localOffsetMs = () => -new Date().getTimezoneOffset() * 60_000
