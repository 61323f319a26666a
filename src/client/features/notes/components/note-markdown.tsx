import { useMemo } from 'react'
import { MarkdownBlocks } from '@/client/components/markdown'
import { parseBlocks, type Block } from '@/shared/markdown'
import type { NoteLink } from '@/shared/notes'
import { linkifyWikilinks } from '../wikilinks'

/** Where a note opens: the knowledge editor with the note chosen. */
export const noteHref = (id: number) => `/knowledge-editor?note=${id}`

const FRONT_MATTER = /^---\r?\n[\s\S]*?\r?\n---\r?\n?/

function withWikilinks(blocks: Block[], links: NoteLink[]): Block[] {
  const leadsTo = new Map(links.map((link) => [link.target, link.id]))
  const hrefOf = ({ target }: { target: string }) => {
    const id = leadsTo.get(target)
    return id == null ? undefined : noteHref(id)
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
 * A note's Markdown through the shared safe renderer, with its `[[wikilinks]]` that the server
 * resolved to a note (`links` of the note's detail) as links into the knowledge editor and the
 * others as plain text.
 */
export function NoteMarkdown({
  content,
  links,
  className,
}: {
  content: string
  links: NoteLink[]
  className?: string
}) {
  const blocks = useMemo(
    () => withWikilinks(parseBlocks(content.replace(FRONT_MATTER, '')), links),
    [content, links],
  )
  if (blocks.length === 0)
    return <p className="text-sm italic text-muted-foreground">This note is empty.</p>
  return <MarkdownBlocks blocks={blocks} size="doc" className={className} />
}
