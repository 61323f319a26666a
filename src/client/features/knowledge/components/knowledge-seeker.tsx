import { Brain, Loader2, Telescope } from 'lucide-react'
import { useEffect, useState } from 'react'
import { AdminOnlyReason, useAdminOnly } from '@/client/components/admin-only'
import { Button } from '@/client/components/ui/button'
import { toast } from '@/client/components/ui/use-toast'
import { useKnowledgeDashboard } from '../api/get-dashboard'
import { useMassEvolution } from '../api/mass-evolution'
import { useSeekGithub, type SeekResult } from '../api/seek-github'
import { DomainsCard, StatsCard } from './domain-cards'
import { SeekProgressCard, SeekResultCard } from './seek-cards'
import { EvolutionMetricsCard, SystemStatusCard } from './system-cards'

/**
 * The Knowledge Seeker dashboard (docs/product/knowledge.md): gather knowledge from GitHub across
 * the academic domains, run AI deep processing, and read the state of the knowledge base.
 */
export function KnowledgeSeeker() {
  const dashboard = useKnowledgeDashboard()
  const seek = useSeekGithub()
  const evolve = useMassEvolution()
  const [latest, setLatest] = useState<SeekResult | null>(null)
  // Seeking spends the server's GitHub quota and deep processing rewrites every document:
  // operator actions, disabled (with why) for everyone else.
  const admin = useAdminOnly('gather or process knowledge')
  const busy = seek.isPending || evolve.isPending
  const disabled = busy || !admin.allowed

  useEffect(() => {
    if (dashboard.errorStamp > 0)
      toast({
        variant: 'destructive',
        title: 'Error Loading Data',
        description: 'Failed to load knowledge dashboard data',
      })
  }, [dashboard.errorStamp])

  const documents = dashboard.verify?.knowledgeBase.totalDocuments
  const domainCount = dashboard.domains?.totalDomains

  return (
    <div className="space-y-8">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="max-w-3xl">
          <p className="text-sm font-medium uppercase tracking-[0.2em] text-primary">Research</p>
          <h1 className="mt-3 font-display text-3xl font-semibold sm:text-4xl">Knowledge Seeker</h1>
          <p className="mt-3 text-muted-foreground">
            Gathers open-source knowledge from GitHub across academic domains, then lets the AI find
            what the domains share.
            {documents !== undefined && domainCount !== undefined
              ? ` ${documents.toLocaleString('en')} documents across ${domainCount} domains so far.`
              : ''}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button
            disabled={disabled}
            aria-describedby={admin.describedBy}
            onClick={() => seek.mutate(undefined, { onSuccess: (data) => setLatest(data) })}
          >
            {seek.isPending ? (
              <Loader2 className="animate-spin" aria-hidden />
            ) : (
              <Telescope aria-hidden />
            )}
            {seek.isPending ? 'Seeking Knowledge...' : 'Comprehensive Seeking'}
          </Button>
          <Button
            variant="secondary"
            disabled={disabled}
            aria-describedby={admin.describedBy}
            onClick={() => evolve.mutate()}
          >
            {evolve.isPending ? (
              <Loader2 className="animate-spin" aria-hidden />
            ) : (
              <Brain aria-hidden />
            )}
            {evolve.isPending ? 'AI Deep Processing...' : 'AI Deep Processing'}
          </Button>
          <AdminOnlyReason gate={admin} className="basis-full" />
        </div>
      </header>

      {dashboard.loading ? (
        <div className="flex justify-center py-16" aria-busy="true">
          <Loader2 className="size-10 animate-spin text-primary" aria-hidden />
          <span className="sr-only">Loading the knowledge dashboard</span>
        </div>
      ) : (
        <div className="space-y-6">
          {seek.isPending ? <SeekProgressCard /> : null}
          <div className="grid gap-6 lg:grid-cols-2">
            <SystemStatusCard verify={dashboard.verify} />
            <EvolutionMetricsCard verify={dashboard.verify} />
          </div>
          {latest ? <SeekResultCard result={latest} /> : null}
          <DomainsCard domains={dashboard.domains} />
          <StatsCard stats={dashboard.stats} />
        </div>
      )}
    </div>
  )
}
