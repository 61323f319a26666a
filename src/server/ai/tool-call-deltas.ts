import type { ToolCall } from './provider'

/** Most calls one reply may make, and the longest arguments one call may have. */
const MAX_CALLS = 64
const MAX_ARGUMENTS = 1_000_000

/**
 * Puts a streamed reply's tool calls together: OpenAI-compatible servers send each call's id
 * and name once, then its JSON arguments in pieces, keyed by `index` (some send whole calls in
 * one delta, without an index). Bounded: a server cannot make it hold more than a reply's worth.
 */
export class ToolCallDeltas {
  private readonly calls = new Map<number, ToolCall>()
  /** Whether any tool call came, asked for or not. */
  seen = false

  push(deltas: unknown[]) {
    for (const [position, raw] of deltas.entries()) {
      if (typeof raw !== 'object' || raw === null) continue
      this.seen = true
      const delta = raw as {
        index?: unknown
        id?: unknown
        function?: { name?: unknown; arguments?: unknown }
      }
      const index =
        typeof delta.index === 'number' && Number.isInteger(delta.index)
          ? delta.index
          : this.calls.size + position
      let call = this.calls.get(index)
      if (!call) {
        if (this.calls.size >= MAX_CALLS) continue
        call = { id: '', type: 'function', function: { name: '', arguments: '' } }
        this.calls.set(index, call)
      }
      if (typeof delta.id === 'string' && delta.id) call.id = delta.id
      // The name comes once (some servers repeat it in every delta: the first one holds).
      if (typeof delta.function?.name === 'string' && !call.function.name)
        call.function.name = delta.function.name
      if (
        typeof delta.function?.arguments === 'string' &&
        call.function.arguments.length < MAX_ARGUMENTS
      )
        call.function.arguments += delta.function.arguments
    }
  }

  /** The whole calls, in index order; a call without a name is dropped, one without an id gets one. */
  done(): ToolCall[] {
    return [...this.calls.entries()]
      .sort(([a], [b]) => a - b)
      .map(([index, call]) => ({ ...call, id: call.id || `call_${index}` }))
      .filter((call) => call.function.name)
  }
}
