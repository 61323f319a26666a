import { useEffect, useRef, useState } from 'react'
import { cn } from '@/client/lib/utils'

export interface BarSeries<K extends string> {
  key: K
  label: string
  /** Tailwind fill class of the series' bars and legend swatch, e.g. `fill-primary`. */
  fill: string
}

export interface BarDatum<K extends string> {
  /** Shown under the bar (every few bars when there are many). */
  label: string
  values: Record<K, number>
}

const DEFAULT_WIDTH = 640
const HEIGHT = 220
const PAD = { top: 12, right: 8, bottom: 28, left: 36 }

/** A round axis maximum: 1, 2 or 5 times a power of ten, at least the largest stack. */
export function niceMax(value: number): number {
  if (value <= 0) return 1
  const power = 10 ** Math.floor(Math.log10(value))
  const step = [1, 2, 5, 10].find((factor) => factor * power >= value) ?? 10
  return step * power
}

/** The element's width in CSS pixels, followed as it resizes. */
function useWidth<T extends HTMLElement>(fallback: number) {
  const ref = useRef<T>(null)
  const [width, setWidth] = useState(fallback)
  useEffect(() => {
    const element = ref.current
    if (!element || typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(([entry]) => {
      if (entry && entry.contentRect.width > 0) setWidth(Math.round(entry.contentRect.width))
    })
    observer.observe(element)
    return () => observer.disconnect()
  }, [])
  return [ref, width] as const
}

/**
 * Stacked vertical bars in plain SVG (no chart library), drawn at its container's width so text
 * keeps its size on a phone, with a legend and an equivalent table for screen readers.
 */
export function BarChart<K extends string>({
  title,
  data,
  series,
  format = (value) => String(value),
  className,
}: {
  title: string
  data: BarDatum<K>[]
  series: BarSeries<K>[]
  format?: (value: number) => string
  className?: string
}) {
  const [figure, width] = useWidth<HTMLElement>(DEFAULT_WIDTH)
  const totals = data.map((datum) => series.reduce((sum, s) => sum + datum.values[s.key], 0))
  const max = niceMax(Math.max(0, ...totals))
  const plotWidth = width - PAD.left - PAD.right
  const plotHeight = HEIGHT - PAD.top - PAD.bottom
  const slot = plotWidth / Math.max(1, data.length)
  const barWidth = Math.max(2, Math.min(28, slot * 0.7))
  const labelEvery = Math.max(1, Math.ceil(data.length / Math.max(2, Math.floor(plotWidth / 64))))
  const y = (value: number) => PAD.top + plotHeight - (value / max) * plotHeight

  return (
    <figure ref={figure} className={cn('min-w-0', className)}>
      <svg
        viewBox={`0 0 ${width} ${HEIGHT}`}
        className="h-auto w-full"
        role="img"
        aria-label={title}
        preserveAspectRatio="xMidYMid meet"
      >
        {[0, 0.5, 1].map((fraction) => (
          <g key={fraction}>
            <line
              x1={PAD.left}
              x2={width - PAD.right}
              y1={y(max * fraction)}
              y2={y(max * fraction)}
              className="stroke-border"
              strokeDasharray={fraction === 0 ? undefined : '4 4'}
            />
            <text
              x={PAD.left - 6}
              y={y(max * fraction) + 4}
              textAnchor="end"
              className="fill-muted-foreground text-[11px]"
            >
              {format(max * fraction)}
            </text>
          </g>
        ))}
        {data.map((datum, index) => {
          const x = PAD.left + index * slot + (slot - barWidth) / 2
          let base = 0
          return (
            <g key={`${datum.label}-${index}`}>
              {series.map((s) => {
                const value = datum.values[s.key]
                const top = y(base + value)
                const height = y(base) - top
                base += value
                return value > 0 ? (
                  <rect
                    key={s.key}
                    x={x}
                    y={top}
                    width={barWidth}
                    height={height}
                    rx={2}
                    className={s.fill}
                  >
                    <title>{`${datum.label}: ${s.label} ${format(value)}`}</title>
                  </rect>
                ) : null
              })}
              {index % labelEvery === 0 ? (
                <text
                  x={x + barWidth / 2}
                  y={HEIGHT - 8}
                  textAnchor="middle"
                  className="fill-muted-foreground text-[11px]"
                >
                  {datum.label}
                </text>
              ) : null}
            </g>
          )
        })}
      </svg>
      <figcaption className="mt-2 flex flex-wrap gap-4 text-xs text-muted-foreground">
        {series.map((s) => (
          <span key={s.key} className="flex items-center gap-1.5">
            <svg className="size-3" aria-hidden>
              <rect width="12" height="12" rx="2" className={s.fill} />
            </svg>
            {s.label}
          </span>
        ))}
      </figcaption>
      <table className="sr-only">
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            {series.map((s) => (
              <th key={s.key} scope="col">
                {s.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {data.map((datum, index) => (
            <tr key={`${datum.label}-${index}`}>
              <th scope="row">{datum.label}</th>
              {series.map((s) => (
                <td key={s.key}>{format(datum.values[s.key])}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  )
}
