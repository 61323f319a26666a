import type { OrbEdge, OrbNode } from './graph'

/** Who wrote to whom in the last hour, as a table: senders down, recipients across. */
export function OrbMatrix({
  nodes,
  edges,
  names,
}: {
  nodes: OrbNode[]
  edges: OrbEdge[]
  names: ReadonlyMap<string, string>
}) {
  const count = (from: string, to: string) => {
    const edge = edges.find((e) => (e.a === from && e.b === to) || (e.a === to && e.b === from))
    if (!edge) return 0
    return edge.a === from ? edge.aToB : edge.bToA
  }
  return (
    <section aria-labelledby="orb-matrix-title">
      <h2 id="orb-matrix-title" className="font-display text-xl font-semibold">
        Conversation matrix
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">
        Messages in the last hour from each row to each column; the last column counts messages to
        everyone that answered no one.
      </p>
      <div className="mt-4 overflow-x-auto rounded-lg border border-border">
        <table className="w-full text-sm">
          <caption className="sr-only">Messages from each orb to each other orb</caption>
          <thead className="bg-muted/50">
            <tr>
              <th scope="col" className="px-3 py-2 text-left font-medium">
                From ↓ · To →
              </th>
              {nodes.map((node) => (
                <th key={node.id} scope="col" className="px-3 py-2 text-right font-medium">
                  {names.get(node.id)}
                </th>
              ))}
              <th scope="col" className="px-3 py-2 text-right font-medium">
                Everyone
              </th>
            </tr>
          </thead>
          <tbody>
            {nodes.map((row) => (
              <tr key={row.id} className="border-t border-border">
                <th scope="row" className="px-3 py-2 text-left font-medium">
                  {names.get(row.id)}
                </th>
                {nodes.map((column) => {
                  const n = row.id === column.id ? null : count(row.id, column.id)
                  return (
                    <td
                      key={column.id}
                      className={`px-3 py-2 text-right tabular-nums ${n ? 'text-foreground' : 'text-muted-foreground'}`}
                    >
                      {n === null ? '–' : n}
                    </td>
                  )
                })}
                <td className="px-3 py-2 text-right tabular-nums">{row.broadcasts}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  )
}
