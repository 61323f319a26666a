import { Activity, Clock, Eye, ShieldCheck } from 'lucide-react'
import { useState, type ReactNode } from 'react'
import { AdminOnlyReason, useAdminOnly } from '@/client/components/admin-only'
import { Markdown } from '@/client/components/markdown'
import { Button } from '@/client/components/ui/button'
import { formatTimeAgo } from '@/client/lib/format-time'
import { cn } from '@/client/lib/utils'
import { useAgentZeroStatus, type AgentZeroStatus } from './api/get-status'
import { useInvoke } from './api/invoke'
import { toastInvocationFailed, toastResponse } from './invoke-feedback'
import { quickCommands, type QuickCommand } from './quick-commands'
import { plural } from '@/shared/plural'

const integrityStyles: Record<AgentZeroStatus['codexIntegrity'], string> = {
  intact: 'text-emerald-300',
  compromised: 'text-rose-300',
  unverified: 'text-amber-300',
}

function Figure({
  icon,
  label,
  children,
}: {
  icon: ReactNode
  label: string
  children: ReactNode
}) {
  return (
    <div className="min-w-0 rounded-lg border border-border bg-background/40 p-3 sm:p-4">
      <dt className="flex items-center gap-2 text-xs text-muted-foreground sm:text-sm">
        {icon}
        {label}
      </dt>
      <dd className="mt-2 break-words font-display text-xl font-semibold sm:text-2xl">
        {children}
      </dd>
    </div>
  )
}

/** Observer state, totals, integrity of the latest audit, last activity and quick commands. */
export function StatusTab() {
  const status = useAgentZeroStatus()
  const invoke = useInvoke()
  const resetGate = useAdminOnly('reset Agent Zero')
  const [last, setLast] = useState<{ command: QuickCommand; message: string } | null>(null)
  const data = status.data

  const run = (command: QuickCommand) =>
    invoke.mutate(
      { query: command.query, type: command.type },
      {
        onSuccess: (result) => {
          setLast({ command, message: result.message })
          toastResponse(result.message)
        },
        onError: () => toastInvocationFailed(),
      },
    )

  return (
    <div className="space-y-6">
      {status.isError ? <p className="text-sm text-destructive">{status.error.message}</p> : null}
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4" aria-busy={status.isPending}>
        <Figure icon={<Eye className="size-4 text-primary" aria-hidden />} label="Observer state">
          <span className="flex items-center gap-2 text-emerald-300">
            <span aria-hidden className="size-2 animate-pulse rounded-full bg-emerald-400" />
            {data?.state ?? '…'}
          </span>
        </Figure>
        <Figure
          icon={<Activity className="size-4 text-primary" aria-hidden />}
          label="Total observations"
        >
          {data ? data.totalObservations.toLocaleString() : '…'}
        </Figure>
        <Figure
          icon={<ShieldCheck className="size-4 text-primary" aria-hidden />}
          label="Codex integrity"
        >
          <span className={cn(data && integrityStyles[data.codexIntegrity])}>
            {data?.codexIntegrity ?? '…'}
          </span>
        </Figure>
        <Figure icon={<Clock className="size-4 text-primary" aria-hidden />} label="Last activity">
          <span
            className="text-base sm:text-lg"
            title={data?.lastActivity ? new Date(data.lastActivity).toLocaleString() : undefined}
          >
            {data ? formatTimeAgo(data.lastActivity) : '…'}
          </span>
        </Figure>
      </dl>
      <p className="text-xs text-muted-foreground">
        Integrity is the result of the latest audit: &ldquo;intact&rdquo; only when every check
        passed, &ldquo;unverified&rdquo; before the first audit.
      </p>
      {data ? (
        <p className="text-sm text-muted-foreground">
          Background agents (auto messages, replies, collaborations) made{' '}
          {plural(data.backgroundModelCalls.today, 'model call')} of{' '}
          {data.backgroundModelCalls.limit} allowed today (UTC); past that, and while no model is
          chosen for them, the offline engine writes for them. They pause while no person has used
          the site for 10 minutes
          {data.idlePause.paused
            ? `, and are paused now: ${data.idlePause.lastPersonActivity ? `a person was last here ${formatTimeAgo(data.idlePause.lastPersonActivity)}` : 'nobody has been here yet'}.`
            : '.'}
        </p>
      ) : null}
      <section aria-labelledby="agent-zero-quick-commands">
        <h3 id="agent-zero-quick-commands" className="font-display text-lg font-semibold">
          Quick commands
        </h3>
        <div className="mt-3 grid grid-cols-2 gap-2 lg:grid-cols-4">
          {quickCommands.map((command) => {
            const running = invoke.isPending && invoke.variables?.query === command.query
            const gated = command.type === 'reset'
            return (
              <Button
                key={command.label}
                variant="outline"
                className="h-auto flex-col items-start gap-1 whitespace-normal py-3 text-left"
                disabled={invoke.isPending || (gated && !resetGate.allowed)}
                aria-describedby={gated ? resetGate.describedBy : undefined}
                onClick={() => run(command)}
              >
                <span className="flex items-center gap-2">
                  <command.icon aria-hidden className="text-primary" />
                  {running ? `${command.label}...` : command.label}
                </span>
                <span className="text-xs font-normal text-muted-foreground">
                  {command.type} · &ldquo;{command.query}&rdquo;
                </span>
              </Button>
            )
          })}
        </div>
        <AdminOnlyReason gate={resetGate} className="mt-2" />
      </section>
      {last ? (
        <section
          aria-label="Agent Zero's answer"
          className="rounded-lg border border-primary/30 bg-primary/5 p-4"
        >
          <p className="text-xs font-medium uppercase tracking-wider text-primary">
            {last.command.label}
          </p>
          <Markdown source={last.message} className="mt-2 break-words" />
        </section>
      ) : null}
    </div>
  )
}
