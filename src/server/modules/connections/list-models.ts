import type { ModelConnection } from '../../ai/model-router'
import type { ConnectionTest } from '@/shared/model-connections'

const MAX_MODELS = 500

/**
 * Asks a connection for its models (`GET <baseUrl>/models`, OpenAI's list) within `timeoutMs`:
 * whether it answered, how fast, and the model ids, or a clear error.
 */
export async function listModels(
  connection: Pick<ModelConnection, 'baseUrl' | 'apiKey'>,
  timeoutMs: number,
): Promise<ConnectionTest> {
  const started = performance.now()
  const host = new URL(connection.baseUrl).host
  const failed = (error: string): ConnectionTest => ({
    reachable: false,
    latencyMs: null,
    models: [],
    error,
  })
  let response: Response
  try {
    response = await fetch(`${connection.baseUrl.replace(/\/+$/, '')}/models`, {
      headers: connection.apiKey ? { authorization: `Bearer ${connection.apiKey}` } : {},
      signal: AbortSignal.timeout(timeoutMs),
      redirect: 'error',
    })
  } catch (error) {
    return failed(
      (error as Error).name === 'TimeoutError'
        ? `${host} did not answer within ${timeoutMs} ms.`
        : `${host} cannot be reached.`,
    )
  }
  const latencyMs = Math.round(performance.now() - started)
  if (response.status === 401 || response.status === 403) {
    await response.body?.cancel()
    return failed(`${host} refused the API key (HTTP ${response.status}).`)
  }
  if (!response.ok) {
    await response.body?.cancel()
    return failed(`${host} answered HTTP ${response.status} for its model list.`)
  }
  let payload: unknown
  try {
    payload = await response.json()
  } catch {
    return failed(`${host} answered something other than an OpenAI model list.`)
  }
  const data = (payload as { data?: unknown }).data
  if (!Array.isArray(data))
    return failed(`${host} answered something other than an OpenAI model list.`)
  const models = data
    .map((entry) => (entry as { id?: unknown }).id)
    .filter((id): id is string => typeof id === 'string' && id.length > 0 && id.length <= 200)
    .sort()
    .slice(0, MAX_MODELS)
  return { reachable: true, latencyMs, models, error: null }
}
