import { useLatestObservations } from './api/get-observations'
import { ObservationItem } from './observation-item'

/** Observation types that concern governance: audits, verifications, resets, limits hit. */
export const GOVERNANCE_TYPES = [
  'genesis',
  'memory_audit',
  'system-verification',
  'reset',
  'rate-limit',
  'repeated-login-failures',
]
const WINDOW = 200

/** Agent Zero's governance observations among its latest 200, newest first, live. */
export function AuditTrail() {
  const latest = useLatestObservations(WINDOW)
  const trail = (latest.data ?? []).filter((o) => GOVERNANCE_TYPES.includes(o.type))

  if (latest.isPending)
    return (
      <p className="text-sm text-muted-foreground" aria-busy="true">
        Reading the audit trail…
      </p>
    )
  if (latest.isError) return <p className="text-sm text-destructive">{latest.error.message}</p>
  return (
    <div>
      <p className="text-xs text-muted-foreground">
        {trail.length} governance observation{trail.length === 1 ? '' : 's'} among the latest{' '}
        {latest.data.length}: audits, verifications, resets, genesis, rate limits reached and
        sign-ins blocked.
      </p>
      <ol aria-label="Audit trail" className="mt-3 max-h-[32rem] space-y-2 overflow-y-auto pr-1">
        {trail.length === 0 ? (
          <li className="text-sm text-muted-foreground">
            No governance observations yet. Run an audit from the Agent Zero panel.
          </li>
        ) : (
          trail.map((observation) => (
            <li key={observation.id}>
              <ObservationItem observation={observation} />
            </li>
          ))
        )}
      </ol>
    </div>
  )
}
