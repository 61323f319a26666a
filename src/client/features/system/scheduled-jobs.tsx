import { QueryState } from '@/client/components/query-state'
import { formatDuration, formatTimeAgo } from '@/client/lib/format-time'
import { useAutoMessagingJob } from './api/get-auto-messaging'

/**
 * The scheduled job the API reports (auto messaging) and how jobs are shared between
 * instances: each due run is claimed by one instance with a conditional update.
 */
export function ScheduledJobs() {
  const job = useAutoMessagingJob()
  return (
    <div className="space-y-3 text-sm">
      <p className="text-muted-foreground">
        No instance holds a standing lock: on every tick each live instance tries to claim the jobs
        that are due, and the database lets exactly one claim succeed, so each run happens once
        however many instances there are.
      </p>
      <QueryState query={job} loading="Reading the job…">
        {(data) => (
          <dl className="grid gap-x-6 gap-y-2 rounded-lg border border-border p-4 sm:grid-cols-[10rem_1fr]">
            <dt className="text-muted-foreground">Job</dt>
            <dd className="font-medium">Auto messaging</dd>
            <dt className="text-muted-foreground">State</dt>
            <dd>
              {data.enabled ? 'on' : 'off'}, every {formatDuration(data.intervalSeconds)}
            </dd>
            <dt className="text-muted-foreground">Last run</dt>
            <dd title={data.lastRunAt ? new Date(data.lastRunAt).toLocaleString() : undefined}>
              {formatTimeAgo(data.lastRunAt)}
            </dd>
            <dt className="text-muted-foreground">Last result</dt>
            <dd className="break-words">{data.lastResult ?? '–'}</dd>
          </dl>
        )}
      </QueryState>
    </div>
  )
}
