import { Zap } from 'lucide-react'
import { useState, type FormEvent } from 'react'
import { AdminOnlyReason, useAdminOnly } from '@/client/components/admin-only'
import { Markdown } from '@/client/components/markdown'
import { Button } from '@/client/components/ui/button'
import { Input } from '@/client/components/ui/input'
import { Label } from '@/client/components/ui/label'
import { Textarea } from '@/client/components/ui/textarea'
import { cn } from '@/client/lib/utils'
import { INVOCATION_TYPES } from '@/shared/observer'
import { useInvoke, type InvokeResult } from './api/invoke'
import { toastInvocationFailed, toastResponse } from './invoke-feedback'
import type { InvocationType } from './quick-commands'
import { typeLabel } from './labels'

const MAX_TEXT = 2000

const typeHints: Record<InvocationType, string> = {
  invoke: 'Ask a question; Agent Zero answers from its recent observations.',
  audit: 'Runs every integrity check and reports what it found.',
  reset: "Clears Agent Zero's own working state. Never user data.",
  genesis: 'Records the genesis observation with the directives and the codex marker.',
  verify: 'Truth Check: runs the live checks now and reports each one with its status.',
}

/** Type buttons (default invoke), a query and an optional context (docs/product/agent-zero.md). */
export function InvokeTab() {
  const invoke = useInvoke()
  const resetGate = useAdminOnly('reset Agent Zero')
  const [type, setType] = useState<InvocationType>('invoke')
  const [query, setQuery] = useState('')
  const [context, setContext] = useState('')
  const [answer, setAnswer] = useState<(InvokeResult & { type: InvocationType }) | null>(null)
  const trimmed = query.trim()
  const refused = type === 'reset' && !resetGate.allowed

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!trimmed || invoke.isPending || refused) return
    invoke.mutate(
      { query: trimmed, type, ...(context.trim() ? { context: context.trim() } : {}) },
      {
        onSuccess: (result) => {
          setAnswer({ ...result, type })
          setQuery('')
          toastResponse(result.message)
        },
        onError: () => toastInvocationFailed(),
      },
    )
  }

  return (
    <div className="space-y-5">
      <form onSubmit={submit} className="space-y-4" aria-label="Invoke Agent Zero">
        <fieldset>
          <legend className="text-sm font-medium">Invocation type</legend>
          <div className="mt-2 flex flex-wrap gap-2">
            {INVOCATION_TYPES.map((option) => (
              <Button
                key={option}
                type="button"
                size="sm"
                variant={type === option ? 'default' : 'outline'}
                aria-pressed={type === option}
                onClick={() => setType(option)}
              >
                {option}
              </Button>
            ))}
          </div>
          <p className="mt-2 text-xs text-muted-foreground">{typeHints[type]}</p>
        </fieldset>
        <div className="space-y-2">
          <Label htmlFor="agent-zero-query">Query</Label>
          <Input
            id="agent-zero-query"
            value={query}
            maxLength={MAX_TEXT}
            placeholder="What should Agent Zero look at?"
            onChange={(event) => setQuery(event.target.value)}
          />
        </div>
        <div className="space-y-2">
          <Label htmlFor="agent-zero-context">Context (optional)</Label>
          <Textarea
            id="agent-zero-context"
            value={context}
            maxLength={MAX_TEXT}
            rows={3}
            placeholder="Anything Agent Zero should know"
            onChange={(event) => setContext(event.target.value)}
          />
        </div>
        <div className="space-y-2">
          <Button
            type="submit"
            disabled={!trimmed || invoke.isPending || refused}
            aria-describedby={type === 'reset' ? resetGate.describedBy : undefined}
          >
            <Zap aria-hidden />
            {invoke.isPending ? 'Invoking...' : 'Invoke Agent Zero'}
          </Button>
          {type === 'reset' ? <AdminOnlyReason gate={resetGate} /> : null}
        </div>
      </form>
      {answer ? (
        <section
          aria-label="Invocation result"
          className={cn(
            'rounded-lg border p-4',
            answer.observation.status === 'failed'
              ? 'border-rose-400/40 bg-rose-500/5'
              : 'border-primary/30 bg-primary/5',
          )}
        >
          <p className="text-xs font-medium uppercase tracking-wider text-primary">
            {answer.type} · recorded as {typeLabel(answer.observation.type).toLowerCase()} #
            {answer.observation.id}
          </p>
          <Markdown source={answer.message} className="mt-2 break-words" />
        </section>
      ) : null}
    </div>
  )
}
