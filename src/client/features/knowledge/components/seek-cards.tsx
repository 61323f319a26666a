import { Loader2, Telescope } from 'lucide-react'
import { Badge } from '@/client/components/ui/badge'
import { Card, CardContent, CardHeader, CardTitle } from '@/client/components/ui/card'
import { useSeekStatus } from '../api/get-seek-status'
import type { SeekResult } from '../api/seek-github'
import { levelColour, percentOf, shortLevel } from '../knowledge-format'
import { Meter } from './meter'

/** Progress of a running seek, from `seek-status` polled every second. */
export function SeekProgressCard() {
  const status = useSeekStatus(true)
  const progress = status.data
  return (
    <Card aria-live="polite">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Loader2 className="size-5 animate-spin text-primary" aria-hidden />
          Seeking knowledge…
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-2 text-sm">
        {progress && progress.domainsTotal > 0 ? (
          <>
            <Meter
              label={progress.currentDomain ? `Searching ${progress.currentDomain}` : 'Starting'}
              value={percentOf(progress.domainsDone, progress.domainsTotal)}
              detail={`${progress.domainsDone} of ${progress.domainsTotal} domains`}
            />
            <p className="text-muted-foreground">
              {progress.repositoriesFound} repositories found so far.
            </p>
          </>
        ) : (
          <p className="text-muted-foreground">Contacting GitHub…</p>
        )}
      </CardContent>
    </Card>
  )
}

/** Latest Knowledge Seeking Results: shown only after a run. */
export function SeekResultCard({ result }: { result: SeekResult }) {
  const level = shortLevel(result.estimatedKnowledgeLevel)
  return (
    <Card className="border-primary/40">
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-2">
        <CardTitle className="flex items-center gap-2">
          <Telescope className="size-5 text-primary" aria-hidden />
          Latest Knowledge Seeking Results
        </CardTitle>
        {result.partial ? <Badge variant="secondary">Partial: stopped early</Badge> : null}
      </CardHeader>
      <CardContent className="space-y-4">
        <dl className="grid gap-4 text-sm sm:grid-cols-3">
          <div>
            <dt className="text-muted-foreground">Repositories found</dt>
            <dd className="font-display text-2xl font-semibold">{result.repositoriesFound}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground">Documents created</dt>
            <dd className="font-display text-2xl font-semibold">
              {result.knowledgeDocumentsCreated}
            </dd>
          </div>
          <div>
            <dt className="text-muted-foreground">Knowledge level</dt>
            <dd className={`font-display text-2xl font-semibold ${levelColour(level)}`}>
              {level || '—'}
            </dd>
          </div>
        </dl>
        <div>
          <p className="text-sm text-muted-foreground">
            {result.domainsIndexed.length} domains indexed
          </p>
          <ul className="mt-2 flex flex-wrap gap-1.5">
            {result.domainsIndexed.map((domain) => (
              <li key={domain}>
                <Badge variant="outline">{domain}</Badge>
              </li>
            ))}
          </ul>
        </div>
      </CardContent>
    </Card>
  )
}
