import { StatusTable, type StatusColumn } from '@/client/components/status-table'
import { formatTimeAgo } from '@/client/lib/format-time'
import { cn } from '@/client/lib/utils'
import { useInstances } from './api/get-instances'
import { plural } from '@/shared/plural'

const COLUMNS: StatusColumn[] = [
  { label: 'Instance' },
  { label: 'Started' },
  { label: 'Last heartbeat' },
  { label: 'State' },
]

/** The instances sharing this database, from their heartbeats (every 30 s). */
export function InstancesTable() {
  const instances = useInstances()
  if (instances.isPending)
    return (
      <p className="text-sm text-muted-foreground" aria-busy="true">
        Reading the heartbeats…
      </p>
    )
  if (instances.isError)
    return <p className="text-sm text-destructive">{instances.error.message}</p>
  const alive = instances.data.filter((instance) => instance.alive).length
  return (
    <div className="space-y-3">
      <p className="text-sm text-muted-foreground">
        {alive} of {plural(instances.data.length, 'instance')} alive (a heartbeat within the last 90
        s).
      </p>
      <StatusTable caption="Instances" columns={COLUMNS} className="min-w-[32rem]">
        {instances.data.map((instance) => (
          <tr key={instance.id} className="border-t border-border align-top">
            <th scope="row" className="px-3 py-2 font-medium">
              {instance.hostname === null
                ? `Instance ${instance.id.slice(0, 8)}`
                : `${instance.hostname} · pid ${instance.pid}`}
              {instance.current ? (
                <span className="ml-2 rounded-full border border-primary/50 px-2 py-0.5 text-xs text-primary">
                  This instance
                </span>
              ) : null}
              <span className="block font-mono text-xs font-normal text-muted-foreground">
                {instance.id}
              </span>
            </th>
            <td className="px-3 py-2" title={new Date(instance.startedAt).toLocaleString()}>
              {formatTimeAgo(instance.startedAt)}
            </td>
            <td className="px-3 py-2" title={new Date(instance.lastSeenAt).toLocaleString()}>
              {formatTimeAgo(instance.lastSeenAt)}
            </td>
            <td className="px-3 py-2">
              <span
                className={cn(
                  'rounded-full border px-2 py-0.5 text-xs',
                  instance.alive
                    ? 'border-emerald-400/50 text-emerald-300'
                    : 'border-border text-muted-foreground',
                )}
              >
                {instance.alive ? 'alive' : 'stale'}
              </span>
            </td>
          </tr>
        ))}
      </StatusTable>
    </div>
  )
}
