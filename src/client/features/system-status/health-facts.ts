import { formatDuration, formatMs } from '@/client/lib/format-time'
import type { Health, Readiness } from '@/shared/system'

/** One fact of the health screen: its label, the reading, and where the reading comes from. */
export interface HealthFact {
  label: string
  value: string
  detail: string
}

const DATABASE_NAMES: Record<Health['database'], string> = {
  pglite: 'PGlite',
  postgres: 'PostgreSQL',
}

/**
 * The facts `/healthz` and `/readyz` give, said in words (decision 273): the same readings a
 * probe gets as JSON, for a person.
 */
export function healthFacts(health: Health, readiness: Readiness | undefined): HealthFact[] {
  return [
    {
      label: 'Server',
      value: health.status === 'ok' ? 'Working' : 'Not working',
      detail: 'It answered this check.',
    },
    {
      label: 'Database',
      value: DATABASE_NAMES[health.database],
      detail: `Answered a query in ${formatMs(health.databaseLatencyMs)}${
        health.database === 'pglite' ? ' (built in, one instance)' : ''
      }.`,
    },
    {
      label: 'Running for',
      value: formatDuration(health.uptimeSeconds),
      detail: 'Since this instance last started.',
    },
    {
      label: 'New requests',
      value:
        readiness === undefined
          ? 'Checking…'
          : readiness.status === 'ready'
            ? 'Accepted'
            : 'Not accepted',
      detail:
        readiness?.status === 'shutting-down'
          ? 'This instance is shutting down; others take the requests.'
          : 'Whether a load balancer may send it requests.',
    },
  ]
}
