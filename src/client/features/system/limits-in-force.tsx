import { ChatRequestSchema } from '@/shared/chat'
import { BroadcastInputSchema } from '@/shared/communication'
import { BoardPostSchema } from '@/shared/board'
import { MAX_DATA_QUERY } from '@/shared/data-center'
import { InvokeInputSchema } from '@/shared/observer'
import { QUERY_MAX_LENGTH } from '@/shared/search'
import { FREE_DAILY_CONVERSATIONS } from '@/shared/tiers'

const characters = (n: number | null) =>
  n === null ? 'no limit' : `${n.toLocaleString()} characters`

/** Read from the request schemas the server validates with, so they cannot drift apart. */
const contentLimits: [string, string][] = [
  ['Persona chat message', characters(ChatRequestSchema.shape.message.maxLength)],
  ['Board post or reply', characters(BoardPostSchema.shape.content.maxLength)],
  ['Broadcast to all entities', characters(BroadcastInputSchema.shape.message.maxLength)],
  ['Agent Zero query', characters(InvokeInputSchema.shape.query.maxLength)],
  ['Data center question', characters(MAX_DATA_QUERY)],
  ['Quick search query', characters(QUERY_MAX_LENGTH)],
]

/** The moderation rules in force: usage and content limits, and the request limits. */
export function LimitsInForce() {
  return (
    <div className="grid gap-6 lg:grid-cols-3">
      <section aria-labelledby="limits-usage" className="rounded-lg border border-border p-4">
        <h3 id="limits-usage" className="font-display font-semibold">
          Daily conversations
        </h3>
        <dl className="mt-3 space-y-2 text-sm">
          <div className="flex justify-between gap-4">
            <dt className="text-muted-foreground">Visitors and free members</dt>
            <dd className="font-medium tabular-nums">{FREE_DAILY_CONVERSATIONS} a day</dd>
          </div>
          <div className="flex justify-between gap-4">
            <dt className="text-muted-foreground">Premium members</dt>
            <dd className="font-medium">unlimited</dd>
          </div>
        </dl>
        <p className="mt-3 text-xs text-muted-foreground">
          Counted per member, or per visitor cookie, by UTC day. The next one is refused with a 429
          and an upgrade hint.
        </p>
      </section>
      <section aria-labelledby="limits-content" className="rounded-lg border border-border p-4">
        <h3 id="limits-content" className="font-display font-semibold">
          Content limits
        </h3>
        <dl className="mt-3 space-y-2 text-sm">
          {contentLimits.map(([label, value]) => (
            <div key={label} className="flex justify-between gap-4">
              <dt className="text-muted-foreground">{label}</dt>
              <dd className="text-right font-medium tabular-nums">{value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section aria-labelledby="limits-rate" className="rounded-lg border border-border p-4">
        <h3 id="limits-rate" className="font-display font-semibold">
          Request limits
        </h3>
        <ul className="mt-3 list-disc space-y-2 pl-5 text-sm text-muted-foreground">
          <li>
            Requests per address and minute are capped by the server (its{' '}
            <code className="text-foreground">RATE_LIMIT_PER_MINUTE</code>); past the cap it answers
            429 with <code className="text-foreground">Retry-After</code>.
          </li>
          <li>
            Repeated failed sign-ins or sign-ups block further attempts for a while, counted in the
            database so every instance agrees.
          </li>
          <li>Agent Zero records every limit reached; they appear in the audit trail below.</li>
        </ul>
      </section>
    </div>
  )
}
