import { useMemo } from 'react'
import { MarkdownBlocks } from '@/client/components/markdown'
import { parseBlocks, type Block } from '@/shared/markdown'
import { linkifyWikilinks, resolveWikilink, type LinkableNote } from '../wikilinks'

/** Where a note opens: the knowledge editor with the note chosen. */
export const noteHref = (id: number) => `/knowledge-editor?note=${id}`

const FRONT_MATTER = /^---\r?\n[\s\S]*?\r?\n---\r?\n?/

function withWikilinks(blocks: Block[], notes: LinkableNote[]): Block[] {
  const hrefOf = ({ target }: { target: string }) => {
    const note = resolveWikilink(target, notes)
    return note ? noteHref(note.id) : undefined
  }
  return blocks.map((block) => {
    switch (block.type) {
      case 'code':
        return block
      case 'list':
        return { ...block, items: block.items.map((item) => linkifyWikilinks(item, hrefOf)) }
      default:
        return { ...block, text: linkifyWikilinks(block.text, hrefOf) }
    }
  })
}

/**
 * A note's Markdown through the shared safe renderer, with `[[wikilinks]]` to known notes as
 * links into the knowledge editor and the others as plain text.
 */
export function NoteMarkdown({
  content,
  notes,
  className,
}: {
  content: string
  notes: LinkableNote[]
  className?: string
}) {
  const blocks = useMemo(
    () => withWikilinks(parseBlocks(content.replace(FRONT_MATTER, '')), notes),
    [content, notes],
  )
  if (blocks.length === 0)
    return <p className="text-sm italic text-muted-foreground">This note is empty.</p>
  return <MarkdownBlocks blocks={blocks} size="doc" className={className} />
}
