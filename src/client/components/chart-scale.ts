/** The y axis of a chart: its top value and evenly spaced ticks from 0 to it. */
export interface Axis {
  max: number
  ticks: number[]
}

/** The smallest of 1, 2, 2.5 or 5 times a power of ten that is at least `value`. */
export function niceStep(value: number): number {
  if (!(value > 0)) return 1
  const power = 10 ** Math.floor(Math.log10(value))
  const factor = [1, 2, 2.5, 5, 10].find((f) => f * power >= value * (1 - 1e-9)) ?? 10
  return factor * power
}

/**
 * An axis from 0 that holds `max` with about `count` round steps: 0, 5, 10, 15 rather than
 * 0, 3.7, 7.4. Values of 0 or less give 0 to 1. With `integers` (counts) every step is whole.
 */
export function niceAxis(max: number, count = 4, integers = false): Axis {
  const raw = niceStep((max > 0 ? max : 1) / count)
  const step = integers ? Math.max(1, Math.ceil(raw)) : raw
  const top = Math.max(step, Math.ceil((max > 0 ? max : 1) / step - 1e-9) * step)
  const ticks: number[] = []
  for (let tick = 0; tick <= top + step / 2; tick += step) ticks.push(Number(tick.toFixed(10)))
  return { max: Number(top.toFixed(10)), ticks }
}

/** Maps a value of [d0, d1] onto [r0, r1]; a zero-width domain maps to the middle. */
export function linearScale(
  [d0, d1]: [number, number],
  [r0, r1]: [number, number],
): (value: number) => number {
  if (d1 === d0) return () => (r0 + r1) / 2
  return (value) => r0 + ((value - d0) / (d1 - d0)) * (r1 - r0)
}

/** An SVG path through the points; a null value breaks the line (no sample there). */
export function linePath(points: [number, number | null][]): string {
  let path = ''
  let drawing = false
  for (const [x, y] of points) {
    if (y === null || !Number.isFinite(y)) {
      drawing = false
      continue
    }
    path += `${drawing ? 'L' : 'M'}${round(x)} ${round(y)}`
    drawing = true
  }
  return path
}

const round = (n: number) => Math.round(n * 10) / 10

/** Which of `count` labels to print so that about `room` of them fit: every n-th. */
export function labelStride(count: number, room: number): number {
  return Math.max(1, Math.ceil(count / Math.max(1, Math.floor(room))))
}
