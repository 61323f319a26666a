import { AuditTrail } from '@/client/features/agent-zero/audit-trail'
import { DirectivesList } from '@/client/features/agent-zero/directives-list'
import { LimitsInForce } from '@/client/features/system/limits-in-force'
import { OperatorScreen } from '@/client/components/operator-screen'

/** `/ethical-governance-enhancement`: directives, the limits in force, the audit trail. */
export default function GovernanceScreen() {
  return (
    <OperatorScreen eyebrow="Governance" fallbackTitle="Ethical Governance">
      <section aria-labelledby="governance-directives" className="space-y-4">
        <h2 id="governance-directives" className="font-display text-2xl font-semibold">
          Agent Zero&apos;s directives
        </h2>
        <DirectivesList />
      </section>
      <section aria-labelledby="governance-limits" className="space-y-4">
        <h2 id="governance-limits" className="font-display text-2xl font-semibold">
          Limits in force
        </h2>
        <LimitsInForce />
      </section>
      <section aria-labelledby="governance-trail" className="space-y-4">
        <h2 id="governance-trail" className="font-display text-2xl font-semibold">
          Audit trail
        </h2>
        <AuditTrail />
      </section>
    </OperatorScreen>
  )
}
