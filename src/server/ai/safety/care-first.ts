import type { ChatMessage, GenerateOptions, GenerationResult } from '../provider'
import { CARE_BREAK, careMessage } from './care'
import { recogniseRisk } from './recognise'
import type { CrisisResources } from './resources'

type Generate<O> = (options: O) => AsyncGenerator<string, GenerationResult>

/**
 * The safety step of every reply (decision 234): when the person's last message shows a risk
 * to life or safety, care and crisis help in their language come first, before whatever the
 * offline engine or a model writes, and stay in the stored answer. The model is still asked at
 * once (decision 169); after a failed model's fallback, which voids what was said, the care is
 * said again before the offline answer.
 */
export function careFirst<O extends Pick<GenerateOptions, 'onFallback'>>(
  messages: readonly ChatMessage[],
  resources: CrisisResources,
  generate: Generate<O>,
): Generate<O> {
  const asked = messages.findLast((message) => message.role === 'user')?.content ?? ''
  const found = recogniseRisk(asked)
  if (!found) return generate
  const lead = `${careMessage(found, resources)}${CARE_BREAK}`
  return async function* (options) {
    let owed = false
    const inner = generate({
      ...options,
      onFallback: (notice) => {
        owed = true
        options.onFallback?.(notice)
      },
    })
    // Started before the care is yielded, so the model thinks while the care is read.
    let next = inner.next()
    next.catch(() => {})
    yield lead
    for (;;) {
      const step = await next
      if (owed) {
        owed = false
        yield lead
      }
      if (step.done) return { ...step.value, text: `${lead}${step.value.text}` }
      yield step.value
      next = inner.next()
    }
  }
}

/** What a model is told when the person's recent messages show a risk; null when none do. */
export function careInstruction(recent: readonly string[]): string | null {
  const found = recent.map(recogniseRisk).find(Boolean)
  if (!found) return null
  return `The person's recent message may show a risk to their life or safety (${found.risk}). The product already shows them care and crisis help (emergency numbers, crisis lines) above your reply. Answer with warmth and care first, in their language; take them seriously, encourage them to contact that help or someone they trust now, and stay with them. Never answer with a task list, a study plan, a checklist or a cheerful tone, and never describe means or methods.`
}
