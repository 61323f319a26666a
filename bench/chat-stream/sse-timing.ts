import { performance } from 'node:perf_hooks'
import { now } from './fake-model'

export interface Timing {
  /** Request sent → first token (a content delta upstream, a `chunk` event from us). */
  ttft: number
  /**
   * CPU time this process spent from sending to the first token: the same work as `ttft`
   * without the waits for a busy machine's cores, so it compares runs at different loads.
   */
  cpuToFirst: number
  total: number
  text: string
  /** When the request was sent and when its first token came, as `now()`. */
  sentAt: number
  firstTokenAt: number
}

/** Reads an SSE body until it ends, noting when the first token arrives. */
export async function timeStream(
  url: string,
  init: RequestInit,
  isToken: (block: string) => string | null,
): Promise<Timing> {
  const sentAt = now()
  const started = performance.now()
  const cpuStarted = process.cpuUsage()
  const response = await fetch(url, init)
  if (!response.ok || !response.body) throw new Error(`${url}: HTTP ${response.status}`)
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader()
  let buffer = ''
  let ttft = NaN
  let cpuToFirst = NaN
  let firstTokenAt = NaN
  let text = ''
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    buffer += value
    let boundary: number
    while ((boundary = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, boundary)
      buffer = buffer.slice(boundary + 2)
      if (block.startsWith('event: error')) throw new Error(block)
      const token = isToken(block)
      if (token === null) continue
      if (Number.isNaN(ttft)) {
        ttft = performance.now() - started
        firstTokenAt = now()
        const cpu = process.cpuUsage(cpuStarted)
        cpuToFirst = (cpu.user + cpu.system) / 1000
      }
      text += token
    }
  }
  return { ttft, cpuToFirst, total: performance.now() - started, text, sentAt, firstTokenAt }
}

export const upstreamToken = (block: string) => {
  const data = block.startsWith('data: ') ? block.slice(6) : ''
  if (!data || data === '[DONE]') return null
  const parsed = JSON.parse(data) as { choices?: { delta?: { content?: string } }[] }
  return parsed.choices?.[0]?.delta?.content ?? null
}
export const ourToken = (block: string) => {
  if (!block.startsWith('event: chunk\n')) return null
  return (JSON.parse(block.slice(block.indexOf('data: ') + 6)) as { text: string }).text
}
