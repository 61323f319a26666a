import { Network } from 'lucide-react'
import { useId, useMemo, useState } from 'react'
import { Label } from '@/client/components/ui/label'
import { cn } from '@/client/lib/utils'
import { useNoteGraph } from '../api/get-graph'
import { EmptyState } from '@/client/components/empty-state'
import { LoadError } from '@/client/components/query-state'
import { SelectField } from '../components/select-field'
import { viewBoxOf } from './graph-layout'
import { NotePanel } from './note-panel'
import { useElementSize } from './use-element-size'
import { useForceLayout } from './use-force-layout'

/** A small graph is drawn at most this much larger than its layout units. */
const MAX_ZOOM = 1.5
const VAULT_COLOURS = ['#a78bfa', '#22d3ee', '#f472b6', '#fbbf24', '#34d399', '#60a5fa']

/**
 * The memory lattice: every note as a node, every wikilink between notes as an edge, laid out
 * by a force simulation. Click (or Enter on) a node to open the note beside the graph.
 */
export function MemoryLattice() {
  const id = useId()
  const graph = useNoteGraph()
  const [vault, setVault] = useState('')
  const [selected, setSelected] = useState<number | null>(null)
  const [hovered, setHovered] = useState<number | null>(null)
  // A callback ref: the frame mounts only once the graph has loaded.
  const [frame, setFrame] = useState<HTMLDivElement | null>(null)
  const size = useElementSize(frame)

  const data = graph.data
  const vaultNames = useMemo(
    () => [...new Set((data?.nodes ?? []).map((node) => node.vault))].sort(),
    [data],
  )
  const { nodes, edges } = useMemo(() => {
    const nodes = (data?.nodes ?? []).filter((node) => !vault || node.vault === vault)
    const index = new Map(nodes.map((node, i) => [node.id, i]))
    const edges = (data?.edges ?? []).flatMap((edge): [number, number][] => {
      const from = index.get(edge.from)
      const to = index.get(edge.to)
      return from === undefined || to === undefined || from === to ? [] : [[from, to]]
    })
    return { nodes, edges }
  }, [data, vault])
  const points = useForceLayout(
    nodes.map((node) => node.id),
    edges,
  )
  const focus = hovered ?? selected
  const neighbours = useMemo(() => {
    const set = new Set<number>()
    if (focus === null) return set
    const at = nodes.findIndex((node) => node.id === focus)
    for (const [a, b] of edges) {
      if (a === at) set.add(nodes[b]!.id)
      if (b === at) set.add(nodes[a]!.id)
    }
    return set
  }, [focus, nodes, edges])

  if (graph.isPending)
    return (
      <p aria-busy="true" className="text-sm text-muted-foreground">
        Gathering the lattice…
      </p>
    )
  if (graph.isError)
    return <LoadError message={graph.error.message} onRetry={() => void graph.refetch()} />
  if (graph.data.nodes.length === 0)
    return (
      <EmptyState icon={Network} title="No notes found">
        The lattice grows from the notes in your vaults and the [[wikilinks]] between them.
      </EmptyState>
    )

  const ready = points.length === nodes.length
  const colourOf = (name: string) =>
    VAULT_COLOURS[Math.max(0, vaultNames.indexOf(name)) % VAULT_COLOURS.length]!
  const radiusOf = (links: number) => 6 + Math.min(14, Math.sqrt(links) * 3)

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <div className="min-w-0 space-y-3">
        <div className="flex flex-wrap items-center gap-3">
          <Label htmlFor={id}>Vault</Label>
          <SelectField
            id={id}
            className="w-full sm:w-56"
            value={vault}
            onChange={(event) => setVault(event.target.value)}
          >
            <option value="">All vaults</option>
            {vaultNames.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </SelectField>
          <p className="text-sm text-muted-foreground" role="status">
            {nodes.length} {nodes.length === 1 ? 'note' : 'notes'}, {edges.length}{' '}
            {edges.length === 1 ? 'link' : 'links'}
          </p>
        </div>
        <div
          ref={setFrame}
          className="overflow-hidden rounded-xl border border-border bg-[radial-gradient(circle_at_center,oklch(0.22_0.05_285),oklch(0.15_0.03_285))]"
        >
          <svg
            role="group"
            aria-label="Memory lattice of notes and their links"
            viewBox={viewBoxOf(ready ? points : [], {
              minWidth: (size.width || 600) / MAX_ZOOM,
              minHeight: (size.height || 450) / MAX_ZOOM,
            })}
            className="block h-[26rem] w-full sm:h-[34rem]"
            onClick={() => setSelected(null)}
          >
            <g aria-hidden>
              {ready
                ? edges.map(([a, b], index) => {
                    const lit = focus !== null && (nodes[a]!.id === focus || nodes[b]!.id === focus)
                    return (
                      <line
                        key={index}
                        x1={points[a]!.x}
                        y1={points[a]!.y}
                        x2={points[b]!.x}
                        y2={points[b]!.y}
                        stroke={lit ? '#e9d5ff' : '#a78bfa'}
                        strokeOpacity={lit ? 0.9 : 0.3}
                        strokeWidth={lit ? 2 : 1.2}
                      />
                    )
                  })
                : null}
            </g>
            {ready
              ? nodes.map((node, index) => {
                  const point = points[index]!
                  const radius = radiusOf(node.links)
                  const dim = focus !== null && node.id !== focus && !neighbours.has(node.id)
                  return (
                    <g
                      key={node.id}
                      role="button"
                      tabIndex={0}
                      aria-label={`${node.title} (${node.vault}, ${node.links} links)`}
                      aria-pressed={node.id === selected}
                      transform={`translate(${point.x} ${point.y})`}
                      className={cn(
                        'cursor-pointer outline-none transition-opacity focus-visible:[&>circle]:stroke-white',
                        dim && 'opacity-35',
                      )}
                      onClick={(event) => {
                        event.stopPropagation()
                        setSelected(node.id)
                      }}
                      onKeyDown={(event) => {
                        if (event.key === 'Enter' || event.key === ' ') {
                          event.preventDefault()
                          setSelected(node.id)
                        }
                      }}
                      onPointerEnter={() => setHovered(node.id)}
                      onPointerLeave={() => setHovered(null)}
                      onFocus={() => setHovered(node.id)}
                      onBlur={() => setHovered(null)}
                    >
                      <circle
                        r={radius}
                        fill={colourOf(node.vault)}
                        fillOpacity={node.id === selected ? 1 : 0.8}
                        stroke={node.id === selected ? '#fff' : 'transparent'}
                        strokeWidth={2.5}
                      />
                      <text
                        y={radius + 12}
                        textAnchor="middle"
                        className="fill-foreground stroke-background text-[10px] [paint-order:stroke] [stroke-width:3px]"
                      >
                        {node.title.length > 28 ? `${node.title.slice(0, 27)}…` : node.title}
                      </text>
                    </g>
                  )
                })
              : null}
          </svg>
        </div>
        {vaultNames.length > 1 ? (
          <ul className="flex flex-wrap gap-3 text-xs text-muted-foreground" aria-label="Vaults">
            {vaultNames.map((name) => (
              <li key={name} className="flex items-center gap-1.5">
                <span className="size-2.5 rounded-full" style={{ background: colourOf(name) }} />
                {name}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <NotePanel noteId={selected} onPick={setSelected} />
    </div>
  )
}
