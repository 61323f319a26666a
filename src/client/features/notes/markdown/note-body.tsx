import { useMemo } from 'react'
import { noteTree } from '@/shared/note-tree'
import type { NoteLink } from '@/shared/notes'
import { Nodes } from './render'
import { linkResolver, ViewContext } from './view-context'

/**
 * A note's body drawn from the one reading the server indexes (`src/shared/note-markdown.ts`,
 * decision 246): tables, lists, tasks, callouts, embeds, math, diagrams and the rest.
 */
export function NoteBody({
  body,
  links,
  vault,
  chain = [],
  onToggleTask,
}: {
  body: string
  links: readonly NoteLink[]
  vault: string
  chain?: number[]
  onToggleTask?: (offset: number, checked: boolean) => void
}) {
  const tree = useMemo(() => noteTree(body), [body])
  const view = useMemo(
    () => ({ vault, linkOf: linkResolver(links), chain, onToggleTask }),
    [vault, links, chain, onToggleTask],
  )
  return (
    <ViewContext value={view}>
      <div className="note-body min-w-0 break-words text-sm leading-relaxed">
        <Nodes nodes={tree} />
      </div>
    </ViewContext>
  )
}
