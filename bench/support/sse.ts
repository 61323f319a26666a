import http from 'node:http'

export interface SseClient {
  /** Resolves once the stream's first bytes (the `retry:` line) have arrived. */
  ready: Promise<void>
  close(): void
}

/**
 * One `/api/events` subscriber on its own connection (node:http, lighter than fetch for a
 * thousand of them); `onEvent` gets each event block as it arrives.
 */
export function openSse(baseUrl: string, onEvent: (block: string) => void): SseClient {
  let request: http.ClientRequest
  const ready = new Promise<void>((resolve, reject) => {
    request = http.get(`${baseUrl}/api/events`, { agent: false }, (res) => {
      if (res.statusCode !== 200) return reject(new Error(`/api/events: HTTP ${res.statusCode}`))
      res.setEncoding('utf8')
      let buffer = ''
      res.on('data', (chunk: string) => {
        resolve()
        buffer += chunk
        let end: number
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          onEvent(buffer.slice(0, end))
          buffer = buffer.slice(end + 2)
        }
      })
      res.on('error', () => {})
    })
    request.on('error', reject)
  })
  return { ready, close: () => request.destroy() }
}

/** Opens `count` subscribers, `batch` at a time so the listen backlog never overflows. */
export async function openSseClients(
  baseUrl: string,
  count: number,
  onEvent: (block: string) => void,
  batch = 100,
): Promise<SseClient[]> {
  const clients: SseClient[] = []
  for (let i = 0; i < count; i += batch) {
    const opened = Array.from({ length: Math.min(batch, count - i) }, () =>
      openSse(baseUrl, onEvent),
    )
    clients.push(...opened)
    await Promise.all(opened.map((client) => client.ready))
  }
  return clients
}

/** The value of a Prometheus line on `/metrics`. */
export async function metric(baseUrl: string, name: string): Promise<number> {
  const text = await (await fetch(`${baseUrl}/metrics`)).text()
  return Number(new RegExp(`^${name} ([\\d.e+]+)$`, 'm').exec(text)?.[1] ?? NaN)
}
