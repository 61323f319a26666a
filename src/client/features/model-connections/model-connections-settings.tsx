import { Loader2, PlugZap, Trash2 } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { AdminOnlyReason, useAdminOnly } from '@/client/components/admin-only'
import { Badge } from '@/client/components/ui/badge'
import { Button } from '@/client/components/ui/button'
import { formatNumber } from '@/client/lib/format-number'
import { formatTimeAgo } from '@/client/lib/format-time'
import type { ConnectionView } from '@/shared/model-connections'
import { useConnections, useRemoveConnection, useTestConnection } from './api'
import { ConnectionForm } from './connection-form'
import { ModelChoicesForm } from './model-choices-form'
import { TokenUsageTable } from './token-usage-table'
import { plural } from '@/shared/plural'

const SOURCE: Record<ConnectionView['source'], string> = {
  stored: 'Added here',
  env: 'From AI_* variables',
  ollama: 'Found at start',
}

function StateLine({ connection }: { connection: ConnectionView }) {
  const { state } = connection
  if (state.reachable === null)
    return <p className="text-sm text-muted-foreground">Not checked yet.</p>
  return (
    <p className="text-sm">
      {state.reachable ? (
        <span className="font-medium text-emerald-300">Reachable</span>
      ) : (
        <span className="font-medium text-amber-300">Failing</span>
      )}
      {state.latencyMs !== null ? ` · ${state.latencyMs} ms` : ''}
      <span className="text-muted-foreground"> · checked {formatTimeAgo(state.checkedAt)}</span>
      {state.lastError ? (
        <span className="mt-1 block text-muted-foreground">Last error: {state.lastError}</span>
      ) : null}
    </p>
  )
}

/** The models whose last reply failed, on any instance, until one of their replies succeeds. */
function FailingModels({ connection }: { connection: ConnectionView }) {
  if (connection.failures.length === 0) return null
  return (
    <div className="text-sm">
      <h4 className="font-medium text-amber-300">Failing models</h4>
      <ul aria-label={`Failing models of ${connection.name}`} className="mt-1 space-y-1">
        {connection.failures.map((failure) => (
          <li key={failure.model} className="break-words text-muted-foreground">
            <span className="font-mono text-foreground">{failure.model}</span> ·{' '}
            {formatTimeAgo(failure.failedAt)}: {failure.cause}
          </li>
        ))}
      </ul>
    </div>
  )
}

function ConnectionCard({
  connection,
  models,
  defaultWindow,
  onTested,
}: {
  connection: ConnectionView
  models: string[] | undefined
  defaultWindow: number
  onTested: (models: string[]) => void
}) {
  const test = useTestConnection()
  const remove = useRemoveConnection()
  const [editing, setEditing] = useState(false)
  const run = () => test.mutate(connection.id, { onSuccess: (result) => onTested(result.models) })
  return (
    <li className="space-y-3 rounded-lg border border-border bg-card/60 p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="font-medium">{connection.name}</h3>
          <p className="break-all font-mono text-xs text-muted-foreground">{connection.baseUrl}</p>
        </div>
        <div className="flex flex-wrap gap-1">
          <Badge variant="outline">{SOURCE[connection.source]}</Badge>
          <Badge variant="outline">{connection.hasApiKey ? 'API key set' : 'No API key'}</Badge>
          {connection.contextWindow ? (
            <Badge variant="outline">Window {formatNumber(connection.contextWindow)} tokens</Badge>
          ) : null}
        </div>
      </div>
      <StateLine connection={connection} />
      <FailingModels connection={connection} />
      {connection.keyError ? (
        <p role="alert" className="text-sm text-destructive">
          {connection.keyError}
        </p>
      ) : null}
      {models ? (
        <p className="text-sm text-muted-foreground">
          {models.length
            ? `${models.length} models: ${models.slice(0, 8).join(', ')}${models.length > 8 ? ', …' : ''}`
            : 'Lists no models.'}
        </p>
      ) : null}
      {test.data?.error ? (
        <p role="alert" className="text-sm text-amber-300">
          Test failed: {test.data.error}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button size="sm" variant="outline" onClick={run} disabled={test.isPending}>
          {test.isPending ? (
            <Loader2 aria-hidden className="animate-spin" />
          ) : (
            <PlugZap aria-hidden />
          )}
          Test {connection.name}
        </Button>
        {connection.readOnly ? null : (
          <>
            <Button size="sm" variant="outline" onClick={() => setEditing(!editing)}>
              Edit {connection.name}
            </Button>
            <Button
              size="sm"
              variant="outline"
              onClick={() => remove.mutate(connection.id)}
              disabled={remove.isPending}
            >
              <Trash2 aria-hidden />
              Remove {connection.name}
            </Button>
          </>
        )}
      </div>
      {editing ? (
        <ConnectionForm
          editing={connection}
          defaultWindow={defaultWindow}
          onDone={() => setEditing(false)}
        />
      ) : null}
    </li>
  )
}

/**
 * Administrators connect OpenAI-compatible model servers and choose the model of each persona;
 * each connection shows whether it answers, how fast, and its last error.
 */
export function ModelConnectionsSettings() {
  const gate = useAdminOnly('manage model connections')
  const overview = useConnections(gate.allowed)
  const [models, setModels] = useState<Record<string, string[]>>({})
  const test = useTestConnection()
  const listed = useRef(new Set<string>())

  // Each connection's models are listed once when the screen opens (a test, which also
  // records whether it answers), so the model menus have something to offer.
  useEffect(() => {
    for (const connection of overview.data?.connections ?? []) {
      if (listed.current.has(connection.id)) continue
      listed.current.add(connection.id)
      test.mutate(connection.id, {
        onSuccess: (result) => setModels((all) => ({ ...all, [connection.id]: result.models })),
      })
    }
  }, [overview.data, test])

  if (!gate.allowed) return <AdminOnlyReason gate={gate} />
  if (overview.isError)
    return (
      <p role="alert" className="text-destructive">
        {overview.error.message}
      </p>
    )
  if (!overview.data) return <p aria-busy="true">Loading connections…</p>
  const data = overview.data

  return (
    <div className="space-y-10">
      <section aria-labelledby="connections-heading" className="space-y-4">
        <h2 id="connections-heading" className="font-display text-xl font-semibold">
          Connections
        </h2>
        {data.connections.length ? (
          <ul className="grid gap-4 lg:grid-cols-2">
            {data.connections.map((connection) => (
              <ConnectionCard
                key={connection.id}
                connection={connection}
                models={models[connection.id]}
                defaultWindow={data.defaultContextWindow}
                onTested={(list) => setModels((all) => ({ ...all, [connection.id]: list }))}
              />
            ))}
          </ul>
        ) : (
          <p className="text-muted-foreground">
            No connection yet: the offline engine answers every persona.
          </p>
        )}
        <div className="rounded-lg border border-border p-4">
          <h3 className="mb-3 font-medium">Add a connection</h3>
          <ConnectionForm defaultWindow={data.defaultContextWindow} />
        </div>
      </section>

      <section aria-labelledby="models-heading" className="space-y-4">
        <div>
          <h2 id="models-heading" className="font-display text-xl font-semibold">
            Models
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">
            When a model fails (unreachable, too slow, an answer that cannot be read) the offline
            engine answers in its place and the reply says so.
            {data.fallbacks
              ? ` It has done so ${plural(data.fallbacks, 'time')} since this server started.`
              : ''}
          </p>
        </div>
        <ModelChoicesForm overview={data} models={models} />
      </section>

      <section aria-labelledby="usage-heading" className="space-y-4">
        <h2 id="usage-heading" className="font-display text-xl font-semibold">
          Tokens by day
        </h2>
        <TokenUsageTable />
      </section>
    </div>
  )
}
