import { RouteButton } from '@/client/components/route-button'
import { ObserverSummary } from '@/client/features/agent-zero/observer-summary'
import { KernelOverview } from '@/client/features/system/kernel-overview'
import { OperatorScreen } from '@/client/components/operator-screen'

const related = [
  ['/agent-zero-monitor', 'Agent Zero'],
  ['/system-dashboard', 'System dashboard'],
  ['/comprehensive-monitoring', 'Monitoring'],
  ['/truth-verification-matrix', 'Verification matrix'],
  ['/distributed-node-preparation', 'Cluster'],
  ['/messaging-board', 'Message board'],
] as const

/** `/codex-kernel`, `/codex-dashboard`: health, agents, message and observation counts, events. */
export default function CodexKernelScreen() {
  return (
    <OperatorScreen eyebrow="Codex kernel" fallbackTitle="Codex Kernel">
      <KernelOverview />
      <section aria-labelledby="kernel-observer" className="space-y-4">
        <h2 id="kernel-observer" className="font-display text-2xl font-semibold">
          Observer and recent events
        </h2>
        <ObserverSummary />
      </section>
      <nav aria-label="Kernel screens" className="flex flex-wrap gap-2">
        {related.map(([to, label]) => (
          <RouteButton key={to} to={to} variant="outline" size="sm">
            {label}
          </RouteButton>
        ))}
      </nav>
    </OperatorScreen>
  )
}
