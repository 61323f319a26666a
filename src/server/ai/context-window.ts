/**
 * The context window an Ollama server gives a model (`/api/show`): the `num_ctx` it was set up
 * with, else the model's own context length. Null when the server is not Ollama or does not say.
 */
export async function ollamaContextWindow(
  baseUrl: string,
  model: string,
  timeoutMs: number,
): Promise<number | null> {
  const origin = new URL(baseUrl).origin
  try {
    const response = await fetch(`${origin}/api/show`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ model }),
      signal: AbortSignal.timeout(timeoutMs),
    })
    if (!response.ok) return null
    const details = (await response.json()) as {
      parameters?: unknown
      model_info?: Record<string, unknown>
    }
    const numCtx = /(?:^|\n)\s*num_ctx\s+(\d+)/.exec(String(details.parameters ?? ''))?.[1]
    if (numCtx) return Number(numCtx)
    const length = Object.entries(details.model_info ?? {}).find(([key]) =>
      key.endsWith('.context_length'),
    )?.[1]
    return typeof length === 'number' && length > 0 ? length : null
  } catch {
    return null
  }
}
