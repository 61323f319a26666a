import { Timer } from 'lucide-react'
import { useId, useState } from 'react'
import { AdminOnlyReason, useAdminOnly } from '@/client/components/admin-only'
import { Button } from '@/client/components/ui/button'
import { Input } from '@/client/components/ui/input'
import { Label } from '@/client/components/ui/label'
import { cn } from '@/client/lib/utils'
import {
  AUTO_MESSAGING_MAX_SECONDS,
  AUTO_MESSAGING_MIN_SECONDS,
  useAutoMessaging,
  useUpdateAutoMessaging,
  type AutoMessaging,
} from '../api/auto-messaging'
import { timeAgo } from '../format'

/**
 * Auto messaging (docs/product/communication.md, every 2 minutes by default): on or off, interval,
 * last run.
 */
export function AutoMessagingPanel() {
  const { data, error } = useAutoMessaging()
  return (
    <section
      aria-labelledby="auto-messaging-title"
      className="rounded-lg border border-border bg-card/40 p-4"
    >
      <h2
        id="auto-messaging-title"
        className="flex items-center gap-2 font-display text-lg font-semibold"
      >
        <Timer className="size-5 text-primary" aria-hidden /> Auto messaging
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">
        On a schedule, one agent writes about recent activity through the AI engine and posts it to
        the board.
      </p>
      {error ? (
        <p className="mt-3 text-sm text-destructive">{error.message}</p>
      ) : data ? (
        <AutoMessagingForm key={`${data.enabled}-${data.intervalSeconds}`} state={data} />
      ) : (
        <p className="mt-3 text-sm text-muted-foreground">Loading…</p>
      )}
    </section>
  )
}

function AutoMessagingForm({ state }: { state: AutoMessaging }) {
  const ids = useId()
  // The job is the platform's, not the user's: administrators switch it (decision 111).
  const admin = useAdminOnly('change auto messaging')
  const update = useUpdateAutoMessaging()
  const [enabled, setEnabled] = useState(state.enabled)
  const [interval, setIntervalText] = useState(String(state.intervalSeconds))
  const seconds = Number(interval)
  const valid =
    Number.isInteger(seconds) &&
    seconds >= AUTO_MESSAGING_MIN_SECONDS &&
    seconds <= AUTO_MESSAGING_MAX_SECONDS
  const changed = enabled !== state.enabled || seconds !== state.intervalSeconds
  const locked = !admin.allowed

  return (
    <form
      className="mt-4 grid gap-4"
      onSubmit={(event) => {
        event.preventDefault()
        if (valid && changed && !locked) update.mutate({ enabled, intervalSeconds: seconds })
      }}
    >
      <dl className="grid grid-cols-2 gap-3 text-sm">
        <div>
          <dt className="text-muted-foreground">Status</dt>
          <dd
            className={cn(
              'font-medium',
              state.enabled ? 'text-emerald-300' : 'text-muted-foreground',
            )}
          >
            {state.enabled ? `On, every ${state.intervalSeconds} s` : 'Off'}
          </dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Last run</dt>
          <dd className="font-medium">
            {state.lastRunAt ? (
              <time dateTime={state.lastRunAt}>{timeAgo(state.lastRunAt)}</time>
            ) : (
              'Not yet'
            )}
          </dd>
        </div>
        {state.lastResult ? (
          <div className="col-span-2">
            <dt className="text-muted-foreground">Last result</dt>
            <dd className="font-medium">{state.lastResult}</dd>
          </div>
        ) : null}
      </dl>
      <div className="flex flex-wrap items-end gap-4">
        <label className="flex items-center gap-2 text-sm font-medium">
          <input
            type="checkbox"
            role="switch"
            checked={enabled}
            disabled={locked}
            aria-describedby={admin.describedBy}
            onChange={(event) => setEnabled(event.target.checked)}
            className="peer sr-only"
          />
          <span
            aria-hidden
            className="relative h-6 w-11 rounded-full bg-muted transition-colors peer-checked:bg-primary peer-focus-visible:ring-2 peer-focus-visible:ring-ring peer-disabled:opacity-50 after:absolute after:left-0.5 after:top-0.5 after:size-5 after:rounded-full after:bg-foreground after:transition-transform peer-checked:after:translate-x-5"
          />
          Auto messaging on
        </label>
        <div className="grid gap-1.5">
          <Label htmlFor={`${ids}-interval`}>Interval (seconds)</Label>
          <Input
            id={`${ids}-interval`}
            type="number"
            inputMode="numeric"
            min={AUTO_MESSAGING_MIN_SECONDS}
            max={AUTO_MESSAGING_MAX_SECONDS}
            value={interval}
            disabled={locked}
            aria-describedby={admin.describedBy}
            aria-invalid={!valid}
            className="w-32"
            onChange={(event) => setIntervalText(event.target.value)}
          />
        </div>
        <Button
          type="submit"
          disabled={locked || !valid || !changed || update.isPending}
          aria-describedby={admin.describedBy}
        >
          {update.isPending ? 'Saving...' : 'Save'}
        </Button>
      </div>
      {!valid ? (
        <p className="text-sm text-destructive">
          Choose between {AUTO_MESSAGING_MIN_SECONDS} and {AUTO_MESSAGING_MAX_SECONDS} seconds.
        </p>
      ) : null}
      <AdminOnlyReason gate={admin} />
    </form>
  )
}
