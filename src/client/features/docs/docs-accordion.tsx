import { ArrowRight } from 'lucide-react'
import { useState } from 'react'
import { Link } from 'react-router'
import { SectionHeading } from '@/client/components/section-heading'
import {
  Accordion,
  AccordionContent,
  AccordionItem,
  AccordionTrigger,
} from '@/client/components/ui/accordion'
import { Button } from '@/client/components/ui/button'
import { MarkdownBlocks } from '@/client/components/markdown'
import { accordionDocs } from './docs-content'

const itemId = (slug: string) => `docs-entry-${slug}`

/**
 * docs/product/landing-and-navigation.md documentation section: contents list, first entry open,
 * open entry toggles shut.
 */
export function DocsAccordion() {
  const [open, setOpen] = useState(accordionDocs[0]?.slug ?? '')

  const openFromContents = (slug: string) => {
    setOpen(slug)
    window.requestAnimationFrame(() =>
      document.getElementById(itemId(slug))?.scrollIntoView({ behavior: 'smooth', block: 'start' }),
    )
  }

  return (
    <div className="mx-auto max-w-7xl px-4 py-20 sm:px-6">
      <SectionHeading eyebrow="Documentation" title="HumanCodex Documentation">
        What the codex is, how its three layers talk, how it works, how it learns and how to use it.
      </SectionHeading>
      <div className="mt-10 grid gap-8 lg:grid-cols-[16rem_1fr]">
        <nav aria-label="Documentation contents" className="lg:sticky lg:top-24 lg:self-start">
          <h3 className="text-xs font-medium uppercase tracking-wider text-muted-foreground">
            Contents
          </h3>
          <ol className="mt-3 space-y-1">
            {accordionDocs.map((doc, index) => (
              <li key={doc.slug}>
                <button
                  type="button"
                  onClick={() => openFromContents(doc.slug)}
                  aria-current={open === doc.slug ? 'true' : undefined}
                  className="w-full rounded-md px-3 py-2 text-left text-sm text-muted-foreground hover:bg-muted hover:text-foreground aria-[current]:bg-muted aria-[current]:text-foreground"
                >
                  <span className="mr-2 text-primary">{index + 1}.</span>
                  {doc.title}
                </button>
              </li>
            ))}
          </ol>
          <Button asChild variant="link" className="mt-2 px-3">
            <Link to="/platform-guide">
              Open the Platform Guide <ArrowRight aria-hidden />
            </Link>
          </Button>
        </nav>
        <Accordion
          type="single"
          collapsible
          value={open}
          onValueChange={setOpen}
          className="rounded-xl border border-border bg-card/50 px-5"
        >
          {accordionDocs.map((doc) => (
            <AccordionItem key={doc.slug} value={doc.slug} id={itemId(doc.slug)}>
              <AccordionTrigger className="text-lg">{doc.title}</AccordionTrigger>
              <AccordionContent className="text-base">
                <MarkdownBlocks blocks={doc.blocks} />
              </AccordionContent>
            </AccordionItem>
          ))}
        </Accordion>
      </div>
    </div>
  )
}
