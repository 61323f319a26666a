import { useEffect, useRef, useState } from 'react'
import { cn } from '@/client/lib/utils'
import { labelStride, linePath, linearScale, niceAxis } from './chart-scale'

export interface ChartSeries {
  key: string
  label: string
  /** One value per label; null where there is no sample. */
  values: (number | null)[]
  /** Tailwind text colour class; the series is drawn in `currentColor`. */
  color: string
}

const PAD = { top: 10, right: 10, bottom: 26 }
/** Roughly the width of one 11 px axis character. */
const CHAR_WIDTH = 6.5
const FALLBACK_WIDTH = 560

/** The element's width in CSS pixels, followed as it resizes. */
function useWidth<T extends HTMLElement>() {
  const ref = useRef<T>(null)
  const [width, setWidth] = useState(FALLBACK_WIDTH)
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
 * A line or (stacked) bar chart in plain SVG, drawn at its container's width so its text keeps
 * its size on a phone, with a legend and the same figures as a table for screen readers.
 */
export function Chart({
  title,
  kind,
  labels,
  series,
  format = (value) => String(value),
  xLabel = 'Time',
  integers = false,
  height = 200,
  className,
}: {
  title: string
  kind: 'line' | 'bar'
  labels: string[]
  series: ChartSeries[]
  format?: (value: number) => string
  xLabel?: string
  /** Counts: whole-number ticks only. */
  integers?: boolean
  height?: number
  className?: string
}) {
  const [ref, width] = useWidth<HTMLElement>()
  const at = (s: ChartSeries, i: number) => s.values[i] ?? 0
  const peaks = labels.map((_, i) =>
    kind === 'bar'
      ? series.reduce((sum, s) => sum + at(s, i), 0)
      : Math.max(0, ...series.map((s) => at(s, i))),
  )
  const axis = niceAxis(Math.max(0, ...peaks), 4, integers)
  const tickLabels = axis.ticks.map(format)
  const left = Math.max(
    28,
    Math.ceil(Math.max(...tickLabels.map((t) => t.length)) * CHAR_WIDTH) + 10,
  )
  const plotWidth = Math.max(10, width - left - PAD.right)
  const y = linearScale([0, axis.max], [height - PAD.bottom, PAD.top])
  const slot = plotWidth / Math.max(1, labels.length)
  const center = (i: number) => left + slot * i + slot / 2
  const stride = labelStride(labels.length, plotWidth / 72)
  const barWidth = Math.max(2, Math.min(32, slot * 0.7))

  return (
    <figure ref={ref} className={cn('relative min-w-0', className)}>
      <svg
        viewBox={`0 0 ${width} ${height}`}
        className="h-auto w-full"
        role="img"
        aria-label={title}
      >
        {axis.ticks.map((tick, index) => (
          <g key={tick}>
            <line
              x1={left}
              x2={width - PAD.right}
              y1={y(tick)}
              y2={y(tick)}
              className="stroke-border"
              strokeDasharray={tick === 0 ? undefined : '3 4'}
            />
            <text
              x={left - 6}
              y={y(tick) + 4}
              textAnchor="end"
              className="fill-muted-foreground text-[11px]"
            >
              {tickLabels[index]}
            </text>
          </g>
        ))}
        {kind === 'bar'
          ? labels.map((label, i) => {
              let base = 0
              return (
                <g key={`${label}-${i}`}>
                  {series.map((s) => {
                    const value = at(s, i)
                    if (value <= 0) return null
                    const top = y(base + value)
                    const bottom = y(base)
                    base += value
                    return (
                      <rect
                        key={s.key}
                        x={center(i) - barWidth / 2}
                        y={top}
                        width={barWidth}
                        height={Math.max(1, bottom - top)}
                        rx={2}
                        fill="currentColor"
                        className={s.color}
                      >
                        <title>{`${label}: ${s.label} ${format(value)}`}</title>
                      </rect>
                    )
                  })}
                </g>
              )
            })
          : series.map((s) => (
              <g key={s.key} className={s.color}>
                <path
                  d={linePath(s.values.map((v, i) => [center(i), v === null ? null : y(v)]))}
                  fill="none"
                  stroke="currentColor"
                  strokeWidth={2}
                  strokeLinejoin="round"
                />
                {labels.length <= 40
                  ? s.values.map((v, i) =>
                      v === null ? null : (
                        <circle key={i} cx={center(i)} cy={y(v)} r={2.5} fill="currentColor">
                          <title>{`${labels[i]}: ${s.label} ${format(v)}`}</title>
                        </circle>
                      ),
                    )
                  : null}
              </g>
            ))}
        {labels.map((label, i) =>
          i % stride === 0 ? (
            <text
              key={`${label}-${i}`}
              x={center(i)}
              y={height - 8}
              textAnchor="middle"
              className="fill-muted-foreground text-[11px]"
            >
              {label}
            </text>
          ) : null,
        )}
        {labels.length === 0 ? (
          <text
            x={left + plotWidth / 2}
            y={height / 2}
            textAnchor="middle"
            className="fill-muted-foreground text-xs"
          >
            No data yet
          </text>
        ) : null}
      </svg>
      <figcaption className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground">
        {series.map((s) => (
          <span key={s.key} className="flex items-center gap-1.5">
            <span
              aria-hidden
              className={cn('inline-block size-2.5 rounded-sm bg-current', s.color)}
            />
            {s.label}
          </span>
        ))}
      </figcaption>
      {/* A wrapping div: a table ignores the 1 px width of sr-only and would widen the page. */}
      <div className="sr-only">
        <table>
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">{xLabel}</th>
              {series.map((s) => (
                <th key={s.key} scope="col">
                  {s.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {labels.map((label, i) => (
              <tr key={`${label}-${i}`}>
                <th scope="row">{label}</th>
                {series.map((s) => (
                  <td key={s.key}>{s.values[i] === null ? '–' : format(at(s, i))}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  )
}
