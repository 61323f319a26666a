import { Activity, Sparkles } from 'lucide-react'
import { Badge } from '@/client/components/ui/badge'
import { Card, CardContent, CardHeader, CardTitle } from '@/client/components/ui/card'
import type { VerifySystem } from '../api/get-dashboard'
import { levelColour, statusBadgeVariant } from '../knowledge-format'
import { Meter } from './meter'

/** System Status: the real document count, coverage, domains and the server's advice. */
export function SystemStatusCard({ verify }: { verify: VerifySystem | undefined }) {
  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between gap-3">
        <CardTitle className="flex items-center gap-2">
          <Activity className="size-5 text-primary" aria-hidden />
          System Status
        </CardTitle>
        {verify ? (
          <Badge variant={statusBadgeVariant(verify.systemStatus)}>{verify.systemStatus}</Badge>
        ) : null}
      </CardHeader>
      <CardContent>
        {verify ? (
          <dl className="grid grid-cols-2 gap-4 text-sm">
            <div>
              <dt className="text-muted-foreground">Knowledge documents</dt>
              <dd className="font-display text-2xl font-semibold">
                {verify.knowledgeBase.totalDocuments.toLocaleString('en')}
              </dd>
            </div>
            <div>
              <dt className="text-muted-foreground">Domains available</dt>
              <dd className="font-display text-2xl font-semibold">
                {verify.githubSeeker.domainsAvailable}
              </dd>
            </div>
            <div className="col-span-2">
              <dt className="text-muted-foreground">Coverage</dt>
              <dd>{verify.knowledgeBase.coverage}</dd>
            </div>
            {verify.aiEffectivenessLevel ? (
              <div className="col-span-2">
                <dt className="text-muted-foreground">AI effectiveness</dt>
                <dd className={levelColour(verify.aiEffectivenessLevel)}>
                  {verify.aiEffectivenessLevel}
                </dd>
              </div>
            ) : null}
            <div className="col-span-2">
              <dt className="text-muted-foreground">Recommendation</dt>
              <dd>{verify.recommendation}</dd>
            </div>
          </dl>
        ) : (
          <p className="text-sm text-muted-foreground">The system check did not answer.</p>
        )}
      </CardContent>
    </Card>
  )
}

const METRICS = [
  ['conceptualDepth', 'Conceptual depth'],
  ['crossDomainConnections', 'Cross-domain connections'],
  ['practicalApplications', 'Practical applications'],
  ['theoreticalFoundations', 'Theoretical foundations'],
  ['evolutionPotential', 'Evolution potential'],
] as const

/** AI Evolution Metrics, computed by the server from the documents. */
export function EvolutionMetricsCard({ verify }: { verify: VerifySystem | undefined }) {
  const metrics = verify?.evolutionMetrics
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Sparkles className="size-5 text-accent" aria-hidden />
          AI Evolution Metrics
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-3">
        {metrics ? (
          METRICS.map(([key, label]) => <Meter key={key} label={label} value={metrics[key]} />)
        ) : (
          <p className="text-sm text-muted-foreground">
            Metrics appear once the knowledge base holds documents. Run Comprehensive Seeking to
            gather some.
          </p>
        )}
      </CardContent>
    </Card>
  )
}
