import { ExternalLink, Sparkles, Star } from 'lucide-react'
import { Badge } from '@/client/components/ui/badge'
import { cn } from '@/client/lib/utils'
import type { KnowledgeDocument } from '../api/get-documents'
import { priorityColour } from '../knowledge-format'
import { InlineMarkdown } from '@/client/components/markdown'

/** One knowledge document: repository, domain, priority, text and its cross-domain links. */
export function DocumentCard({ document }: { document: KnowledgeDocument }) {
  const url = /^https:\/\//.test(document.url) ? document.url : null
  return (
    <article className="h-full min-w-0 space-y-3 rounded-xl border border-border bg-card p-4">
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="font-display font-semibold break-words">
            {url ? (
              <a
                href={url}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex items-center gap-1 hover:text-primary hover:underline"
              >
                {document.title}
                <ExternalLink className="size-3.5 shrink-0" aria-hidden />
                <span className="sr-only">(opens GitHub in a new tab)</span>
              </a>
            ) : (
              document.title
            )}
          </h3>
          {document.repository !== document.title ? (
            <p className="text-xs text-muted-foreground break-all">{document.repository}</p>
          ) : null}
        </div>
        <div className="flex flex-wrap gap-1.5">
          <Badge variant="outline">{document.domain}</Badge>
          <Badge variant="outline" className={cn('capitalize', priorityColour(document.priority))}>
            {document.priority}
          </Badge>
        </div>
      </header>
      {document.description ? <p className="text-sm break-words">{document.description}</p> : null}
      {document.snippet &&
      !(document.description && document.snippet.startsWith(document.description)) ? (
        <p className="text-sm text-muted-foreground break-words">
          <InlineMarkdown source={document.snippet} links={false} />
        </p>
      ) : null}
      <footer className="flex flex-wrap items-center gap-3 text-xs text-muted-foreground">
        <span className="inline-flex items-center gap-1">
          <Star className="size-3" aria-hidden />
          {document.stars.toLocaleString('en')} stars
        </span>
        {document.evolved ? (
          <span className="inline-flex items-center gap-1 text-accent">
            <Sparkles className="size-3" aria-hidden />
            Deep processed
          </span>
        ) : null}
      </footer>
      {document.connections.length ? (
        <details className="text-sm">
          <summary className="cursor-pointer font-medium text-primary">
            {document.connections.length} cross-domain{' '}
            {document.connections.length === 1 ? 'connection' : 'connections'}
          </summary>
          <ul className="mt-2 space-y-1 text-muted-foreground">
            {document.connections.map((connection, index) => (
              <li key={index} className="break-words">
                <span className="text-foreground">{connection.concept}</span>, shared with{' '}
                {connection.with || 'a removed document'}
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </article>
  )
}
