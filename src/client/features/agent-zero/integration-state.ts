import type { Integration } from '@content/integration-matrix'
import type { CheckResult } from '@/shared/observer'

export type IntegrationState =
  | { kind: 'checking' }
  | { kind: 'failing'; failed: CheckResult[] }
  /** Every check passed, or none exists: the integration's own level stands. */
  | { kind: 'ok'; level: Integration['level']; checked: CheckResult[] }

/**
 * An integration's state from its checks: failing when any failed, its level when all passed
 * or when it has no check the server knows, checking while the results are not in.
 */
export function integrationState(
  integration: Integration,
  knownChecks: ReadonlySet<string>,
  results: readonly CheckResult[] | undefined,
): IntegrationState {
  const ids = integration.checks.filter((id) => knownChecks.has(id))
  if (ids.length === 0) return { kind: 'ok', level: integration.level, checked: [] }
  if (!results) return { kind: 'checking' }
  const mine = results.filter((result) => ids.includes(result.id))
  if (mine.length < ids.length) return { kind: 'checking' }
  const failed = mine.filter((result) => !result.passed)
  return failed.length
    ? { kind: 'failing', failed }
    : { kind: 'ok', level: integration.level, checked: mine }
}
