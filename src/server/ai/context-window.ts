/**
 * What Ollama runs a model at when nothing says otherwise: its OpenAI-compatible endpoint takes
 * no `num_ctx`, and a longer prompt is cut from the start without a word (decision 242).
 */
export const OLLAMA_DEFAULT_CONTEXT = 4_096

/** The window an Ollama server really gives a model, and whether it said so or we assumed. */
export interface ServerWindow {
  tokens: number
  /** `ps`: the loaded model's context; `num_ctx`: its Modelfile; `default`: Ollama's default. */
  source: 'ps' | 'num_ctx' | 'default'
}

const sameModel = (a: string, b: string) =>
  a === b || a.replace(/:latest$/, '') === b.replace(/:latest$/, '')

async function askJson(url: string, init: RequestInit, timeoutMs: number): Promise<unknown> {
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) })
  if (!response.ok) throw new Error(`HTTP ${response.status}`)
  return response.json()
}

/**
 * The context an Ollama server really runs `model` at (decision 242): the loaded model's
 * `context_length` (`/api/ps`), else the `num_ctx` of its Modelfile (`/api/show`), else Ollama's
 * default; never more than the model was trained for. Null when the server is not Ollama.
 */
export async function ollamaContextWindow(
  baseUrl: string,
  model: string,
  timeoutMs: number,
): Promise<ServerWindow | null> {
  const origin = new URL(baseUrl).origin
  let details: { parameters?: unknown; model_info?: Record<string, unknown> }
  try {
    details = (await askJson(
      `${origin}/api/show`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ model }),
      },
      timeoutMs,
    )) as typeof details
  } catch {
    return null
  }
  if (typeof details !== 'object' || details === null) return null
  const trainedValue = Object.entries(details.model_info ?? {}).find(([key]) =>
    key.endsWith('.context_length'),
  )?.[1]
  const trained = typeof trainedValue === 'number' && trainedValue > 0 ? trainedValue : Infinity
  const cap = (tokens: number, source: ServerWindow['source']): ServerWindow => ({
    tokens: Math.min(tokens, trained),
    source,
  })
  const running = await askJson(`${origin}/api/ps`, { method: 'GET' }, timeoutMs).catch(() => null)
  const loaded = (running as { models?: unknown } | null)?.models
  if (Array.isArray(loaded)) {
    const entry = loaded.find(
      (item: { name?: unknown; model?: unknown }) =>
        (typeof item?.name === 'string' && sameModel(item.name, model)) ||
        (typeof item?.model === 'string' && sameModel(item.model, model)),
    ) as { context_length?: unknown } | undefined
    if (typeof entry?.context_length === 'number' && entry.context_length > 0)
      return cap(entry.context_length, 'ps')
  }
  const numCtx = /(?:^|\n)\s*num_ctx\s+(\d+)/.exec(String(details.parameters ?? ''))?.[1]
  if (numCtx && Number(numCtx) > 0) return cap(Number(numCtx), 'num_ctx')
  return cap(OLLAMA_DEFAULT_CONTEXT, 'default')
}
