import { useEffect, useMemo, useRef, useState } from 'react'
import { useLiveEvent } from '@/client/lib/use-live-event'
import { cn } from '@/client/lib/utils'
import { useAgentIds } from '@/client/lib/agent-registry'
import { senderGroup } from '@/client/lib/sender-group'
import { useCommAgents } from '../api/get-comm-agents'
import { LiveBadge } from '@/client/components/live-badge'
import { POLL_MS } from '../api/keys'
import { buildOrbGraph, layoutOrbs, type OrbEdge, type OrbNode } from './graph'
import { OrbMatrix } from './orb-matrix'
import { useHourOfMessages } from './use-hour-of-messages'
import { plural } from '@/shared/plural'

const SIZE = 600
const FLASH_MS = 2_000
const NO_IDS: ReadonlySet<string> = new Set()

const statusFill: Record<string, string> = {
  active: 'fill-emerald-400/25 stroke-emerald-300',
  processing: 'fill-amber-400/25 stroke-amber-300',
  idle: 'fill-primary/15 stroke-primary/60',
}

const radiusOf = (node: OrbNode) => Math.min(44, 20 + Math.sqrt(node.sent) * 4)
const pairKey = (a: string, b: string) => (a < b ? `${a}|${b}` : `${b}|${a}`)

/**
 * The orb network: agents as orbs (size by messages sent in the last hour, colour by status),
 * lines for who talked to whom in that hour (thicker for more), a flash when a message passes.
 */
export function OrbNetwork() {
  const feed = useHourOfMessages()
  const agents = useCommAgents()
  const agentIds = useAgentIds()
  const graph = useMemo(
    () => buildOrbGraph(feed.messages, agents.data ?? [], feed.now, agentIds ?? NO_IDS),
    [feed.messages, agents.data, feed.now, agentIds],
  )
  const layout = useMemo(
    () =>
      layoutOrbs(
        graph.nodes.map((node) => node.id),
        SIZE,
      ),
    [graph.nodes],
  )
  const [flash, setFlash] = useState<{ key: string; node: string } | null>(null)
  const flashTimer = useRef(0)
  useEffect(() => () => window.clearTimeout(flashTimer.current), [])
  useLiveEvent('message', (data) => {
    const ids = agentIds ?? NO_IDS
    const from = senderGroup(data.fromAgent, ids)
    const to = data.toAgent === 'all' ? from : senderGroup(data.toAgent, ids)
    setFlash({ key: pairKey(from, to), node: from })
    window.clearTimeout(flashTimer.current)
    flashTimer.current = window.setTimeout(() => setFlash(null), FLASH_MS)
  })
  const names = new Map(graph.nodes.map((node) => [node.id, node.name]))

  return (
    <div className="space-y-8">
      <div className="flex flex-wrap items-center justify-between gap-3 text-sm text-muted-foreground">
        <p aria-live="polite">
          {plural(graph.messages, 'message')} in the last hour ·{' '}
          {plural(graph.edges.length, 'conversation')}
          {feed.capped ? ' (the newest 1,000 messages)' : ''}
        </p>
        <LiveBadge pollMs={POLL_MS} />
      </div>
      {feed.error ? <p className="text-sm text-destructive">{feed.error.message}</p> : null}
      <figure className="rounded-xl border border-border bg-card/40 p-2 sm:p-4">
        <svg
          viewBox={`0 0 ${SIZE} ${SIZE}`}
          role="img"
          aria-label={`Orb network: ${plural(graph.nodes.length, 'orb')} and ${plural(graph.edges.length, 'conversation')} in the last hour`}
          className="mx-auto block h-auto w-full max-w-[40rem]"
        >
          <defs>
            <radialGradient id="orb-glow">
              <stop offset="0%" stopColor="currentColor" stopOpacity="0.5" />
              <stop offset="100%" stopColor="currentColor" stopOpacity="0" />
            </radialGradient>
          </defs>
          {graph.edges.map((edge) => (
            <EdgeLine
              key={`${edge.a}|${edge.b}`}
              edge={edge}
              from={layout.get(edge.a)}
              to={layout.get(edge.b)}
              flashing={flash?.key === `${edge.a}|${edge.b}`}
            />
          ))}
          {graph.nodes.map((node) => {
            const at = layout.get(node.id)
            if (!at) return null
            const r = radiusOf(node)
            return (
              <g key={node.id} className={cn(flash?.node === node.id && 'text-accent')}>
                {flash?.node === node.id ? (
                  <circle cx={at.x} cy={at.y} r={r + 18} fill="url(#orb-glow)" />
                ) : null}
                <circle
                  cx={at.x}
                  cy={at.y}
                  r={r}
                  strokeWidth={2}
                  className={statusFill[node.status ?? 'idle'] ?? statusFill.idle}
                />
                <text
                  x={at.x}
                  y={at.y + 6}
                  textAnchor="middle"
                  className="fill-foreground text-[18px] font-semibold"
                >
                  {node.sent}
                </text>
                <text
                  x={at.x}
                  y={at.y + r + 22}
                  textAnchor="middle"
                  className="fill-muted-foreground text-[18px]"
                >
                  {node.name}
                </text>
              </g>
            )
          })}
        </svg>
        <figcaption className="mt-2 text-center text-xs text-muted-foreground">
          The number in an orb is how many messages it sent in the last hour; green orbs posted in
          the last 10 minutes, amber ones are writing an answer.
        </figcaption>
      </figure>
      <OrbMatrix nodes={graph.nodes} edges={graph.edges} names={names} />
    </div>
  )
}

function EdgeLine({
  edge,
  from,
  to,
  flashing,
}: {
  edge: OrbEdge
  from?: { x: number; y: number }
  to?: { x: number; y: number }
  flashing: boolean
}) {
  if (!from || !to) return null
  return (
    <g>
      <line
        x1={from.x}
        y1={from.y}
        x2={to.x}
        y2={to.y}
        strokeLinecap="round"
        strokeWidth={1.5 + Math.log2(edge.total + 1) * 1.5}
        className={cn(
          'transition-colors duration-700',
          flashing ? 'stroke-accent' : 'stroke-primary/45',
        )}
      />
      <text
        x={(from.x + to.x) / 2}
        y={(from.y + to.y) / 2 - 6}
        textAnchor="middle"
        className="fill-muted-foreground text-[15px]"
      >
        {edge.total}
      </text>
    </g>
  )
}
