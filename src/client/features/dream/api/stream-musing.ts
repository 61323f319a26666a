import { ApiError, errorMessageOf, NETWORK_ERROR_MESSAGE } from '@/client/lib/api-request'
import type { MusingInput } from '@/shared/dream'
import { dreamEndpoints } from '@/shared/endpoints/dream'

/**
 * Asks for one musing and reports its text as it streams; resolves with the theme and the whole
 * text. Errors are ApiErrors with the server's message, like `apiRequest`.
 */
export async function streamMusing(
  input: MusingInput,
  onText: (text: string) => void,
  signal?: AbortSignal,
): Promise<{ theme: string; text: string }> {
  let response: Response
  try {
    response = await fetch(dreamEndpoints.musing.path, {
      method: dreamEndpoints.musing.method,
      credentials: 'include',
      headers: { 'Content-Type': 'application/json', Accept: 'text/plain' },
      body: JSON.stringify(input),
      signal,
    })
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error
    throw new ApiError(NETWORK_ERROR_MESSAGE, 0)
  }
  if (!response.ok || !response.body)
    throw new ApiError(await errorMessageOf(response), response.status)
  const theme = decodeURIComponent(response.headers.get('x-dream-theme') ?? '')
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader()
  let text = ''
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    text += value
    onText(text)
  }
  return { theme, text }
}
