import { ArrowLeft, ArrowRight } from 'lucide-react'
import { Link, useLocation } from 'react-router'
import { Button } from '@/client/components/ui/button'
import { cn } from '@/client/lib/utils'
import { MarkdownBlocks } from '@/client/components/markdown'
import { docs } from './docs-content'

const guideHref = (slug: string) => `/platform-guide#${slug}`

/** The docs as pages: contents on the side, one document at a time, chosen by the address hash. */
export function PlatformGuide() {
  const { hash } = useLocation()
  const index = Math.max(
    0,
    docs.findIndex((doc) => `#${doc.slug}` === hash),
  )
  const doc = docs[index]
  const previous = docs[index - 1]
  const next = docs[index + 1]
  if (!doc) return null

  return (
    <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[16rem_1fr]">
      <nav aria-label="Guide pages" className="lg:sticky lg:top-24 lg:self-start">
        <p className="text-sm font-medium uppercase tracking-[0.2em] text-primary">
          Platform Guide
        </p>
        <ol className="mt-4 space-y-1">
          {docs.map((entry) => (
            <li key={entry.slug}>
              <Link
                to={guideHref(entry.slug)}
                aria-current={entry.slug === doc.slug ? 'page' : undefined}
                className={cn(
                  'block rounded-md px-3 py-2 text-sm text-muted-foreground hover:bg-muted hover:text-foreground',
                  entry.slug === doc.slug && 'bg-muted text-foreground',
                )}
              >
                {entry.title}
              </Link>
            </li>
          ))}
        </ol>
      </nav>
      <article id={doc.slug} aria-labelledby="guide-title" className="min-w-0 max-w-3xl">
        <h1 id="guide-title" className="font-display text-3xl font-semibold sm:text-4xl">
          {doc.title}
        </h1>
        {doc.summary ? <p className="mt-3 text-lg text-muted-foreground">{doc.summary}</p> : null}
        <div className="mt-8">
          <MarkdownBlocks blocks={doc.blocks} />
        </div>
        <div className="mt-12 flex flex-wrap justify-between gap-3 border-t border-border pt-6">
          {previous ? (
            <Button asChild variant="outline" className="h-auto min-h-10 whitespace-normal">
              <Link to={guideHref(previous.slug)}>
                <ArrowLeft aria-hidden /> {previous.title}
              </Link>
            </Button>
          ) : (
            <span />
          )}
          {next ? (
            <Button asChild variant="outline" className="h-auto min-h-10 whitespace-normal">
              <Link to={guideHref(next.slug)}>
                {next.title} <ArrowRight aria-hidden />
              </Link>
            </Button>
          ) : null}
        </div>
      </article>
    </div>
  )
}
