import { Activity, Database, Power, Server, Timer } from 'lucide-react'
import { Link } from 'react-router'
import { ScreenHeader } from '@/client/components/screen-header'
import { StatTile } from '@/client/components/stat-tile'
import { LoadError } from '@/client/components/query-state'
import { findRoute } from '@/shared/routes'
import { useHealth } from './get-health'
import { useReadiness } from './get-readiness'
import { healthFacts } from './health-facts'

/** How often the screen checks again, like a monitor would. */
const CHECK_EVERY_MS = 15_000
const ICONS = [Server, Database, Timer, Power]

/**
 * `/system-health`: what `/healthz` and `/readyz` tell a probe, for a person (decision 273).
 * The probes keep their JSON; this screen reads the same endpoints and says it in words.
 */
export function HealthScreen() {
  const health = useHealth(CHECK_EVERY_MS)
  const readiness = useReadiness(CHECK_EVERY_MS)
  const entry = findRoute('/system-health')
  // /readyz answers 503 while the instance shuts down: the request failing is the answer.
  const ready = readiness.isError ? { status: 'shutting-down' as const } : readiness.data
  const checkedAt = health.dataUpdatedAt ? new Date(health.dataUpdatedAt) : undefined

  return (
    <div className="mx-auto max-w-4xl space-y-8 px-4 py-12 sm:px-6">
      <ScreenHeader eyebrow="System" title={entry?.title ?? 'System health'}>
        {entry?.description}
      </ScreenHeader>
      <p role="status" className="flex items-center gap-2 font-display text-xl font-semibold">
        <Activity
          className={health.isError ? 'size-5 text-destructive' : 'size-5 text-primary'}
          aria-hidden
        />
        {health.isPending
          ? 'Checking…'
          : health.isError
            ? 'The server is not answering as it should.'
            : ready?.status === 'shutting-down'
              ? 'Working, and shutting down.'
              : 'Everything is working.'}
      </p>
      {health.isError ? (
        <LoadError message={health.error.message} onRetry={() => void health.refetch()} />
      ) : null}
      {health.data ? (
        <dl className="grid gap-3 sm:grid-cols-2">
          {healthFacts(health.data, ready).map((fact, index) => (
            <StatTile
              key={fact.label}
              icon={ICONS[index] ?? Server}
              label={fact.label}
              value={fact.value}
              detail={fact.detail}
            />
          ))}
        </dl>
      ) : null}
      <div className="space-y-2 text-sm text-muted-foreground">
        {checkedAt ? (
          <p>
            Checked at {checkedAt.toLocaleTimeString()}; checked again every {CHECK_EVERY_MS / 1000}{' '}
            seconds.
          </p>
        ) : null}
        {/* /readyz is named, not linked: it is for load balancers (a 503 while shutting down),
            and the desktop route walk allows links only to screens, the API and /healthz. */}
        <p>
          Monitors and load balancers read the same facts as JSON at{' '}
          <a href="/healthz" className="font-mono text-foreground underline underline-offset-4">
            /healthz
          </a>{' '}
          and <code className="font-mono text-foreground">/readyz</code>. Load, memory and response
          times are on the{' '}
          <Link to="/system-dashboard" className="text-foreground underline underline-offset-4">
            system dashboard
          </Link>
          .
        </p>
      </div>
    </div>
  )
}
