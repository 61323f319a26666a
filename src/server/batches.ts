/**
 * `items` cut into runs of at most `most` items and, past a run's first item, at most `limit` of
 * `weight` in all: one statement a run, so that none holds PGlite's thread long. An item heavier
 * than `limit` is a run of its own.
 */
export function batches<T>(
  items: readonly T[],
  most: number,
  limit: number,
  weight: (item: T) => number,
): T[][] {
  const all: T[][] = []
  let run: T[] = []
  let total = 0
  for (const item of items) {
    if (run.length === most || (run.length > 0 && total + weight(item) > limit)) {
      all.push(run)
      run = []
      total = 0
    }
    run.push(item)
    total += weight(item)
  }
  if (run.length) all.push(run)
  return all
}
