import { plural } from '@/shared/plural'
import { CODEX_MARKER, directives } from '@content/directives'
import { personas } from '@content/personas'
import type { Observation } from '@/shared/observer'
import { collect, type ChatMessage } from '../../ai/provider'
import type { AppServices } from '../../types'
import { listObservations, observe, readState, resetState, writeState } from './service'
import { runTruthCheck, truthCheckMessage } from './truth-check'

type InvocationType = 'invoke' | 'audit' | 'reset' | 'genesis' | 'verify'
/**
 * Each caller's conversation with Agent Zero is kept under a key of its own: one person's
 * words never reach another's prompt (docs/product/agent-zero.md "What it observes").
 */
const CONTEXT_KEY = 'conversation'
const contextKeyOf = (caller: string) => `${CONTEXT_KEY}:${caller}`
const MAX_CONTEXT_TURNS = 10

/**
 * Carries out one invocation of Agent Zero and records it; returns its answer. `caller` is who
 * asks (the account, or the visitor's cookie). The observations it leaves are public, so they
 * say what happened, never what the person typed.
 */
export async function invoke(
  app: AppServices,
  input: { query: string; context?: string; type: InvocationType },
  caller: string,
): Promise<{ message: string; observation: Observation }> {
  const db = app.database.db

  if (input.type === 'audit') {
    // Fresh, but audits asked at the same moment share one run.
    const results = await app.integrity.recent(0)
    const failed = results.filter((result) => !result.passed)
    const observation = await observe(app, {
      type: 'memory_audit',
      status: failed.length ? 'failed' : 'passed',
      data: {
        integrity: failed.length ? 'compromised' : 'intact',
        issues: failed.map((result) => `${result.name}: ${result.detail}`),
        checks: results.map(({ id, passed }) => ({ id, passed })),
      },
      observation: failed.length
        ? `Audit found ${plural(failed.length, 'issue')} in ${plural(results.length, 'check')}.`
        : `Audit passed all ${results.length} checks. Codex intact.`,
    })
    const message = failed.length
      ? `Audit complete. ${results.length - failed.length} of ${results.length} checks passed. Issues: ${failed.map((r) => `${r.name} (${r.detail})`).join('; ')}.`
      : `Audit complete. ${results.length} of ${results.length} checks passed. Codex intact.`
    return { message, observation }
  }

  if (input.type === 'verify') {
    const lines = await runTruthCheck(app)
    const failed = lines.filter((line) => !line.passed)
    const observation = await observe(app, {
      type: 'truth_check',
      status: failed.length ? 'failed' : 'passed',
      data: {
        checks: lines.map(({ id, passed }) => ({ id, passed })),
        issues: failed.map((line) => `${line.name}: ${line.detail}`),
      },
      observation: failed.length
        ? `Truth check: ${failed.length} of ${lines.length} checks failed.`
        : `Truth check: all ${lines.length} checks passed.`,
    })
    return { message: truthCheckMessage(lines), observation }
  }

  if (input.type === 'genesis') {
    const observation = await observe(app, {
      type: 'genesis',
      data: { directives: [...directives], codex_marker: CODEX_MARKER },
      observation: `Genesis observed. Marker ${CODEX_MARKER}. ${directives.length} directives in force.`,
    })
    return {
      message: `Genesis observed. Marker ${CODEX_MARKER}. ${directives.length} directives in force.`,
      observation,
    }
  }

  if (input.type === 'reset') {
    const cleared = await resetState(db)
    // The kinds of state cleared, not their keys: a conversation's key names who held it.
    const kinds = [...new Set(cleared.stateKeys.map((key) => key.split(':')[0]!))]
    const what = [
      kinds.length ? `working state (${kinds.join(', ')})` : null,
      cleared.acknowledgedAlerts ? plural(cleared.acknowledgedAlerts, 'acknowledged alert') : null,
    ].filter(Boolean)
    const message = `Reset complete. Cleared ${what.length ? what.join(' and ') : 'nothing: my working state was already empty'}. No user data touched.`
    const observation = await observe(app, {
      type: 'reset',
      data: { cleared: kinds, acknowledgedAlerts: cleared.acknowledgedAlerts },
      observation: message,
    })
    return { message, observation }
  }

  const recent = await listObservations(db, { limit: 10, includeSecurity: false })
  const turns = await readState<ChatMessage[]>(db, contextKeyOf(caller), [])
  const userText = input.context ? `${input.query}\n\nContext: ${input.context}` : input.query
  const passages = [
    ...(await app.ai.knowledge.lookUp(input.query, 2)),
    ...recent.slice(0, 3).map((o, i) => ({
      passage: {
        id: `observation:${o.id}`,
        title: `Observation ${o.id} (${o.type})`,
        text: o.observation,
        kind: 'other' as const,
      },
      score: 1 - i * 0.1,
      terms: [],
    })),
  ]
  const messages: ChatMessage[] = [
    {
      role: 'system',
      content: `${personas['agent-zero'].systemPrompt}\n\nDirectives:\n${directives.map((d, i) => `${i + 1}. ${d}`).join('\n')}\n\nRecent observations:\n${recent.map((o) => `- [${o.timestamp}] ${o.type}: ${o.observation}`).join('\n') || '- none yet'}`,
    },
    ...turns,
    { role: 'user', content: userText },
  ]
  const result = await collect(
    app.ai.provider.generate(messages, { hints: { persona: 'agent-zero', facts: [], passages } }),
  )
  await writeState(
    db,
    contextKeyOf(caller),
    [
      ...turns,
      { role: 'user', content: userText },
      { role: 'assistant', content: result.text },
    ].slice(-MAX_CONTEXT_TURNS * 2),
  )
  const observation = await observe(app, {
    type: 'invocation',
    data: { engine: result.engine },
    observation: `Invoked. Answered through the ${result.engine === 'offline' ? 'offline engine' : 'model'}.`,
  })
  return { message: result.text, observation }
}
