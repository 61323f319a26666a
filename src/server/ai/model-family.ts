/**
 * What a model takes of the request's parameters. OpenAI's o-series and gpt-5 models refuse
 * `max_tokens` (they take `max_completion_tokens`) and any `temperature` or `top_p` but the
 * default (decision 243). Known by name, and learned from a server's 400 `unsupported_parameter`
 * for a model the table does not name.
 */
export interface ModelQuirks {
  /** Sends the reply budget as `max_completion_tokens`. */
  completionTokens: boolean
  /** Sampling settings the model refuses, left out. */
  refused: Set<string>
}

/** o1, o3-mini, o4-mini, gpt-5, gpt-5-mini…, with or without a router's `openai/` prefix. */
const REASONING_FAMILY = /^(?:[\w.-]+\/)?(?:o\d+(?:-[\w.-]+)?|gpt-5(?:[\w.-]*)?)$/i

export function quirksOf(model: string): ModelQuirks {
  return REASONING_FAMILY.test(model)
    ? { completionTokens: true, refused: new Set(['temperature', 'top_p']) }
    : { completionTokens: false, refused: new Set() }
}

/** The body's parameters as this model takes them. */
export function applyQuirks(
  body: Record<string, unknown>,
  quirks: ModelQuirks,
): Record<string, unknown> {
  const out = { ...body }
  if (quirks.completionTokens && out.max_tokens !== undefined) {
    out.max_completion_tokens = out.max_tokens
    delete out.max_tokens
  }
  for (const name of quirks.refused) delete out[name]
  return out
}

/**
 * Learns from a server's refusal of one parameter (`{ error: { code: "unsupported_parameter",
 * param: "max_tokens" } }`, OpenAI's shape): true when the request should be sent again.
 */
export function learnRefusal(
  error: { code?: unknown; param?: unknown; message?: unknown } | undefined,
  quirks: ModelQuirks,
  sent: Record<string, unknown>,
): boolean {
  if (!error) return false
  const code = typeof error.code === 'string' ? error.code : ''
  if (code !== 'unsupported_parameter' && code !== 'unsupported_value') return false
  const param =
    typeof error.param === 'string'
      ? error.param
      : /'(\w+)'/.exec(typeof error.message === 'string' ? error.message : '')?.[1]
  if (!param || !(param in sent)) return false
  if (param === 'max_tokens') {
    if (quirks.completionTokens) return false
    quirks.completionTokens = true
    return true
  }
  if (param === 'max_completion_tokens' || quirks.refused.has(param)) return false
  quirks.refused.add(param)
  return true
}
