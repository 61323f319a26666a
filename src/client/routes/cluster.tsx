import { VerificationMatrix } from '@/client/features/agent-zero/verification-matrix'
import { InstancesTable } from '@/client/features/system/instances-table'
import { ScheduledJobs } from '@/client/features/system/scheduled-jobs'
import { StreamStatus } from '@/client/features/system/stream-status'
import { OperatorScreen } from '@/client/components/operator-screen'

/** `/distributed-node-preparation`, `/universal-system-linker`: the instances and their links. */
export default function ClusterScreen() {
  return (
    <OperatorScreen eyebrow="Cluster" fallbackTitle="Distributed Nodes">
      <section aria-labelledby="cluster-instances" className="space-y-4">
        <h2 id="cluster-instances" className="font-display text-2xl font-semibold">
          Instances
        </h2>
        <InstancesTable />
      </section>
      <section aria-labelledby="cluster-jobs" className="space-y-4">
        <h2 id="cluster-jobs" className="font-display text-2xl font-semibold">
          Scheduled jobs
        </h2>
        <ScheduledJobs />
      </section>
      <section aria-labelledby="cluster-fanout" className="space-y-4">
        <h2 id="cluster-fanout" className="font-display text-2xl font-semibold">
          Live event fan-out
        </h2>
        <StreamStatus />
        <VerificationMatrix ids={['event-stream', 'database']} />
      </section>
    </OperatorScreen>
  )
}
