import type { TestApp } from './build-test-app'

/** Signs a new user up (optionally premium) and returns the session cookie header. */
export async function signUp(t: TestApp, username: string, premium = false) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/register',
    payload: { username, email: `${username}@example.com`, password: 'long-enough-password' },
  })
  if (res.statusCode !== 201)
    throw new Error(`sign-up of ${username}: ${res.statusCode} ${res.body}`)
  const cookie = `hc_session=${res.cookies.find((c) => c.name === 'hc_session')!.value}`
  if (premium)
    await t.app.inject({ method: 'POST', url: '/api/upgrade-premium', headers: { cookie } })
  return { cookie, user: res.json().user as { id: number; role: 'member' | 'admin' } }
}

/** A fresh anonymous visitor's cookie header. */
export async function visitorCookie(t: TestApp) {
  const res = await t.app.inject({ url: '/api/usage' })
  return `hc_visitor=${res.cookies.find((c) => c.name === 'hc_visitor')!.value}`
}

/** Parses a Server-Sent Events body into its events. */
export function parseSse(body: string): { event: string; data: unknown }[] {
  return body
    .split('\n\n')
    .filter((block) => block.trim())
    .map((block) => {
      const event = /^event: (.*)$/m.exec(block)?.[1] ?? 'message'
      const data = /^data: (.*)$/m.exec(block)?.[1] ?? 'null'
      return { event, data: JSON.parse(data) }
    })
}

/** Opens an SSE stream and collects events until `count` arrived (or the timeout). */
export async function collectEvents(
  url: string,
  count: number,
  options: {
    headers?: Record<string, string>
    timeoutMs?: number
    onOpen?: () => void | Promise<void>
  } = {},
) {
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(), options.timeoutMs ?? 5000)
  const events: { id: number; event: string; data: unknown }[] = []
  try {
    const res = await fetch(url, {
      headers: { accept: 'text/event-stream', ...options.headers },
      signal: controller.signal,
    })
    const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader()
    let buffer = ''
    let opened = false
    while (events.length < count) {
      const { value, done } = await reader.read()
      if (done) break
      buffer += value
      if (!opened) {
        opened = true
        await options.onOpen?.()
      }
      let end: number
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, end)
        buffer = buffer.slice(end + 2)
        const id = /^id: (\d+)$/m.exec(block)?.[1]
        const event = /^event: (.*)$/m.exec(block)?.[1]
        const data = /^data: (.*)$/m.exec(block)?.[1]
        if (id && event && data) events.push({ id: Number(id), event, data: JSON.parse(data) })
      }
    }
  } catch (error) {
    if (!controller.signal.aborted) throw error
  } finally {
    clearTimeout(timer)
    controller.abort()
  }
  return events
}

/**
 * The passages the AI engine finds for a question: its resident knowledge with the notes looked
 * up for that question, as a chat turn consults them.
 */
export async function knowledgeSearch(t: TestApp, query: string, readerId: number | null = null) {
  return t.app.ai.knowledge.lookUp(query, 3, readerId)
}
