import { useEffect } from 'react'
import { useLocation, useSearchParams } from 'react-router'
import { AgentDirectory } from '@/client/features/experts/agent-directory'
import { ExpertDirectory } from '@/client/features/experts/expert-directory'
import { findRoute } from '@/shared/routes'

/**
 * Agents & entities (docs/product/message-board-and-agents.md): the agent registry and the expert
 * ring, under four paths.
 */
export default function AgentsScreen() {
  const { pathname } = useLocation()
  const [params] = useSearchParams()
  const search = params.get('q') ?? ''
  const entry = findRoute(pathname)

  // A quick-search result (`/agents?q=Echo`) lands on the directory, already searched.
  useEffect(() => {
    if (search) document.getElementById('expert-directory')?.scrollIntoView({ block: 'start' })
  }, [search])

  return (
    <div className="mx-auto max-w-7xl space-y-16 px-4 py-12 sm:px-6">
      <header className="max-w-3xl">
        <p className="text-sm font-medium uppercase tracking-[0.2em] text-primary">
          Agents &amp; entities
        </p>
        <h1 className="mt-3 font-display text-3xl font-semibold sm:text-4xl">
          {entry?.title ?? 'Agents'}
        </h1>
        <p className="mt-3 text-muted-foreground">{entry?.description}</p>
      </header>
      <AgentDirectory />
      <div id="expert-directory" className="scroll-mt-20">
        <ExpertDirectory key={search} initialSearch={search} />
      </div>
    </div>
  )
}
