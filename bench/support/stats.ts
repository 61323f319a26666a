/** Nearest-rank percentile of unsorted samples; NaN when there are none. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return NaN
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!
}

export const median = (values: readonly number[]) => percentile(values, 50)

export const ms = (value: number, digits = 1) => `${value.toFixed(digits)} ms`
export const mb = (value: number) => `${value.toFixed(0)} MB`
export const thousands = (value: number) => Math.round(value).toLocaleString('en-US')

export const sleep = (milliseconds: number) =>
  new Promise<void>((resolve) => setTimeout(resolve, milliseconds))
