import type { CSSProperties, ReactNode } from 'react'
import { Link } from 'react-router'
import { linkTarget } from '@/client/components/markdown'
import { markdownDestination, type CalloutMeta, type TaskMeta } from '@/shared/note-markdown'
import type { NoteNode } from '@/shared/note-tree'
import { noteHref, tagHref } from '../note-href'
import { Callout } from './callout'
import { Embed } from './embed'
import { MathTex } from './math'
import { MermaidDiagram } from './mermaid-diagram'
import { useView, type NoteViewContext } from './view-context'
import { WikiLink } from './wiki-link'

const SIMPLE: Record<string, string> = {
  strong_open: 'strong',
  em_open: 'em',
  s_open: 's',
  mark_open: 'mark',
  table_open: 'table',
  thead_open: 'thead',
  tbody_open: 'tbody',
  tr_open: 'tr',
  th_open: 'th',
  td_open: 'td',
  bullet_list_open: 'ul',
  ordered_list_open: 'ol',
  blockquote_open: 'blockquote',
}

const CLASSES: Record<string, string> = {
  table: 'my-3 block overflow-x-auto border-collapse text-sm',
  th: 'border border-border px-2 py-1 font-semibold',
  td: 'border border-border px-2 py-1',
  ul: 'my-2 list-disc space-y-1 pl-6',
  ol: 'my-2 list-decimal space-y-1 pl-6',
  blockquote: 'my-3 border-l-4 border-border pl-4 text-muted-foreground',
  mark: 'rounded-sm bg-yellow-300/80 px-0.5 text-black',
  h1: 'mt-5 mb-2 font-display text-2xl font-semibold',
  h2: 'mt-5 mb-2 font-display text-xl font-semibold',
  h3: 'mt-4 mb-2 text-lg font-semibold',
  h4: 'mt-3 mb-1 font-semibold',
  h5: 'mt-3 mb-1 font-semibold',
  h6: 'mt-3 mb-1 font-semibold text-muted-foreground',
}

const alignOf = (style: string): CSSProperties | undefined => {
  const align = /text-align:(left|center|right)/.exec(style ?? '')?.[1]
  return align ? { textAlign: align as CSSProperties['textAlign'] } : undefined
}

const idOf = (node: NoteNode) => {
  const blockId = (node.token.meta as { blockId?: string } | null)?.blockId
  return blockId ? `^${blockId}` : undefined
}

/** Draws nodes of the one reading as React elements: never HTML strings from the note. */
export function Nodes({ nodes }: { nodes: NoteNode[] }) {
  const view = useView()
  return <>{nodes.map((node, index) => draw(node, index, view))}</>
}

function draw(node: NoteNode, key: number, view: NoteViewContext): ReactNode {
  const { token, children } = node
  const inner = () => <Nodes nodes={children} />
  const simple = SIMPLE[token.type]
  if (token.type === 'blockquote_open') {
    const callout = (token.meta as { callout?: CalloutMeta } | null)?.callout
    if (callout)
      return (
        <Callout
          key={key}
          type={callout.type}
          fold={callout.fold}
          title={callout.title.length ? <Nodes nodes={treeOf(callout.title)} /> : undefined}
        >
          {inner()}
        </Callout>
      )
  }
  if (simple) {
    const Tag = simple as 'ol'
    const start =
      token.type === 'ordered_list_open' ? Number(token.attrGet('start') ?? 1) : undefined
    return (
      <Tag
        key={key}
        className={CLASSES[simple]}
        style={alignOf(String(token.attrGet('style') ?? ''))}
        start={start}
      >
        {inner()}
      </Tag>
    )
  }
  switch (token.type) {
    case 'paragraph_open':
      if (!children.length) return null
      // Tight lists hide their paragraphs: the text stands in the item.
      return token.hidden ? (
        <span key={key} id={idOf(node)}>
          {inner()}
        </span>
      ) : (
        <p key={key} id={idOf(node)} className="my-2">
          {inner()}
        </p>
      )
    case 'heading_open': {
      const Tag = token.tag as 'h2'
      return (
        <Tag key={key} id={idOf(node)} className={CLASSES[token.tag]}>
          {inner()}
        </Tag>
      )
    }
    case 'list_item_open':
      return <ListItem key={key} node={node} view={view} />
    case 'inline':
      return <Nodes key={key} nodes={children} />
    case 'text':
      return token.content
    case 'softbreak':
    case 'hardbreak':
      // Obsidian shows a single line break as one (its "strict line breaks" is off by default).
      return <br key={key} />
    case 'code_inline':
      return (
        <code key={key} className="rounded bg-muted px-1 py-0.5 text-[0.9em]">
          {token.content}
        </code>
      )
    case 'fence':
    case 'code_block':
      if (token.info.trim().toLowerCase() === 'mermaid')
        return <MermaidDiagram key={key} source={token.content} />
      return (
        <pre key={key} className="my-3 overflow-x-auto rounded-lg bg-background/60 p-3 text-xs">
          <code>{token.content}</code>
        </pre>
      )
    case 'math_inline':
      return <MathTex key={key} tex={token.content} display={Boolean(token.meta?.display)} />
    case 'math_block':
      return <MathTex key={key} tex={token.content} display />
    case 'hr':
      return <hr key={key} className="my-4 border-border" />
    case 'html_block':
      // HTML is shown as written, never run (Obsidian would draw it; we do not trust it).
      return (
        <p key={key} className="my-2 whitespace-pre-wrap text-muted-foreground">
          {token.content}
        </p>
      )
    case 'html_inline':
      return token.content
    case 'comment':
      return null
    case 'tag':
      return (
        <Link key={key} to={tagHref(token.content)} className="text-primary hover:underline">
          #{token.content}
        </Link>
      )
    case 'wikilink':
      return (token.meta as { embed: boolean }).embed ? (
        <Embed key={key} inner={token.content} />
      ) : (
        <WikiLink key={key} inner={token.content} />
      )
    case 'link_open':
      return <MarkdownLink key={key} href={String(token.attrGet('href') ?? '')} nodes={children} />
    case 'image':
      return (
        <MarkdownImage key={key} src={String(token.attrGet('src') ?? '')} alt={token.content} />
      )
    case 'footnote_ref': {
      const id = (token.meta as { id: number }).id
      return (
        <sup key={key} id={`fnref-${id}`}>
          <a href={`#fn-${id}`} className="text-primary">
            [{id + 1}]
          </a>
        </sup>
      )
    }
    case 'footnote_block_open':
      return (
        <section
          key={key}
          aria-label="Footnotes"
          className="mt-6 border-t border-border pt-2 text-sm"
        >
          <ol className="list-decimal space-y-1 pl-6">{inner()}</ol>
        </section>
      )
    case 'footnote_open':
      return (
        <li key={key} id={`fn-${(token.meta as { id: number }).id}`}>
          {inner()}
        </li>
      )
    case 'footnote_anchor':
      return (
        <a
          key={key}
          href={`#fnref-${(token.meta as { id: number }).id}`}
          aria-label="Back to the text"
        >
          {' '}
          ↩
        </a>
      )
    default:
      return children.length ? <Nodes key={key} nodes={children} /> : null
  }
}

const treeOf = (tokens: NoteNode['token'][]): NoteNode[] =>
  tokens.map((token) => ({ token, children: [] }))

/** A list item; a task's box ticks or clears exactly its one character when the viewer may edit. */
function ListItem({ node, view }: { node: NoteNode; view: NoteViewContext }) {
  const task = (node.token.meta as { task?: TaskMeta } | null)?.task
  if (!task)
    return (
      <li id={idOf(node)}>
        <Nodes nodes={node.children} />
      </li>
    )
  const editable = Boolean(view.onToggleTask) && task.offset >= 0
  return (
    <li id={idOf(node)} data-task={task.mark} className="list-none -ml-5">
      <input
        type="checkbox"
        checked={task.checked}
        disabled={!editable}
        aria-label={task.checked ? 'Done: clear this task' : 'Tick this task'}
        onChange={(event) => view.onToggleTask?.(task.offset, event.target.checked)}
        className="mr-2 size-4 align-middle accent-primary"
      />
      <Nodes nodes={node.children} />
    </li>
  )
}

/** `[text](dest)`: a vault path opens its note; the web opens in a new tab; other schemes are text. */
function MarkdownLink({ href, nodes }: { href: string; nodes: NoteNode[] }) {
  const { linkOf } = useView()
  const inner = <Nodes nodes={nodes} />
  const vaultPath = markdownDestination(href)
  if (vaultPath) {
    const link = vaultPath.path ? linkOf(vaultPath.path) : undefined
    if (link?.id != null)
      return (
        <Link to={noteHref(link.id)} className="text-primary underline">
          {inner}
        </Link>
      )
    return <span className="text-muted-foreground">{inner}</span>
  }
  const target = linkTarget(href)
  if (target.kind === 'external')
    return (
      <a
        href={target.href}
        target="_blank"
        rel="noopener noreferrer"
        className="text-primary underline"
      >
        {inner}
      </a>
    )
  return inner
}

/** `![alt](file)`: a vault file is embedded; an image on another host is only linked (decision 210). */
function MarkdownImage({ src, alt }: { src: string; alt: string }) {
  const vaultPath = markdownDestination(src)
  if (vaultPath) return <Embed inner={`${vaultPath.path}|${alt}`} label={alt} />
  const target = linkTarget(src)
  return target.kind === 'external' ? (
    <a
      href={target.href}
      target="_blank"
      rel="noopener noreferrer"
      className="text-primary underline"
    >
      {alt || 'Image'} (on another site)
    </a>
  ) : (
    <>{alt}</>
  )
}
