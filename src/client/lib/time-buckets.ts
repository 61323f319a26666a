export const MINUTE_MS = 60_000
export const HOUR_MS = 60 * MINUTE_MS
export const DAY_MS = 24 * HOUR_MS

/** A bucket size that gives a readable number of bars for a span of time. */
export function bucketSizeFor(spanMs: number): number {
  if (spanMs <= 3 * HOUR_MS) return 10 * MINUTE_MS
  if (spanMs <= 3 * DAY_MS) return HOUR_MS
  return DAY_MS
}

export interface Buckets {
  /** Start of each bucket (ms since the epoch), oldest first. */
  starts: number[]
  /** Per group, its count in each bucket. */
  counts: Map<string, number[]>
}

/**
 * Counts items per group in `count` buckets of `size` ms ending with the bucket that holds
 * `end`. Buckets start on whole multiples of `size` in local time (`offsetMs` east of UTC, so
 * a day starts at local midnight). Items outside the buckets are left out.
 */
export function countByBucket<T>(
  items: readonly T[],
  options: {
    at: (item: T) => number
    group: (item: T) => string
    size: number
    end: number
    count: number
    offsetMs?: number
  },
): Buckets {
  const { size, count } = options
  const offset = options.offsetMs ?? 0
  const last = Math.floor((options.end + offset) / size) * size - offset
  const first = last - (count - 1) * size
  const starts = Array.from({ length: count }, (_, i) => first + i * size)
  const counts = new Map<string, number[]>()
  for (const item of items) {
    const time = options.at(item)
    if (!Number.isFinite(time) || time < first || time >= last + size) continue
    const index = Math.floor((time - first) / size)
    const key = options.group(item)
    let row = counts.get(key)
    if (!row) counts.set(key, (row = new Array<number>(count).fill(0)))
    row[index]! += 1
  }
  return { starts, counts }
}

/** The `n` groups with the most items, in that order, and the rest summed under `other`. */
export function keepTop(
  counts: Map<string, number[]>,
  n: number,
  other = 'other',
): [string, number[]][] {
  const sum = (row: number[]) => row.reduce((a, b) => a + b, 0)
  const sorted = [...counts].sort((a, b) => sum(b[1]) - sum(a[1]) || a[0].localeCompare(b[0]))
  if (sorted.length <= n) return sorted
  const rest = sorted.slice(n)
  const merged = rest[0]![1].map((_, i) => rest.reduce((total, [, row]) => total + row[i]!, 0))
  return [...sorted.slice(0, n), [other, merged]]
}
