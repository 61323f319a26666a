import { Fragment, useMemo, type CSSProperties, type ReactNode } from 'react'
import { Link, useInRouterContext } from 'react-router'
import { highlight, type LanguageName } from 'sugar-high'
import { cn } from '@/client/lib/utils'
import { inlineRun, parseBlocks, parseInline, type Block, type Inline } from '@/shared/markdown'
import { isLiveHref } from '@/shared/routes'

export type LinkTarget =
  { kind: 'internal'; to: string } | { kind: 'external'; href: string } | { kind: 'text' }

/**
 * Where a Markdown link may lead: a live screen of ours through the router, an http(s) or
 * mailto address in a new tab, or nowhere (the words stay as text). Other schemes
 * (`javascript:`, `data:` …) and protocol-relative `//host` links are never rendered as links.
 */
export function linkTarget(href: string): LinkTarget {
  const trimmed = href.trim()
  if (trimmed.startsWith('/') && !trimmed.startsWith('//')) {
    if (trimmed.startsWith('/api/')) return { kind: 'external', href: trimmed }
    return isLiveHref(trimmed) ? { kind: 'internal', to: trimmed } : { kind: 'text' }
  }
  if (/^(https?:\/\/|mailto:)/i.test(trimmed)) return { kind: 'external', href: trimmed }
  return { kind: 'text' }
}

const LANGUAGES: Record<string, LanguageName> = {
  js: 'javascript',
  jsx: 'javascript',
  javascript: 'javascript',
  ts: 'typescript',
  tsx: 'typescript',
  typescript: 'typescript',
  py: 'python',
  python: 'python',
  sh: 'shell',
  bash: 'shell',
  shell: 'shell',
  zsh: 'shell',
  json: 'json',
  css: 'css',
  html: 'html',
  sql: 'sql',
  yaml: 'yaml',
  yml: 'yaml',
  go: 'go',
  rust: 'rust',
  rs: 'rust',
  java: 'java',
  c: 'c',
  cpp: 'cpp',
  diff: 'diff',
  toml: 'toml',
}

// sugar-high colours tokens through these variables.
const codeColours = {
  '--sh-class': 'oklch(0.8 0.13 195)',
  '--sh-identifier': 'oklch(0.92 0.01 285)',
  '--sh-sign': 'oklch(0.72 0.03 285)',
  '--sh-property': 'oklch(0.78 0.12 250)',
  '--sh-entity': 'oklch(0.8 0.13 195)',
  '--sh-jsxliterals': 'oklch(0.85 0.1 140)',
  '--sh-string': 'oklch(0.82 0.12 140)',
  '--sh-keyword': 'oklch(0.75 0.16 330)',
  '--sh-comment': 'oklch(0.6 0.03 285)',
} as CSSProperties

function CodeBlock({ text, lang }: { text: string; lang?: string }) {
  // highlight() escapes the code itself (& < > " '); its output is spans of that text only.
  const html = useMemo(
    () => highlight(text, { lang: lang ? (LANGUAGES[lang] ?? 'plaintext') : 'javascript' }),
    [text, lang],
  )
  return (
    <pre
      className="overflow-x-auto rounded-lg border border-border bg-background/80 p-4 font-mono text-sm leading-relaxed"
      style={codeColours}
      data-lang={lang}
    >
      <code dangerouslySetInnerHTML={{ __html: html }} />
    </pre>
  )
}

const linkClass = 'font-medium text-primary underline-offset-4 hover:underline'

function MarkdownLink({ href, text }: { href: string; text: string }) {
  const target = linkTarget(href)
  // Toasts live beside the router, not inside it: there an internal link is a plain one (a
  // router Link outside its router throws, and the whole app stops drawing).
  const inRouter = useInRouterContext()
  if (target.kind === 'internal' && !inRouter) {
    return (
      <a href={target.to} className={linkClass}>
        {text}
      </a>
    )
  }
  if (target.kind === 'internal') {
    return (
      <Link to={target.to} className={linkClass}>
        {text}
      </Link>
    )
  }
  if (target.kind === 'external') {
    return (
      <a href={target.href} target="_blank" rel="noopener noreferrer" className={linkClass}>
        {text}
      </a>
    )
  }
  return <span>{text}</span>
}

function InlineParts({ parts, links = true }: { parts: Inline[]; links?: boolean }) {
  return parts.map((part, index) => {
    switch (part.type) {
      case 'strong':
        return (
          <strong key={index} className="font-semibold text-foreground">
            {part.text}
          </strong>
        )
      case 'em':
        return <em key={index}>{part.text}</em>
      case 'code':
        return (
          <code key={index} className="rounded bg-muted px-1.5 py-0.5 font-mono text-[0.85em]">
            {part.text}
          </code>
        )
      case 'link':
        return links ? (
          <MarkdownLink key={index} href={part.href} text={part.text} />
        ) : (
          <Fragment key={index}>{part.text}</Fragment>
        )
      default:
        return <Fragment key={index}>{part.text}</Fragment>
    }
  })
}

function InlineText({ text }: { text: string }) {
  return <InlineParts parts={parseInline(text)} />
}

const sizes = {
  doc: {
    root: 'space-y-4 leading-relaxed text-muted-foreground',
    h2: 'pt-2 font-display text-xl font-semibold text-foreground',
    h3: 'pt-1 font-semibold text-foreground',
  },
  chat: {
    root: 'space-y-3 text-sm leading-relaxed',
    h2: 'font-display text-base font-semibold text-foreground',
    h3: 'font-semibold text-foreground',
  },
}

/**
 * Renders Markdown (src/shared/markdown.ts) as React elements: text is always text, links go
 * through `linkTarget`, and the only HTML string is sugar-high's escaped code highlighting.
 */
export function MarkdownBlocks({
  blocks,
  size = 'doc',
  className,
  codeAction,
}: {
  blocks: Block[]
  size?: keyof typeof sizes
  className?: string
  /** A control over each code block (the chat's Copy), given the block's code. */
  codeAction?: (code: string) => ReactNode
}) {
  const style = sizes[size]
  return (
    <div className={cn(style.root, className)}>
      {blocks.map((block, index) => {
        switch (block.type) {
          case 'heading':
            return block.level === 2 ? (
              <h3 key={index} className={style.h2}>
                {block.text}
              </h3>
            ) : (
              <h4 key={index} className={style.h3}>
                {block.text}
              </h4>
            )
          case 'list': {
            const List = block.ordered ? 'ol' : 'ul'
            return (
              <List
                key={index}
                className={`space-y-2 pl-6 ${block.ordered ? 'list-decimal' : 'list-disc'} marker:text-primary`}
              >
                {block.items.map((item, i) => (
                  <li key={i}>
                    <InlineText text={item} />
                  </li>
                ))}
              </List>
            )
          }
          case 'quote':
            return (
              <blockquote key={index} className="border-l-2 border-primary pl-4 italic">
                <InlineText text={block.text} />
              </blockquote>
            )
          case 'code':
            return codeAction ? (
              <div key={index}>
                <div className="mb-1 flex justify-end">{codeAction(block.text)}</div>
                <CodeBlock text={block.text} lang={block.lang} />
              </div>
            ) : (
              <CodeBlock key={index} text={block.text} lang={block.lang} />
            )
          default:
            return (
              <p key={index}>
                <InlineText text={block.text} />
              </p>
            )
        }
      })}
    </div>
  )
}

/** Markdown source (a chat reply, possibly still streaming) rendered safely. */
export function Markdown({
  source,
  size = 'chat',
  className,
  codeAction,
}: {
  source: string
  size?: keyof typeof sizes
  className?: string
  codeAction?: (code: string) => ReactNode
}) {
  const blocks = useMemo(() => parseBlocks(source), [source])
  return (
    <MarkdownBlocks blocks={blocks} size={size} className={className} codeAction={codeAction} />
  )
}

/**
 * Server text in a line or two (a toast, a search snippet) through the same renderer as the chat:
 * blocks run together and cut after `maxLength` characters. Inside a control (a button), where a
 * link cannot live, `links={false}` keeps a link's words as text.
 */
export function InlineMarkdown({
  source,
  maxLength,
  links = true,
}: {
  source: string
  maxLength?: number
  links?: boolean
}) {
  const parts = useMemo(() => inlineRun(source, maxLength), [source, maxLength])
  return <InlineParts parts={parts} links={links} />
}
