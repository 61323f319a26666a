import net from 'node:net'

export interface RawResponse {
  status: number
  headers: Record<string, string>
  body: string
}

/**
 * Sends one HTTP/1.1 request exactly as written (request target, Host and all), which `fetch`
 * would normalise first: dot segments, absolute-form targets, a foreign Host.
 */
export function rawRequest(
  port: number,
  request: {
    method: string
    target: string
    headers?: Record<string, string>
    body?: string
    /**
     * Keeps the sending side open after what was written, as a client still sending a body
     * it declared does: a half-closed socket is a body cut short, which Node's parser answers
     * with its own 400 if it reads the end before the app has answered.
     */
    keepOpen?: boolean
  },
): Promise<RawResponse> {
  const body = request.body ?? ''
  const headers = {
    host: `127.0.0.1:${port}`,
    connection: 'close',
    'content-length': String(Buffer.byteLength(body)),
    ...(body ? { 'content-type': 'application/json' } : {}),
    ...request.headers,
  }
  const head = [
    `${request.method} ${request.target} HTTP/1.1`,
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
  ].join('\r\n')
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      const text = `${head}\r\n\r\n${body}`
      if (request.keepOpen) socket.write(text)
      else socket.end(text)
    })
    // A kept-open request the server never answers and closes ends here.
    if (request.keepOpen) socket.setTimeout(20_000, () => socket.destroy())
    const chunks: Buffer[] = []
    socket.on('data', (chunk: Buffer) => chunks.push(chunk))
    socket.on('error', reject)
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8')
      const split = text.indexOf('\r\n\r\n')
      const [statusLine = '', ...lines] = text.slice(0, split).split('\r\n')
      const parsed: Record<string, string> = {}
      for (const line of lines) {
        const colon = line.indexOf(':')
        parsed[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim()
      }
      resolve({
        status: Number(statusLine.split(' ')[1] ?? 0),
        headers: parsed,
        body: text.slice(split + 4),
      })
    })
  })
}
