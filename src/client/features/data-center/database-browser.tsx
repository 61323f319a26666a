import { Search } from 'lucide-react'
import { useState, type FormEvent } from 'react'
import { QueryState } from '@/client/components/query-state'
import { SectionHeading } from '@/client/components/section-heading'
import { Button } from '@/client/components/ui/button'
import { Input } from '@/client/components/ui/input'
import { MAX_DATA_QUERY } from '@/shared/data-center'
import { useDatabases } from './api/get-databases'
import { useRunQuery } from './api/run-query'
import { DatabaseSelector } from './database-selector'
import { QueryAnswer } from './query-answer'
import { QueryHistory } from './query-history'

/**
 * The database browser (docs/product/knowledge.md): pick a collection, ask in plain words, read the
 * answer grounded in the matching records, and keep a history of your questions.
 */
export function DatabaseBrowser() {
  const databases = useDatabases()
  const run = useRunQuery()
  const [chosen, setChosen] = useState<string | null>(null)
  const [query, setQuery] = useState('')
  const list = databases.data ?? []
  const database = chosen ?? list[0]?.id ?? ''
  const nameOf = (id: string) => list.find((entry) => entry.id === id)?.name ?? id
  const trimmed = query.trim()

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!trimmed || !database || run.isPending) return
    run.mutate({ query: trimmed, database }, { onSuccess: () => setQuery('') })
  }

  return (
    <div className="space-y-8">
      <QueryState query={databases} loading="Counting the collections…">
        {() => <DatabaseSelector databases={list} value={database} onChange={setChosen} />}
      </QueryState>
      <form onSubmit={submit} className="flex flex-col gap-2 sm:flex-row">
        <label htmlFor="data-center-query" className="sr-only">
          Your question
        </label>
        <Input
          id="data-center-query"
          value={query}
          maxLength={MAX_DATA_QUERY}
          onChange={(event) => setQuery(event.target.value)}
          placeholder={`Ask ${nameOf(database) || 'a collection'}, e.g. "premium plan"`}
          disabled={run.isPending}
        />
        <Button type="submit" disabled={!trimmed || !database || run.isPending}>
          <Search aria-hidden />
          {run.isPending ? 'Querying...' : 'Run Query'}
        </Button>
      </form>
      {run.data ? <QueryAnswer result={run.data} databaseName={nameOf(run.data.database)} /> : null}
      <QueryHistory nameOf={nameOf} />
    </div>
  )
}

/** The home page's `database-browser` section. */
export function DatabaseBrowserSection() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-20 sm:px-6">
      <SectionHeading eyebrow="Omni Data Center" title="Database browser">
        Ask the platform&apos;s own collections in plain words: full-text search finds the records
        and the AI answers from them.
      </SectionHeading>
      <div className="mt-10">
        <DatabaseBrowser />
      </div>
    </div>
  )
}
