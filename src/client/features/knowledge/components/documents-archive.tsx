import { ChevronDown, SearchX } from 'lucide-react'
import { useId, useState } from 'react'
import { EmptyState } from '@/client/components/empty-state'
import { QueryState } from '@/client/components/query-state'
import { Button } from '@/client/components/ui/button'
import { Label } from '@/client/components/ui/label'
import { useKnowledgeDocuments } from '../api/get-documents'
import { useDomainNames } from '../api/get-domain-names'
import { DocumentCard } from './document-card'

const PAGE = 20

/** Knowledge documents for the document archive: full-text query, filter by domain. */
export function DocumentsArchive({ query }: { query: string }) {
  const id = useId()
  const [domain, setDomain] = useState('')
  const [limit, setLimit] = useState(PAGE)
  const domains = useDomainNames()
  const documents = useKnowledgeDocuments(domain, query)

  return (
    <section aria-labelledby={`${id}-heading`} className="min-w-0 space-y-4">
      <h2 id={`${id}-heading`} className="font-display text-xl font-semibold">
        Knowledge documents{' '}
        {documents.data ? (
          <span className="text-muted-foreground">({documents.data.length})</span>
        ) : null}
      </h2>
      <div className="grid gap-1.5 sm:max-w-xs">
        <Label htmlFor={`${id}-domain`}>Domain</Label>
        <DomainSelect id={`${id}-domain`} value={domain} onChange={setDomain} domains={domains} />
      </div>
      <QueryState
        query={documents}
        loading="Searching the knowledge base…"
        isEmpty={(data) => data.length === 0}
        empty={
          <EmptyState icon={SearchX} title="No results found">
            Knowledge documents come from the Knowledge Seeker&apos;s GitHub runs.
          </EmptyState>
        }
      >
        {(data) => (
          <ul className="grid gap-3">
            {data.slice(0, limit).map((document) => (
              <li key={document.id}>
                <DocumentCard document={document} />
              </li>
            ))}
            {data.length > limit ? (
              <li>
                <Button variant="outline" onClick={() => setLimit((current) => current + PAGE)}>
                  Show more documents ({data.length - limit} left)
                </Button>
              </li>
            ) : null}
          </ul>
        )}
      </QueryState>
    </section>
  )
}

/** The domains as a select, with their document counts when known. */
export function DomainSelect({
  id,
  value,
  onChange,
  domains,
}: {
  id: string
  value: string
  onChange: (domain: string) => void
  domains: { name: string; count?: number }[]
}) {
  return (
    <div className="relative">
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="h-10 w-full appearance-none rounded-md border border-border bg-background/60 pl-3 pr-8 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        <option value="">All domains</option>
        {domains.map((domain) => (
          <option key={domain.name} value={domain.name}>
            {domain.name}
            {domain.count !== undefined ? ` (${domain.count})` : ''}
          </option>
        ))}
      </select>
      <ChevronDown
        className="pointer-events-none absolute right-2.5 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
        aria-hidden
      />
    </div>
  )
}
