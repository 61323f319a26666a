import { useLocation } from 'react-router'
import { AgentZeroPanel } from '@/client/features/agent-zero/agent-zero-panel'
import { AuditTrail } from '@/client/features/agent-zero/audit-trail'
import { OperatorScreen } from '@/client/components/operator-screen'

/**
 * `/agent-zero-monitor`, `/agent-zero-control-center`, `/codex-auditor`: the Agent Zero panel
 * as a page; the control center opens on Invoke, the auditor adds the audit trail.
 */
export default function AgentZeroScreen() {
  const { pathname } = useLocation()
  const auditor = pathname === '/codex-auditor'
  return (
    <OperatorScreen eyebrow="Observer" fallbackTitle="Agent Zero">
      <AgentZeroPanel
        defaultTab={pathname === '/agent-zero-control-center' ? 'invoke' : 'status'}
      />
      {auditor ? (
        <section aria-labelledby="audit-trail-heading" className="space-y-4">
          <h2 id="audit-trail-heading" className="font-display text-2xl font-semibold">
            Audit trail
          </h2>
          <AuditTrail />
        </section>
      ) : null}
    </OperatorScreen>
  )
}
