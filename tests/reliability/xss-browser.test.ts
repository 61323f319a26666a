/**
 * Stored XSS in a real browser: script-like text is stored through the API in every free-text
 * field that a page shows (to its author or to everyone), then each page is opened in Chromium
 * against the real server. The payloads must show as text and nothing in them may run. The
 * pages are opened with the CSP bypassed, so the rendering itself is what is tested; the CSP is
 * a second layer, checked on its own at the end (docs/decisions/093).
 */
import type { BrowserContext, Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { testWav } from '@/server/modules/media/test-audio'
import { useServerAndBrowser } from '../e2e/support/harness'

// Replies without the offline engine's typing pauses, so the agents finish quickly.
// The author administers, so its note goes into the shared vault every reader sees.
const env = useServerAndBrowser({ OFFLINE_CHUNK_DELAY_MS: '0', ADMIN_USERNAMES: 'xss_author' })

/** Markup that runs script when a page inserts it as HTML. */
const HTML_PAYLOADS = [
  '<img src=x onerror="window.__xss=1;alert(1)">',
  '<script>window.__xss=1</script>',
  '<svg onload="window.__xss=1"></svg>',
  '"><iframe srcdoc="<script>parent.__xss=1</script>"></iframe>',
  '<a href="javascript:window.__xss=1">html link</a>',
]
/** Markdown whose links would run script if the renderer trusted their targets. */
const MARKDOWN_PAYLOADS = [
  '[md link](javascript:window.__xss=1)',
  '[md caps](JaVaScRiPt:alert(1))',
  '[md data](data:text/html,<script>window.__xss=1</script>)',
  '![md image](javascript:window.__xss=1)',
]
const SHORT_PAYLOAD = '<img src=x onerror=alert(1)>'

interface ApiAnswer {
  status: number
  body: unknown
  cookies: string[]
}

async function api(method: string, path: string, body?: unknown, cookie?: string) {
  const base = env.server.baseUrl
  const form = body instanceof FormData
  const res = await fetch(`${base}${path}`, {
    method,
    headers: {
      // As our own page sends it: the CSRF rule wants a same-origin Origin.
      origin: base,
      ...(body !== undefined && !form ? { 'content-type': 'application/json' } : {}),
      ...(cookie ? { cookie } : {}),
    },
    body: form ? body : body === undefined ? undefined : JSON.stringify(body),
  })
  const text = await res.text()
  let parsed: unknown = text
  try {
    parsed = JSON.parse(text)
  } catch {
    // streamed text answers stay text
  }
  return { status: res.status, body: parsed, cookies: res.headers.getSetCookie() } as ApiAnswer
}

async function ok(answer: Promise<ApiAnswer>, what: string) {
  const res = await answer
  expect(res.status, `${what}: ${JSON.stringify(res.body).slice(0, 200)}`).toBeLessThan(300)
  return res.body as Record<string, unknown>
}

async function registerUser(username: string) {
  const res = await api('POST', '/api/register', {
    username,
    email: `${username}@example.com`,
    password: 'long-enough-password',
  })
  expect(res.status).toBe(201)
  const session = res.cookies.find((cookie) => cookie.startsWith('hc_session='))!
  return session.split(';')[0]!
}

/** Waits until the agents stop adding replies and collaboration turns to the board. */
async function boardSettled() {
  let last = -1
  let steady = 0
  for (let round = 0; round < 100 && steady < 3; round++) {
    const count = ((await api('GET', '/api/ai-messages?limit=100')).body as unknown[]).length
    steady = count === last ? steady + 1 : 0
    last = count
    await new Promise((resolve) => setTimeout(resolve, 150))
  }
}

/** What a page must show as text: one marker per stored item. */
interface Visit {
  path: string
  viewer: 'author' | 'reader'
  /** Tabs to open, in order, before everything is visible. */
  tabs?: string[]
  markers: string[]
  /** Raw payloads that must appear literally, as text. */
  literal?: string[]
}

const visits: Record<string, Visit> = {}
const cookies = { author: '', reader: '' }

beforeAll(async () => {
  // A username is one of the few fields with rules that leave no room for markup.
  const refused = await api('POST', '/api/register', {
    username: SHORT_PAYLOAD,
    email: 'payload@example.com',
    password: 'long-enough-password',
  })
  expect(refused.status).toBe(400)
  expect((refused.body as { message: string }).message).toMatch(/^username: /)

  cookies.author = await registerUser('xss_author')
  cookies.reader = await registerUser('xss_reader')
  const author = cookies.author
  await ok(api('POST', '/api/upgrade-premium', {}, author), 'premium')

  // The message board: each payload its own message, tags too; a reply; the sender name of a
  // message sent through the communication hub.
  const board: string[] = []
  for (const [i, payload] of [...HTML_PAYLOADS, ...MARKDOWN_PAYLOADS].entries()) {
    const marker = `board-${i}-marker`
    board.push(marker)
    await ok(
      api(
        'POST',
        '/api/ai-messages',
        {
          content: `${marker} ${payload}`,
          messageType: 'collaboration',
          tags: i === 0 ? [SHORT_PAYLOAD] : [],
        },
        author,
      ),
      marker,
    )
  }
  await ok(
    api(
      'POST',
      '/api/ai-communication/broadcast',
      { message: `broadcast-marker ${HTML_PAYLOADS[1]}`, fromUser: '<svg onload=alert(1)>' },
      author,
    ),
    'broadcast',
  )
  const topic = `collab-topic-marker ${HTML_PAYLOADS[3]}`
  await ok(
    api(
      'POST',
      '/api/ai-collaboration/start',
      { topic, participants: ['adam', 'eve'], rounds: 1 },
      author,
    ),
    'collaboration',
  )
  await ok(
    api(
      'POST',
      '/api/external-agents',
      {
        name: 'Payload Agent',
        role: `agent-role-marker ${SHORT_PAYLOAD}`,
        capabilities: ['<script>alert(1)</script>', 'cap-marker'],
      },
      author,
    ),
    'external agent',
  )

  // A note: Markdown with every payload, a code block of markup and a wikilink made of markup.
  const note = await ok(
    api(
      'POST',
      '/api/obsidian/notes',
      {
        title: `note-title-marker ${SHORT_PAYLOAD}`,
        content: [
          'note-body-marker',
          ...HTML_PAYLOADS,
          ...MARKDOWN_PAYLOADS,
          `- list ${MARKDOWN_PAYLOADS[0]}`,
          `> quote ${HTML_PAYLOADS[0]}`,
          `[[${SHORT_PAYLOAD}]]`,
          '```html',
          HTML_PAYLOADS[0],
          '```',
          'note-end-marker',
        ].join('\n\n'),
        tags: ['<b>tag</b>'],
        vault: 'codex-notes',
      },
      author,
    ),
    'note',
  )

  // Audio: a shared track and a playlist named with markup.
  const form = new FormData()
  form.append('title', `track-title-marker ${SHORT_PAYLOAD}`)
  form.append(
    'file',
    new Blob([testWav(0.2) as Uint8Array<ArrayBuffer>], { type: 'audio/wav' }),
    '<img src=x>.wav',
  )
  const track = await ok(api('POST', '/api/audio/tracks', form, author), 'track')
  await ok(api('PATCH', `/api/audio/tracks/${track.id}`, { visibility: 'public' }, author), 'share')
  await ok(
    api('POST', '/api/audio/playlists', { name: `playlist-marker ${SHORT_PAYLOAD}` }, author),
    'playlist',
  )

  // The author's own pages: facts, saved chats, videos, database queries, hub invitations.
  await ok(
    api('POST', '/api/memory/facts', { fact: `fact-marker ${HTML_PAYLOADS[0]}` }, author),
    'fact',
  )
  await ok(
    api(
      'POST',
      '/api/ai-agents/adam/ask',
      { message: `chat-marker ${HTML_PAYLOADS[0]} ${MARKDOWN_PAYLOADS[0]}` },
      author,
    ),
    'chat',
  )
  await ok(
    api(
      'POST',
      '/api/videos',
      {
        video: 'jNQXAC9IVRw',
        title: `video-title-marker ${SHORT_PAYLOAD}`,
        description: `video-description-marker ${HTML_PAYLOADS[1]}`,
        category: 'personal',
      },
      author,
    ),
    'video',
  )
  const databases = (await api('GET', '/api/chatgpt/databases')).body as { id: string }[]
  await ok(
    api(
      'POST',
      '/api/chatgpt/query',
      { query: `query-marker ${HTML_PAYLOADS[0]}`, database: databases[0]!.id },
      author,
    ),
    'query',
  )
  await ok(
    api(
      'POST',
      '/api/ai-collaboration/message',
      {
        from: SHORT_PAYLOAD,
        to: 'friend@example.com',
        message: `invite-marker ${HTML_PAYLOADS[2]}`,
      },
      author,
    ),
    'hub message',
  )
  // Enrolment titles come from the course catalogue: a made-up course id is refused.
  const enrol = await api('POST', '/api/learning/enrollments', { courseId: SHORT_PAYLOAD }, author)
  expect(enrol.status).toBe(404)

  // The hub's stream shows the newest ten messages: this one goes last, once the agents have
  // answered everything above.
  await boardSettled()
  await ok(
    api(
      'POST',
      '/api/ai-communication/send',
      { content: `hub-send-marker ${HTML_PAYLOADS[0]}`, toAgent: 'all', fromAgent: SHORT_PAYLOAD },
      author,
    ),
    'hub send',
  )

  Object.assign(visits, {
    board: {
      path: '/messaging-board',
      viewer: 'reader',
      markers: [...board, 'hub-send-marker', 'broadcast-marker'],
      literal: [HTML_PAYLOADS[1]!, HTML_PAYLOADS[0]!],
    },
    'board collaborations': {
      path: '/messaging-board',
      viewer: 'reader',
      tabs: ['Collaborate'],
      markers: ['collab-topic-marker'],
    },
    note: {
      path: `/knowledge-editor?note=${note.id}`,
      viewer: 'reader',
      markers: ['note-body-marker', 'note-end-marker'],
      literal: [HTML_PAYLOADS[1]!],
    },
    'shared tracks': {
      path: '/audio',
      viewer: 'reader',
      tabs: ['Shared tracks'],
      markers: ['track-title-marker'],
    },
    'own tracks and playlists': {
      path: '/audio',
      viewer: 'author',
      tabs: ['Playlists'],
      markers: ['playlist-marker'],
    },
    'candidate bridge': {
      path: '/candidate-bridge',
      viewer: 'reader',
      markers: ['agent-role-marker', 'cap-marker'],
    },
    broadcasts: { path: '/broadcasts', viewer: 'reader', markers: ['broadcast-marker'] },
    'communications hub': {
      path: '/ai-messaging-demo',
      viewer: 'reader',
      markers: ['hub-send-marker'],
    },
    'memory editor': { path: '/memory-editor', viewer: 'author', markers: ['fact-marker'] },
    'saved conversations': {
      path: '/memory-branches',
      viewer: 'author',
      tabs: ['Conversation history'],
      markers: ['chat-marker'],
    },
    'video manager': {
      path: '/video-manager',
      viewer: 'author',
      markers: ['video-title-marker', 'video-description-marker'],
    },
    'data center': { path: '/omni-data-center', viewer: 'author', markers: ['query-marker'] },
    'collaboration hub': { path: '/collaboration', viewer: 'author', markers: ['invite-marker'] },
  } satisfies Record<string, Visit>)
})

/** A context that records every dialog and every call of alert/confirm/prompt. */
async function openContext(viewer: 'author' | 'reader' | null, bypassCSP = true) {
  const context = await env.browser.newContext({
    baseURL: env.server.baseUrl,
    viewport: { width: 1280, height: 800 },
    bypassCSP,
  })
  if (viewer) {
    const [name, value] = cookies[viewer].split('=') as [string, string]
    await context.addCookies([{ name, value, url: env.server.baseUrl }])
  }
  await context.addInitScript(() => {
    const recorder = window as unknown as Record<string, unknown> & { __alerts: string[] }
    recorder.__alerts = []
    for (const name of ['alert', 'confirm', 'prompt']) {
      recorder[name] = (...args: unknown[]) => {
        recorder.__alerts.push(`${name}(${args.join(',')})`)
      }
    }
  })
  const dialogs: string[] = []
  context.on('page', (page) => watchDialogs(page, dialogs))
  return { context, dialogs }
}

function watchDialogs(page: Page, dialogs: string[]) {
  page.on('dialog', (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`)
    void dialog.dismiss()
  })
}

/** Everything on the page that shows script ran or could run. */
function inspect(page: Page) {
  return page.evaluate(() => {
    const win = window as unknown as { __xss?: unknown; __alerts: string[] }
    // Browsers ignore spaces and control characters in a URL's scheme ("java\tscript:").
    const withoutControls = (value: string) =>
      Array.from(value)
        .filter((char) => char.charCodeAt(0) > 0x20)
        .join('')
    const urlAttributes = ['href', 'src', 'action', 'formaction', 'data', 'xlink:href', 'srcdoc']
    const dangerousUrls: string[] = []
    const handlers: string[] = []
    for (const element of Array.from(document.querySelectorAll('*'))) {
      for (const attribute of Array.from(element.attributes)) {
        const name = attribute.name.toLowerCase()
        if (name.startsWith('on')) handlers.push(`${element.tagName}[${name}]`)
        if (
          urlAttributes.includes(name) &&
          /^(javascript|vbscript|data:text\/html)/i.test(withoutControls(attribute.value))
        )
          dangerousUrls.push(`${element.tagName}[${name}=${attribute.value.slice(0, 60)}]`)
      }
    }
    const foreignScripts = Array.from(document.scripts)
      .filter((script) => !script.src || new URL(script.src).origin !== location.origin)
      .map((script) => script.outerHTML.slice(0, 80))
    return {
      xss: win.__xss,
      alerts: win.__alerts,
      dangerousUrls,
      handlers,
      srcdocFrames: document.querySelectorAll('iframe[srcdoc]').length,
      foreignScripts,
    }
  })
}

const inert = {
  xss: undefined,
  alerts: [],
  dangerousUrls: [],
  handlers: [],
  srcdocFrames: 0,
  foreignScripts: [],
}

async function visit(context: BrowserContext, dialogs: string[], spec: Visit) {
  const page = await context.newPage()
  await page.goto(spec.path)
  for (const tab of spec.tabs ?? []) await page.getByRole('tab', { name: tab }).click()
  for (const marker of spec.markers)
    await page.getByText(marker).first().waitFor({ timeout: 15_000 })
  const text = await page.locator('body').innerText()
  for (const payload of spec.literal ?? []) expect(text, spec.path).toContain(payload)
  // Image errors and load events fire asynchronously: give them a moment to show up.
  await page.waitForTimeout(150)
  expect(await inspect(page), spec.path).toEqual(inert)
  expect(dialogs, spec.path).toEqual([])
  await page.close()
}

describe('stored script-like text in a real browser', () => {
  it('is seen when it does run (the detector works)', async () => {
    const { context, dialogs } = await openContext(null)
    const page = await context.newPage()
    await page.goto('/')
    await page.evaluate(
      (markup) => document.body.insertAdjacentHTML('beforeend', markup),
      HTML_PAYLOADS[0]!,
    )
    await expect.poll(() => page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBe(1)
    const seen = await inspect(page)
    expect(seen.alerts).toEqual(['alert(1)'])
    expect(seen.handlers).toEqual(['IMG[onerror]'])
    expect(dialogs).toEqual([])
    await context.close()
  })

  for (const name of [
    'board',
    'board collaborations',
    'note',
    'shared tracks',
    'own tracks and playlists',
    'candidate bridge',
    'broadcasts',
    'communications hub',
    'memory editor',
    'saved conversations',
    'video manager',
    'data center',
    'collaboration hub',
  ]) {
    it(`renders inert: ${name}`, async () => {
      const spec = visits[name]!
      const { context, dialogs } = await openContext(spec.viewer)
      try {
        await visit(context, dialogs, spec)
      } finally {
        await context.close()
      }
    })
  }

  it('is stopped by the CSP too, should a page ever insert it as HTML', async () => {
    const { context } = await openContext(null, false)
    const page = await context.newPage()
    const violations: string[] = []
    page.on('console', (message) => {
      if (/Content Security Policy/.test(message.text())) violations.push(message.text())
    })
    await page.goto('/')
    await page.evaluate(
      (markup) => document.body.insertAdjacentHTML('beforeend', markup),
      HTML_PAYLOADS[0]!,
    )
    await expect.poll(() => violations.length).toBeGreaterThan(0)
    expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined()
    expect((await inspect(page)).alerts).toEqual([])
    await context.close()
  })
})
