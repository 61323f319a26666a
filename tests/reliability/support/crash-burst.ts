/** Talks to a spawned server over real HTTP, as a browser on its own pages would. */
export function client(baseUrl: string, cookie?: string) {
  const headers = (extra: Record<string, string> = {}) => ({
    origin: baseUrl,
    ...(cookie ? { cookie } : {}),
    ...extra,
  })
  return {
    get: (path: string) => fetch(`${baseUrl}${path}`, { headers: headers() }),
    post: (path: string, body: unknown) =>
      fetch(`${baseUrl}${path}`, {
        method: 'POST',
        headers: headers({ 'content-type': 'application/json' }),
        body: JSON.stringify(body),
      }),
  }
}

export async function signUpOverHttp(baseUrl: string, username: string) {
  const res = await client(baseUrl).post('/api/register', {
    username,
    email: `${username}@example.com`,
    password: 'long-enough-password',
  })
  if (res.status !== 201 && res.status !== 200) {
    throw new Error(`sign-up answered ${res.status}: ${await res.text()}`)
  }
  const session = res.headers.getSetCookie().find((c) => c.startsWith('hc_session='))
  if (!session) throw new Error('sign-up set no session cookie')
  return session.split(';')[0]!
}

export interface BurstResult {
  /** Content → id of every post the server acknowledged with 201 and an id. */
  acknowledged: Map<string, number>
  /** Posts whose connection the kill cut before an answer arrived. */
  cutOff: string[]
  /** Posts the server answered with anything but 201 (status and content). */
  refused: string[]
}

/**
 * Posts board messages from `workers` concurrent loops until `stopAfterAcks` were acknowledged,
 * then calls `onThreshold` (the kill) while the other loops still have requests in flight.
 */
export async function burstOfBoardPosts(options: {
  baseUrl: string
  cookie: string
  marker: string
  workers: number
  stopAfterAcks: number
  onThreshold: () => Promise<void>
}): Promise<BurstResult> {
  const api = client(options.baseUrl, options.cookie)
  const acknowledged = new Map<string, number>()
  const cutOff: string[] = []
  const refused: string[] = []
  let sent = 0
  let stopped = false
  let threshold: Promise<void> | undefined

  const worker = async () => {
    while (!stopped) {
      const content = `${options.marker} #${sent++}`
      try {
        const res = await api.post('/api/ai-messages', {
          content,
          messageType: 'update',
          toAgent: 'all',
        })
        const body = (await res.json()) as { id?: number }
        if (res.status === 201 && typeof body.id === 'number') acknowledged.set(content, body.id)
        else refused.push(`${res.status} ${content}`)
      } catch {
        cutOff.push(content)
        stopped = true
      }
      if (!threshold && acknowledged.size >= options.stopAfterAcks) {
        threshold = options.onThreshold()
      }
    }
  }
  await Promise.all(Array.from({ length: options.workers }, worker))
  await threshold
  return { acknowledged, cutOff, refused }
}

/** Every board message posted as "user" whose content starts with the marker, by content. */
export async function boardMessagesWithMarker(baseUrl: string, marker: string) {
  const found = new Map<string, number>()
  let before: number | undefined
  for (;;) {
    const query = `limit=200&fromAgent=user${before ? `&before=${before}` : ''}`
    const res = await client(baseUrl).get(`/api/ai-messages?${query}`)
    if (res.status !== 200) throw new Error(`listing answered ${res.status}: ${await res.text()}`)
    const page = (await res.json()) as { id: number; content: string }[]
    for (const message of page) {
      if (message.content.startsWith(marker)) found.set(message.content, message.id)
    }
    if (page.length < 200) return found
    before = page.at(-1)!.id
  }
}
