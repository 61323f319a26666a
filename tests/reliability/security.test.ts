/**
 * The product's security properties, each proven once across every route that it concerns:
 * security headers, the session cookie, session fixation and log-out, CSRF on every
 * state-changing route, login throttling, per-user resources (IDOR) and uploaded files.
 * Module API tests keep the details of each area; this file is where the whole product is held
 * to the rules (docs/decisions/093–095). Stored XSS is checked in a real browser next door
 * (xss-browser.test.ts).
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { gt, max, sql } from 'drizzle-orm'
import type { InjectOptions, LightMyRequestResponse } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '@/server/app'
import { observations } from '@/server/db/schema/index'
import { issueResetToken } from '@/server/modules/account/reset-links'
import { SESSION_COOKIE } from '@/server/modules/auth/sessions'
import { startFakeGithub } from '@/server/modules/knowledge/testing/fake-github'
import { multipartBody } from '@/server/modules/media/multipart-body'
import { testWav } from '@/server/modules/media/test-audio'
import { buildTestApp, TEST_ORIGIN, type TestApp } from '@/server/test/build-test-app'
import { signUp } from '@/server/test/helpers'
import type { Config } from '@/server/config'

type Response = LightMyRequestResponse
type Headers = Record<string, string>

const PASSWORD = 'long-enough-password'
const CHANGED_PASSWORD = 'changed-long-passphrase'
const CROSS_SITE_REFUSAL = /^Cross-site request refused/

/** A fresh app with its own DATA_DIR (audio files) and a closed GitHub, removed on close. */
async function securityApp(overrides: Partial<Config> = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hc-security-'))
  const t = await buildTestApp({ dataDir, github: { apiUrl: 'http://127.0.0.1:9' }, ...overrides })
  return {
    ...t,
    dataDir,
    async close() {
      await t.close()
      fs.rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

const sessionOf = (res: Response) => res.cookies.find((c) => c.name === SESSION_COOKIE)
const cookieHeader = (res: Response) => `${SESSION_COOKIE}=${sessionOf(res)!.value}`

function register(t: TestApp, username: string, extra: object = {}, headers: Headers = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/register',
    payload: { username, email: `${username}@example.com`, password: PASSWORD, ...extra },
    headers,
  })
}

function login(
  t: TestApp,
  username: string,
  password = PASSWORD,
  options: Partial<InjectOptions> = {},
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { username, password },
    ...options,
  })
}

const me = (t: TestApp, cookie: string) => t.app.inject({ url: '/api/me', headers: { cookie } })

function upload(
  t: TestApp,
  cookie: string,
  file: { name: string; type: string; data: Uint8Array },
  fields: Record<string, string> = {},
) {
  const body = multipartBody(fields, file)
  return t.app.inject({
    method: 'POST',
    url: '/api/audio/tracks',
    payload: body.payload,
    headers: { ...body.headers, cookie },
  })
}

/** Every table's full content as one digest each: "changes nothing" means all are equal. */
async function databaseDigest(app: App) {
  const db = app.database.db
  const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows
  const tables = rowsOf(
    await db.execute(sql`select table_name as name from information_schema.tables
      where table_schema = current_schema() and table_type = 'BASE TABLE' order by 1`),
  ).map((row) => String(row.name))
  const digest: Record<string, string> = {}
  for (const table of tables) {
    // The health check's fan-out probe passes through the event log; it is nobody's data.
    const where = table === 'event_log' ? ` where t.type <> 'probe'` : ''
    const [row] = rowsOf(
      await db.execute(
        sql.raw(
          `select count(*)::int as n, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as h from "${table}" t${where}`,
        ),
      ),
    )
    digest[table] = `${row?.n}:${row?.h}`
  }
  return digest
}

/** Every file under a folder, with its size: uploads and vault notes live on disk. */
function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return []
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => {
      const full = path.join(entry.parentPath, entry.name)
      return `${path.relative(dir, full)}:${fs.statSync(full).size}`
    })
    .sort()
}

/** Where the app keeps audio files: beside the vaults (decision 214). */
const audioDir = (t: TestApp) => path.join(t.app.config.vaultsDir, '.media', 'audio')

/** Waits for background work (agent replies, collaborations, vault re-scans) to settle. */
async function settledState(t: TestApp & { dataDir: string }) {
  let previous = ''
  for (let round = 0; round < 40; round++) {
    await t.app.agentReplies.drained()
    await t.app.collaborations.settled()
    const state = JSON.stringify({
      db: await databaseDigest(t.app),
      audio: filesUnder(audioDir(t)),
      vaults: filesUnder(t.app.config.vaultsDir),
    })
    if (state === previous) return state
    previous = state
    await new Promise((resolve) => setTimeout(resolve, 150))
  }
  throw new Error('the app did not settle')
}

// One production app (behind a trusted proxy) serves the headers and cookie checks.
let production: Awaited<ReturnType<typeof securityApp>>
beforeAll(async () => {
  production = await securityApp({ env: 'production', trustProxy: true })
})
afterAll(() => production.close())

// ---------------------------------------------------------------------------------- headers

function cspDirectives(header: unknown) {
  const directives = new Map<string, string[]>()
  for (const part of String(header ?? '').split(';')) {
    const [name, ...values] = part.trim().split(/\s+/)
    if (name) directives.set(name.toLowerCase(), values)
  }
  return directives
}

/**
 * A page's policy loads only our own scripts; an API answer's (JSON, a stream, a file) loads
 * nothing at all, so a file opened as a document cannot run or fetch anything (decision 122).
 */
function expectSecurityHeaders(res: Response, what: string, kind: 'page' | 'api') {
  const csp = cspDirectives(res.headers['content-security-policy'])
  if (kind === 'page') {
    expect(csp.get('default-src'), `${what}: default-src`).toEqual(["'self'"])
    expect(csp.get('script-src'), `${what}: script-src`).toEqual(["'self'"])
    expect(csp.get('object-src'), `${what}: object-src`).toEqual(["'none'"])
    expect(csp.get('base-uri'), `${what}: base-uri`).toEqual(["'self'"])
  } else {
    expect(csp.get('default-src'), `${what}: default-src`).toEqual(["'none'"])
    for (const directive of ['script-src', 'object-src', 'connect-src'])
      expect(csp.has(directive), `${what}: no ${directive} widening default-src`).toBe(false)
    expect(res.headers['cross-origin-resource-policy'], what).toBe('same-origin')
  }
  const ancestors = csp.get('frame-ancestors') ?? []
  expect(ancestors.length, `${what}: frame-ancestors`).toBeGreaterThan(0)
  expect(
    ancestors.every((value) => ["'self'", "'none'"].includes(value)),
    what,
  ).toBe(true)
  expect(res.headers['x-content-type-options'], what).toBe('nosniff')
  expect(res.headers['referrer-policy'], what).toMatch(
    /^(no-referrer|same-origin|strict-origin|strict-origin-when-cross-origin)$/,
  )
  expect(res.headers['x-frame-options'], what).toMatch(/^(SAMEORIGIN|DENY)$/i)
  expect(res.headers['x-powered-by'], what).toBeUndefined()
  expect(res.headers['access-control-allow-origin'], what).toBeUndefined()
}

describe('security headers', () => {
  let t: Awaited<ReturnType<typeof securityApp>>
  let clientDir: string
  beforeAll(async () => {
    clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hc-security-client-'))
    fs.mkdirSync(path.join(clientDir, 'assets'))
    fs.writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><div id="root"></div>')
    fs.writeFileSync(
      path.join(clientDir, 'favicon.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg"/>',
    )
    t = await securityApp({ clientDir })
  })
  afterAll(async () => {
    await t.close()
    fs.rmSync(clientDir, { recursive: true, force: true })
  })

  it('are sent on pages, files, API answers, errors and streams alike', async () => {
    const ada = await signUp(t, 'header_ada')
    const cross = { origin: 'https://evil.example' }
    const wav = await upload(t, ada.cookie, {
      name: 'a.wav',
      type: 'audio/wav',
      data: testWav(0.1),
    })
    const report = await t.app.inject({
      method: 'POST',
      url: '/api/learning/report',
      payload: { userId: ada.user.id, reportType: 'weekly' },
      headers: { cookie: ada.cookie },
    })
    const token = report.json().downloadToken as string
    const pages: [string, Response][] = [
      ['HTML page /', await t.app.inject({ url: '/' })],
      ['HTML page of a client route', await t.app.inject({ url: '/messaging-board' })],
      ['SVG file', await t.app.inject({ url: '/favicon.svg' })],
      ['API docs page', await t.app.inject({ url: '/api/docs/' })],
    ]
    const answers: [string, Response][] = [
      ['API JSON', await t.app.inject({ url: '/api/session', headers: { cookie: ada.cookie } })],
      ['API 401', await t.app.inject({ url: '/api/me' })],
      ['API 404', await t.app.inject({ url: '/api/no-such-route' })],
      ['API 400', await t.app.inject({ method: 'POST', url: '/api/login', payload: {} })],
      [
        'API 403 cross-site',
        await t.injectRaw({ method: 'POST', url: '/api/logout', headers: cross }),
      ],
      [
        'chat stream',
        await t.app.inject({
          method: 'POST',
          url: '/api/ai-agents/adam/ask',
          payload: { message: 'hello' },
          headers: { accept: 'text/event-stream' },
        }),
      ],
      [
        'audio file',
        await t.app.inject({
          url: `/api/audio/tracks/${wav.json().id}/file`,
          headers: { cookie: ada.cookie },
        }),
      ],
      [
        'report download',
        await t.app.inject({
          url: `/api/learning/download/${token}/formatted`,
          headers: { cookie: ada.cookie },
        }),
      ],
    ]
    expect([...pages, ...answers].find(([, res]) => res.statusCode >= 500)).toBeUndefined()
    for (const [what, res] of pages) expectSecurityHeaders(res, what, 'page')
    for (const [what, res] of answers) expectSecurityHeaders(res, what, 'api')
  })

  it('tell browsers to keep to HTTPS in production', async () => {
    const page = await production.app.inject({ url: '/' })
    expectSecurityHeaders(page, 'production page', 'page')
    const csp = cspDirectives(page.headers['content-security-policy'])
    expect(csp.has('upgrade-insecure-requests')).toBe(true)
    const answer = await production.app.inject({ url: '/api/session' })
    expectSecurityHeaders(answer, 'production API answer', 'api')
    for (const res of [page, answer])
      expect(res.headers['strict-transport-security']).toMatch(/max-age=\d{7,}/)
  })
})

// ---------------------------------------------------------------------------------- cookies

describe('the session cookie', () => {
  let t: Awaited<ReturnType<typeof securityApp>>
  beforeAll(async () => {
    t = await securityApp()
  })
  afterAll(() => t.close())

  // In production the cookie is `__Host-` prefixed: only this host, Secure, Path=/ (decision 129).
  const PRODUCTION_COOKIE = `__Host-${SESSION_COOKIE}`
  const productionSession = (res: Response) => res.cookies.find((c) => c.name === PRODUCTION_COOKIE)
  const expectSessionFlags = (res: Response, secure: boolean) => {
    const cookie = secure ? productionSession(res) : sessionOf(res)
    expect(cookie, 'a session cookie is set').toBeDefined()
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' })
    expect(cookie!.domain, 'host-only: no Domain attribute').toBeUndefined()
    expect(Boolean(cookie!.secure)).toBe(secure)
  }

  it('is HttpOnly, SameSite=Lax, Path=/, host-only; a browser-session cookie unless remembered', async () => {
    const signedUp = await register(t, 'cookie_ada')
    expectSessionFlags(signedUp, false)
    expect(sessionOf(signedUp)!.maxAge).toBeUndefined()
    expect(sessionOf(signedUp)!.expires).toBeUndefined()

    const remembered = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: 'cookie_ada', password: PASSWORD, rememberMe: true },
    })
    expectSessionFlags(remembered, false)
    expect(sessionOf(remembered)!.maxAge).toBe(30 * 24 * 3600)

    const forgotten = await login(t, 'cookie_ada')
    expect(sessionOf(forgotten)!.maxAge).toBeUndefined()

    // The anonymous visitor cookie (daily limits, reactions) follows the same rules.
    const visitor = (await t.app.inject({ url: '/api/usage' })).cookies.find(
      (c) => c.name === 'hc_visitor',
    )
    expect(visitor).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' })
  })

  it('is Secure in production whatever scheme the request claims, and cleared the same way', async () => {
    // Behind a trusted proxy X-Forwarded-Proto is believed, and still cannot drop Secure.
    const res = await register(production, 'secure_ada', {}, { 'x-forwarded-proto': 'http' })
    expect(res.statusCode).toBe(201)
    expectSessionFlags(res, true)
    expect(sessionOf(res), 'no unprefixed cookie').toBeUndefined()
    const loggedOut = await production.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { cookie: `${PRODUCTION_COOKIE}=${productionSession(res)!.value}` },
    })
    expect(productionSession(loggedOut)).toMatchObject({ value: '', secure: true, httpOnly: true })
    const visitor = (await production.app.inject({ url: '/api/usage' })).cookies.find(
      (c) => c.name === 'hc_visitor',
    )
    expect(visitor?.secure).toBe(true)
  })
})

// ------------------------------------------------------------------- fixation and log-out

describe('session fixation and log-out', () => {
  let t: Awaited<ReturnType<typeof securityApp>>
  beforeAll(async () => {
    t = await securityApp()
    expect((await register(t, 'victim')).statusCode).toBe(201)
  })
  afterAll(() => t.close())

  it('never adopts a session id an attacker planted before sign-in', async () => {
    const planted = `${SESSION_COOKIE}=${'x'.repeat(43)}`
    const attacker = cookieHeader(await register(t, 'attacker'))
    for (const [what, before] of [
      ['an invented id', planted],
      ["the attacker's own live session", attacker],
    ] as const) {
      const signedIn = await login(t, 'victim', PASSWORD, { headers: { cookie: before } })
      expect(signedIn.statusCode, what).toBe(200)
      const after = cookieHeader(signedIn)
      expect(after, what).not.toBe(before)
      expect((await me(t, after)).json().user.username, what).toBe('victim')
      // The planted id knows nobody, and in particular not the victim.
      const plantedMe = await me(t, before)
      expect(plantedMe.statusCode, what).toBe(401)
    }
    // Signing up is a sign-in too.
    const fresh = await register(t, 'newcomer', {}, { cookie: planted })
    expect(cookieHeader(fresh)).not.toBe(planted)
  })

  it('ends the session on the server at log-out: the old cookie opens nothing', async () => {
    const session = cookieHeader(await login(t, 'victim'))
    const other = cookieHeader(await login(t, 'victim'))
    const addFact = (cookie: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/memory/facts',
        payload: { fact: 'I keep bees' },
        headers: { cookie },
      })
    const sessionCount = async () =>
      (
        (await t.app.database.db.execute(
          sql`select count(*)::int as n from sessions s join users u on u.id = s.user_id where u.username = 'victim'`,
        )) as unknown as { rows: { n: number }[] }
      ).rows[0]!.n
    expect((await addFact(session)).statusCode).toBe(201)
    const before = await sessionCount()
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { cookie: session },
    })
    expect(out.statusCode).toBe(204)
    expect(await sessionCount()).toBe(before - 1)
    // A replayed cookie (copied before log-out) is refused for reads and writes.
    expect((await me(t, session)).statusCode).toBe(401)
    expect((await addFact(session)).statusCode).toBe(401)
    // Only that session ended: the victim's other device stays signed in.
    expect((await me(t, other)).statusCode).toBe(200)
  })
})

// ---------------------------------------------------------------------------------- CSRF

interface Fixture {
  userId: number
  factId: number
  conversationId: string
  messageId: string
  /** The answer to that first message. */
  answerId: string
  trackId: string
  playlistId: number
  videoId: string
  noteId: number
  boardMessageId: number
  database: string
  /** Another person, whom the victim (an administrator) manages, and their reset token. */
  otherUserId: number
  resetToken: string
  /** The victim's other session (a second device). */
  otherSessionId: number
  /** The victim's personal API key, and a model connection the victim (an administrator) added. */
  apiKeyId: string
  connectionId: string
  /** A persona of the victim's own. */
  personaId: string
}

interface RouteCall {
  url: string
  payload?: object
  /** A multipart upload: the body and its content type. */
  multipart?: { payload: Buffer; headers: Headers }
  /** Sent without the victim's cookie when replayed from our own pages (sign-in, sign-up). */
  anonymous?: boolean
  /** What our own page gets, when it is not a 2xx (an outside service the test cannot reach). */
  expectedStatus?: number
}

/**
 * One valid call for every state-changing route, keyed as `METHOD /openapi/path`, in an order
 * where each succeeds when sent from our own page (deletes after edits, log-out last).
 */
function stateChangingCalls(f: Fixture): Record<string, RouteCall> {
  return {
    'POST /api/system/optimize': { url: '/api/system/optimize' },
    'POST /api/system/sync': { url: '/api/system/sync' },
    'POST /api/quick-search/chosen': {
      url: '/api/quick-search/chosen',
      payload: { id: 'section:codex-compass' },
    },
    'POST /api/register': {
      url: '/api/register',
      payload: { username: 'csrf_new', email: 'csrf_new@example.com', password: PASSWORD },
      anonymous: true,
    },
    'POST /api/login': {
      url: '/api/login',
      payload: { username: 'csrf_new', password: PASSWORD },
      anonymous: true,
    },
    'POST /api/upgrade-premium': { url: '/api/upgrade-premium', payload: { plan: 'enterprise' } },
    'POST /api/ai-agents/{persona}/ask': {
      url: '/api/ai-agents/eve/ask',
      payload: { message: 'Hello Eve' },
    },
    'POST /api/chatgpt-agent/chat': {
      url: '/api/chatgpt-agent/chat',
      payload: { message: 'Hello agent' },
    },
    'POST /api/ai-chat': { url: '/api/ai-chat', payload: { message: 'Hello companion' } },
    'POST /api/group-chat/ask': {
      url: '/api/group-chat/ask',
      payload: { message: 'Hello both', participants: ['adam', 'eve'] },
    },
    'POST /api/memory/facts': { url: '/api/memory/facts', payload: { fact: 'I grow tomatoes' } },
    'PATCH /api/memory/facts/{id}': {
      url: `/api/memory/facts/${f.factId}`,
      payload: { fact: 'I grow peppers' },
    },
    'DELETE /api/memory/facts/{id}': { url: `/api/memory/facts/${f.factId}` },
    'PUT /api/preferences': {
      url: '/api/preferences',
      payload: { replyLength: 'long', tone: 'formal', language: 'French', voiceByDefault: true },
    },
    'POST /api/conversations/{id}/branch': {
      url: `/api/conversations/${f.conversationId}/branch`,
      payload: { messageId: f.messageId },
    },
    'PATCH /api/conversations/{id}': {
      url: `/api/conversations/${f.conversationId}`,
      payload: { title: 'Renamed', pinned: true },
    },
    'POST /api/conversations/{id}/messages/{messageId}/choose': {
      url: `/api/conversations/${f.conversationId}/messages/${f.answerId}/choose`,
    },
    'DELETE /api/conversations/{id}/messages/{messageId}': {
      url: `/api/conversations/${f.conversationId}/messages/${f.messageId}`,
    },
    'DELETE /api/conversations/{id}': { url: `/api/conversations/${f.conversationId}` },
    'POST /api/ai-messages': {
      url: '/api/ai-messages',
      payload: { content: 'Posted for the victim', messageType: 'collaboration' },
    },
    'POST /api/ai-messages/react': {
      url: '/api/ai-messages/react',
      payload: { messageId: f.boardMessageId, reaction: 'like' },
    },
    'POST /api/purchases': {
      url: '/api/purchases',
      payload: { productType: 'book', productId: 'codex-of-the-twelve' },
    },
    'POST /api/learning/enrollments': {
      url: '/api/learning/enrollments',
      payload: { courseId: 'culinary-craft' },
    },
    'POST /api/learning/course-opened': {
      url: '/api/learning/course-opened',
      payload: { courseId: 'free-cs50' },
    },
    'POST /api/learning/report': {
      url: '/api/learning/report',
      payload: { userId: f.userId, reportType: 'weekly' },
    },
    'POST /api/learning/tutor': {
      url: '/api/learning/tutor',
      payload: { courseId: 'algebra-to-calculus', message: 'Where do I start?' },
    },
    'POST /api/generate-context': {
      url: '/api/generate-context',
      payload: { expertId: 'learning_mentor' },
    },
    'POST /api/chatgpt/query': {
      url: '/api/chatgpt/query',
      payload: { query: 'codex', database: f.database },
    },
    'POST /api/ai-communication/send': {
      url: '/api/ai-communication/send',
      payload: { content: 'Eve, a word please', toAgent: 'eve' },
    },
    'POST /api/ai-communication/broadcast': {
      url: '/api/ai-communication/broadcast',
      payload: { message: 'To everyone' },
    },
    'POST /api/ai-collaboration/start': {
      url: '/api/ai-collaboration/start',
      payload: { topic: 'Tides', rounds: 1 },
    },
    'POST /api/ai-collaboration/initialize': { url: '/api/ai-collaboration/initialize' },
    'POST /api/ai-collaboration/message': {
      url: '/api/ai-collaboration/message',
      payload: { from: 'Victim', to: 'friend@example.com', message: 'Join me' },
    },
    'PUT /api/ai-messages/digest-consent': {
      url: '/api/ai-messages/digest-consent',
      payload: { allowed: true },
    },
    'PUT /api/auto-messaging': {
      url: '/api/auto-messaging',
      payload: { enabled: true, intervalSeconds: 300 },
    },
    'POST /api/external-agents': {
      url: '/api/external-agents',
      payload: { name: 'Csrf Probe', role: 'Tester', capabilities: ['probing'] },
    },
    'POST /api/videos': {
      url: '/api/videos',
      payload: { video: 'dQw4w9WgXcQ', title: 'A song', category: 'personal' },
    },
    'DELETE /api/videos/{id}': { url: `/api/videos/${f.videoId}` },
    'POST /api/audio/tracks': {
      url: '/api/audio/tracks',
      multipart: multipartBody({}, { name: 'b.wav', type: 'audio/wav', data: testWav(0.1) }),
    },
    'PATCH /api/audio/tracks/{id}': {
      url: `/api/audio/tracks/${f.trackId}`,
      payload: { visibility: 'public' },
    },
    'POST /api/audio/playlists': { url: '/api/audio/playlists', payload: { name: 'Mix' } },
    'PATCH /api/audio/playlists/{id}': {
      url: `/api/audio/playlists/${f.playlistId}`,
      payload: { name: 'Renamed' },
    },
    'DELETE /api/audio/playlists/{id}': { url: `/api/audio/playlists/${f.playlistId}` },
    'DELETE /api/audio/tracks/{id}': { url: `/api/audio/tracks/${f.trackId}` },
    'POST /api/page-views': {
      url: '/api/page-views',
      payload: { path: '/', firstViewOfPath: true, firstViewOfDay: true },
    },
    'POST /api/dream/musing': { url: '/api/dream/musing', payload: { persona: 'eve' } },
    // A reset: the one invocation only an administrator may make (decision 111).
    'POST /api/agent-zero/invoke': {
      url: '/api/agent-zero/invoke',
      payload: { query: 'reset codex', type: 'reset' },
    },
    'POST /api/agent-zero/checks/run': { url: '/api/agent-zero/checks/run', payload: {} },
    'POST /api/obsidian/notes': {
      url: '/api/obsidian/notes',
      payload: { title: 'Csrf note', content: 'x', vault: 'codex-notes' },
    },
    'PUT /api/obsidian/notes/{id}': {
      url: `/api/obsidian/notes/${f.noteId}`,
      payload: { content: 'Rewritten' },
    },
    'DELETE /api/obsidian/notes/{id}': { url: `/api/obsidian/notes/${f.noteId}` },
    'POST /api/obsidian/sync-agent-zero': { url: '/api/obsidian/sync-agent-zero', payload: {} },
    'POST /api/obsidian/vaults/{vault}/editors': {
      url: '/api/obsidian/vaults/codex-notes/editors',
      payload: { username: 'csrf_victim' },
    },
    'PUT /api/obsidian/vaults/{vault}/settings': {
      url: '/api/obsidian/vaults/codex-notes/settings',
      payload: { updateLinksOnRename: true },
    },
    'DELETE /api/obsidian/vaults/{vault}/editors/{userId}': {
      url: `/api/obsidian/vaults/codex-notes/editors/${f.userId}`,
    },
    // GitHub is out of reach in tests: our own page gets the "unreachable" answer.
    'POST /api/knowledge/seek-github': {
      url: '/api/knowledge/seek-github',
      payload: {},
      expectedStatus: 502,
    },
    'POST /api/knowledge/mass-evolution': { url: '/api/knowledge/mass-evolution', payload: {} },
    'PATCH /api/admin/users/{id}': {
      url: `/api/admin/users/${f.otherUserId}`,
      payload: { isPremium: true },
    },
    'POST /api/account/reset-password': {
      url: '/api/account/reset-password',
      payload: { token: f.resetToken, newPassword: 'reset-long-passphrase' },
      anonymous: true,
    },
    'POST /api/admin/users/{id}/reset-link': {
      url: `/api/admin/users/${f.otherUserId}/reset-link`,
    },
    'DELETE /api/account/sessions/{id}': { url: `/api/account/sessions/${f.otherSessionId}` },
    'POST /api/account/password': {
      url: '/api/account/password',
      // Kept, so the key the fixture made is still there for its own DELETE.
      payload: { currentPassword: PASSWORD, newPassword: CHANGED_PASSWORD, keepApiKeys: true },
    },
    // The victim is the only administrator, so the deletion is refused for that reason, after
    // the same-origin check let it through.
    'DELETE /api/account': {
      url: '/api/account',
      payload: { password: CHANGED_PASSWORD },
      expectedStatus: 409,
    },
    'POST /api/api-keys': { url: '/api/api-keys', payload: { name: 'Another' } },
    'DELETE /api/api-keys/{id}': { url: `/api/api-keys/${f.apiKeyId}` },
    'POST /api/connections': {
      url: '/api/connections',
      payload: { name: 'Another', baseUrl: 'http://127.0.0.1:9/v1' },
    },
    'PATCH /api/connections/{id}': {
      url: `/api/connections/${f.connectionId}`,
      payload: { name: 'Renamed' },
    },
    'POST /api/connections/{id}/test': { url: `/api/connections/${f.connectionId}/test` },
    'PUT /api/connections/choices': { url: '/api/connections/choices', payload: {} },
    'DELETE /api/connections/{id}': { url: `/api/connections/${f.connectionId}` },
    'POST /api/personas': { url: '/api/personas', payload: { card: { name: 'Another persona' } } },
    'PATCH /api/personas/{id}': {
      url: `/api/personas/${f.personaId}`,
      payload: { card: { name: 'Victim persona', description: 'Changed.' } },
    },
    'POST /api/personas/{id}/duplicate': { url: `/api/personas/${f.personaId}/duplicate` },
    'POST /api/personas/import': {
      url: '/api/personas/import',
      multipart: {
        payload: Buffer.from(JSON.stringify({ name: 'Imported card', description: 'A card.' })),
        headers: { 'content-type': 'application/json' },
      },
    },
    'DELETE /api/personas/{id}': { url: `/api/personas/${f.personaId}` },
    'POST /api/downgrade-premium': { url: '/api/downgrade-premium' },
    'POST /api/logout': { url: '/api/logout' },
  }
}

const routeKey = (method: string, url: string) => `${method.toUpperCase()} ${url}`

function send(t: TestApp, key: string, call: RouteCall, headers: Headers) {
  const method = key.split(' ')[0] as 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  return t.injectRaw({
    method,
    url: call.url,
    ...(call.multipart
      ? { payload: call.multipart.payload, headers: { ...call.multipart.headers, ...headers } }
      : { ...(call.payload ? { payload: call.payload } : {}), headers }),
  })
}

describe('cross-site request forgery', () => {
  let t: Awaited<ReturnType<typeof securityApp>>
  let victim: string
  let fixture: Fixture
  let operations: { method: string; path: string }[]

  beforeAll(async () => {
    // An administrator, so that the operator actions (maintenance, auto messaging, an Agent Zero
    // reset, the checks, the every-note sync) are among the victim's calls.
    t = await securityApp({ adminUsernames: ['csrf_victim'] })
    const signed = await signUp(t, 'csrf_victim', true)
    victim = signed.cookie
    const as = (method: 'POST' | 'PUT' | 'PATCH', url: string, payload: object) =>
      t.app.inject({ method, url, payload, headers: { cookie: victim } })
    const fact = await as('POST', '/api/memory/facts', { fact: 'I like tea' })
    const chat = await as('POST', '/api/ai-agents/adam/ask', { message: 'Tell me about tides' })
    const conversationId = chat.json().conversationId as string
    const conversation = await t.app.inject({
      url: `/api/conversations/${conversationId}`,
      headers: { cookie: victim },
    })
    const track = await upload(t, victim, { name: 'a.wav', type: 'audio/wav', data: testWav(0.1) })
    const playlist = await as('POST', '/api/audio/playlists', { name: 'Morning' })
    const video = await as('POST', '/api/videos', {
      video: 'jNQXAC9IVRw',
      title: 'Zoo',
      category: 'personal',
    })
    const note = await as('POST', '/api/obsidian/notes', {
      title: 'Victim note',
      content: 'kept',
      vault: 'codex-notes',
    })
    const board = await as('POST', '/api/ai-messages', {
      content: 'Hello board',
      messageType: 'collaboration',
    })
    const databases = (await t.app.inject({ url: '/api/chatgpt/databases' })).json()
    const apiKey = await as('POST', '/api/api-keys', { name: 'Editor' })
    // Nothing listens on port 9: a connection the test can add, change, test and remove.
    const connection = await as('POST', '/api/connections', {
      name: 'Unreachable',
      baseUrl: 'http://127.0.0.1:9/v1',
    })
    const persona = await as('POST', '/api/personas', {
      card: { name: 'Victim persona', description: 'Kept by the victim.' },
    })
    const other = await signUp(t, 'csrf_other')
    const { token: resetToken } = await issueResetToken(
      t.app.database.db,
      other.user.id,
      signed.user.id,
    )
    await login(t, 'csrf_victim')
    const sessions = (
      await t.app.inject({ url: '/api/account/sessions', headers: { cookie: victim } })
    ).json() as { id: number; current: boolean }[]
    fixture = {
      userId: signed.user.id,
      factId: fact.json().id,
      conversationId,
      messageId: conversation.json().messages[0].id,
      answerId: conversation.json().messages[1].id,
      trackId: track.json().id,
      playlistId: playlist.json().id,
      videoId: video.json().id,
      noteId: note.json().id,
      boardMessageId: board.json().id,
      database: databases[0].id,
      otherUserId: other.user.id,
      resetToken,
      otherSessionId: sessions.find((session) => !session.current)!.id,
      apiKeyId: apiKey.json().id,
      connectionId: connection.json().id,
      personaId: persona.json().id,
    }
    for (const [name, value] of Object.entries(fixture))
      expect(value, `fixture ${name}`).toBeDefined()
    const doc = t.app.swagger() as { paths: Record<string, Record<string, unknown>> }
    operations = Object.entries(doc.paths).flatMap(([route, methods]) =>
      Object.keys(methods).map((method) => ({ method: method.toUpperCase(), path: route })),
    )
  })
  afterAll(() => t.close())

  it('knows a valid call for every state-changing route the app has', () => {
    const changing = operations
      .filter((op) => !['GET', 'HEAD', 'OPTIONS'].includes(op.method))
      .map((op) => routeKey(op.method, op.path))
    expect(changing.length).toBeGreaterThan(40)
    // /api is guarded by the same-origin check. /v1 and /mcp read no cookie at all, only a
    // bearer key that a page on another site cannot send for the victim (decisions 150, 254);
    // any other state-changing route would need guarding too.
    const underApi = (key: string) => key.split(' ')[1]!.startsWith('/api/')
    const bearerOnly = (key: string) => /^\/(v1\/|mcp$)/.test(key.split(' ')[1]!)
    expect(changing.filter((key) => !underApi(key) && !bearerOnly(key))).toEqual([])
    expect(Object.keys(stateChangingCalls(fixture)).sort()).toEqual(
      changing.filter(underApi).sort(),
    )
  })

  it('refuses every state-changing route from another site, or without an Origin, and changes nothing', async () => {
    const before = await settledState(t)
    const attacks: [string, Headers][] = [
      ['another site', { origin: 'https://evil.example' }],
      ['a sibling site', { origin: 'http://evil.localhost', 'sec-fetch-site': 'same-site' }],
      ['another port', { origin: 'http://localhost:8080' }],
      ['an opaque origin', { origin: 'null' }],
      ['Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site' }],
      ['no Origin at all', {}],
    ]
    for (const [key, call] of Object.entries(stateChangingCalls(fixture))) {
      for (const [attack, headers] of attacks) {
        const res = await send(t, key, call, { ...headers, cookie: victim })
        expect(res.statusCode, `${key} from ${attack}`).toBe(403)
        expect(res.json().message, `${key} from ${attack}`).toMatch(CROSS_SITE_REFUSAL)
        expect(res.headers['set-cookie'], `${key} from ${attack}`).toBeUndefined()
      }
    }
    expect(await settledState(t)).toBe(before)
  })

  it('reads change nothing, so a cross-site link or image cannot act for the victim', async () => {
    const before = await settledState(t)
    const db = t.app.database.db
    const [{ last }] = (await db.select({ last: max(observations.id) }).from(observations)) as [
      { last: number | null },
    ]
    const params: Record<string, string> = {
      '/api/conversations/{id}': fixture.conversationId,
      '/api/account/chats/{id}/export': fixture.conversationId,
      '/api/audio/tracks/{id}/file': fixture.trackId,
      '/api/obsidian/notes/{id}': String(fixture.noteId),
      '/api/experts/{id}': 'learning_mentor',
      '/api/learning/download/{token}': 'unknown-token',
      '/api/learning/download/{token}/formatted': 'unknown-token',
    }
    // The live stream never ends by itself; it only reads, like the rest.
    const reads = operations.filter((op) => op.method === 'GET' && op.path !== '/api/events')
    expect(reads.length).toBeGreaterThan(40)
    for (const op of reads) {
      const url = op.path.replace(/\{(id|token)\}/, params[op.path] ?? '')
      const query = op.path === '/api/learning/stats' ? `?userId=${fixture.userId}` : ''
      const res = await t.injectRaw({
        method: 'GET',
        url: `${url}${query}`,
        headers: { cookie: victim, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      })
      expect(res.statusCode, op.path).toBeLessThan(500)
    }
    // Agent Zero notes a request that took over a second (a loaded machine); that note and its
    // live event are the server watching itself, not an act for the victim.
    const noted = (
      await db
        .select({ type: observations.type })
        .from(observations)
        .where(gt(observations.id, last ?? 0))
    ).map((row) => row.type)
    expect(noted.filter((type) => type !== 'slow-request')).toEqual([])
    const watching = new Set(noted.length ? ['observations', 'event_log'] : [])
    const changed = (state: string) => {
      const { db, ...files } = JSON.parse(state) as { db: Record<string, string> }
      return { files, db: Object.entries(db).filter(([table]) => !watching.has(table)) }
    }
    expect(changed(await settledState(t))).toEqual(changed(before))
  })

  it('lets every one of those calls through from our own pages (so the refusals above were real)', async () => {
    for (const [key, call] of Object.entries(stateChangingCalls(fixture))) {
      const headers: Headers = {
        origin: TEST_ORIGIN,
        ...(call.anonymous ? {} : { cookie: victim }),
      }
      const res = await send(t, key, call, headers)
      const expected = call.expectedStatus
      if (expected) expect(res.statusCode, key).toBe(expected)
      else expect(res.statusCode, `${key}: ${res.body.slice(0, 200)}`).toBeLessThan(300)
    }
    // Sec-Fetch-Site: same-origin without an Origin is our own page too (older fetch paths).
    const viaFetchMetadata = await t.injectRaw({
      method: 'POST',
      url: '/api/login',
      payload: { username: 'csrf_victim', password: CHANGED_PASSWORD },
      headers: { 'sec-fetch-site': 'same-origin' },
    })
    expect(viaFetchMetadata.statusCode).toBe(200)
  })
})

// ----------------------------------------------------------------------------- brute force

describe('login throttling', () => {
  let t: Awaited<ReturnType<typeof securityApp>>
  beforeAll(async () => {
    t = await securityApp()
    for (const name of ['locked_ada', 'bystander', 'ip_victim'])
      expect((await register(t, name, {}, {})).statusCode).toBe(201)
  })
  afterAll(() => t.close())

  const attempt = (
    username: string,
    password: string,
    remoteAddress: string,
    headers: Headers = {},
  ) => login(t, username, password, { remoteAddress, headers })

  it("holds back an address guessing an account, never the owner's right password from elsewhere", async () => {
    const forms = ['locked_ada', 'LOCKED_ADA', 'locked_ada@example.com', ' Locked_Ada@Example.com ']
    const address = '10.1.0.1'
    // Each failure past the third doubles the wait: the guesser is held back within a few tries.
    let held: Response | undefined
    for (let i = 0; i < 8 && !held; i++) {
      const res = await attempt(forms[i % forms.length]!, `wrong-password-${i}`, address)
      if (res.statusCode === 429) held = res
      else expect(res.statusCode, `failure ${i + 1}`).toBe(401)
    }
    expect(held, 'the guessing address is held back').toBeDefined()
    expect(Number(held!.headers['retry-after'])).toBeGreaterThan(0)
    expect(sessionOf(held!)).toBeUndefined()
    expectSecurityHeaders(held!, '429', 'api')
    // The right password from that address waits too…
    expect((await attempt('locked_ada', PASSWORD, address)).statusCode).toBe(429)
    // …but the owner, from another address, signs in at once, by any of the account's names.
    for (const name of forms) {
      const res = await attempt(name, PASSWORD, '10.1.9.9')
      expect(res.statusCode, name).toBe(200)
    }
    // Someone else's account is not affected either.
    expect((await attempt('bystander', PASSWORD, address)).statusCode).toBe(200)
  })

  it('answers an unknown account exactly as a wrong password', async () => {
    const wrong = await attempt('bystander', 'not-the-password', '10.4.0.1')
    const unknown = await attempt('no_such_person', 'not-the-password', '10.4.0.1')
    expect([wrong.statusCode, unknown.statusCode]).toEqual([401, 401])
    expect(unknown.body).toBe(wrong.body)
  })

  it('limits one address across many accounts, and X-Forwarded-For does not reset it', async () => {
    const address = '10.2.0.1'
    for (let i = 0; i < 50; i++) {
      const res = await attempt(`nobody_${i}`, 'wrong-password', address, {
        'x-forwarded-for': `192.0.2.${i}`,
      })
      expect(res.statusCode, `failure ${i + 1}`).toBe(401)
    }
    const blocked = await attempt('ip_victim', PASSWORD, address, {
      'x-forwarded-for': '192.0.2.99',
    })
    expect(blocked.statusCode).toBe(429)
    expect(sessionOf(blocked)).toBeUndefined()
    expect((await attempt('ip_victim', PASSWORD, '10.2.0.2')).statusCode).toBe(200)
  })

  it('limits sign-ups that probe for taken accounts from one address', async () => {
    const address = '10.3.0.1'
    const probe = (i: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/register',
        remoteAddress: address,
        payload: { username: `probe_${i}`, email: 'bystander@example.com', password: PASSWORD },
      })
    const statuses: number[] = []
    for (let i = 0; i < 11; i++) statuses.push((await probe(i)).statusCode)
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(409))
    expect(statuses[10]).toBe(429)
  })
})

describe('sign-up limits and password rules', () => {
  let t: Awaited<ReturnType<typeof securityApp>>
  beforeAll(async () => {
    t = await securityApp({ signupsPerAddressPerHour: 3 })
  })
  afterAll(() => t.close())

  const signUpFrom = (remoteAddress: string, username: string, password = PASSWORD) =>
    t.app.inject({
      method: 'POST',
      url: '/api/register',
      remoteAddress,
      payload: { username, email: `${username}@example.com`, password },
    })

  it('throttles the accounts one address creates, not other addresses', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 4; i++)
      statuses.push((await signUpFrom('10.5.0.1', `burst_${i}`)).statusCode)
    expect(statuses).toEqual([201, 201, 201, 429])
    expect((await signUpFrom('10.5.0.2', 'elsewhere_0')).statusCode).toBe(201)
  })

  it('refuses common passwords, spaces only and the account’s own names, creating nothing', async () => {
    const cases: [string, string][] = [
      ['weak_a', 'password'],
      ['weak_b', '12345678'],
      ['weak_c', '        '],
      ['weak_user', 'weak_user'],
      ['weak_mail', 'weak_mail@example.com'],
    ]
    for (const [i, [username, password]] of cases.entries()) {
      const res = await signUpFrom(`10.6.0.${i}`, username, password)
      expect(res.statusCode, `${username}: ${password}`).toBe(400)
      expect(res.json().message, password).toMatch(/^password: /)
      expect(sessionOf(res)).toBeUndefined()
    }
    const result = await t.app.database.db.execute(
      sql`select count(*)::int as n from users where username like 'weak%'`,
    )
    expect((result as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0)
  })
})

// ------------------------------------------------------------------------------------ IDOR

describe('per-user resources (IDOR)', () => {
  let t: Awaited<ReturnType<typeof securityApp>>
  let a: { cookie: string; user: { id: number } }
  let b: { cookie: string; user: { id: number } }
  let ids: {
    factId: number
    conversationId: string
    messageId: string
    reportToken: string
    privateTrack: string
    publicTrack: string
    playlistId: number
    videoId: string
  }

  const as = (
    who: { cookie: string },
    method: InjectOptions['method'],
    url: string,
    payload?: object,
  ) =>
    t.app.inject({ method, url, ...(payload ? { payload } : {}), headers: { cookie: who.cookie } })

  /** Everything A can see of A's own data, to compare before and after B's attempts. */
  async function aState() {
    const reads = [
      '/api/memory/facts',
      '/api/preferences',
      '/api/conversations',
      `/api/conversations/${ids.conversationId}`,
      '/api/learning/enrollments',
      `/api/learning/stats?userId=${a.user.id}`,
      '/api/audio/tracks',
      '/api/audio/playlists',
      '/api/videos/mine',
      '/api/purchases',
      '/api/chatgpt/queries',
      '/api/ai-collaboration/messages',
      '/api/me',
    ]
    const state: Record<string, unknown> = {}
    for (const url of reads) {
      const res = await as(a, 'GET', url)
      expect(res.statusCode, url).toBe(200)
      state[url] = res.json()
    }
    const file = await as(a, 'GET', `/api/audio/tracks/${ids.privateTrack}/file`)
    state.file = file.rawPayload.toString('base64')
    state.report = (await as(a, 'GET', `/api/learning/download/${ids.reportToken}`)).statusCode
    return state
  }

  beforeAll(async () => {
    t = await securityApp()
    a = await signUp(t, 'owner_ada', true)
    b = await signUp(t, 'intruder_bob', true)
    const fact = await as(a, 'POST', '/api/memory/facts', { fact: 'My codeword is zanzibar' })
    await as(a, 'PUT', '/api/preferences', {
      replyLength: 'short',
      tone: 'playful',
      language: 'Italian',
      voiceByDefault: true,
    })
    const chat = await as(a, 'POST', '/api/ai-agents/adam/ask', { message: 'The lighthouse plan' })
    const conversationId = chat.json().conversationId as string
    const detail = await as(a, 'GET', `/api/conversations/${conversationId}`)
    await as(a, 'POST', '/api/learning/enrollments', { courseId: 'culinary-craft' })
    const report = await as(a, 'POST', '/api/learning/report', {
      userId: a.user.id,
      reportType: 'weekly',
    })
    const wav = { name: 'a.wav', type: 'audio/wav', data: testWav(0.2) }
    const privateTrack = (await upload(t, a.cookie, wav, { title: 'Private' })).json().id
    const publicTrack = (await upload(t, a.cookie, wav, { title: 'Shared' })).json().id
    await as(a, 'PATCH', `/api/audio/tracks/${publicTrack}`, { visibility: 'public' })
    const playlist = await as(a, 'POST', '/api/audio/playlists', {
      name: 'Ada mix',
      trackIds: [privateTrack],
    })
    const video = await as(a, 'POST', '/api/videos', {
      video: 'jNQXAC9IVRw',
      title: 'Ada video',
      category: 'personal',
    })
    await as(a, 'POST', '/api/purchases', { productType: 'book', productId: 'codex-of-the-twelve' })
    const databases = (await t.app.inject({ url: '/api/chatgpt/databases' })).json()
    await as(a, 'POST', '/api/chatgpt/query', { query: 'lighthouse', database: databases[0].id })
    await as(a, 'POST', '/api/ai-collaboration/message', {
      from: 'Ada',
      to: 'friend@example.com',
      message: 'Private invitation',
    })
    ids = {
      factId: fact.json().id,
      conversationId,
      messageId: detail.json().messages[0].id,
      reportToken: report.json().downloadToken,
      privateTrack,
      publicTrack,
      playlistId: playlist.json().id,
      videoId: video.json().id,
    }
    for (const [name, value] of Object.entries(ids)) expect(value, name).toBeDefined()
  })
  afterAll(() => t.close())

  it("refuses B every read, change and delete of A's data by id, and A's data stays as it was", async () => {
    const before = await aState()
    const attempts: [string, InjectOptions['method'], string, object?][] = [
      ['read a conversation', 'GET', `/api/conversations/${ids.conversationId}`],
      ['delete a conversation', 'DELETE', `/api/conversations/${ids.conversationId}`],
      [
        'rename a conversation',
        'PATCH',
        `/api/conversations/${ids.conversationId}`,
        { title: 'Taken', pinned: true },
      ],
      [
        'delete a message',
        'DELETE',
        `/api/conversations/${ids.conversationId}/messages/${ids.messageId}`,
      ],
      [
        'branch a conversation',
        'POST',
        `/api/conversations/${ids.conversationId}/branch`,
        { messageId: ids.messageId },
      ],
      ['edit a fact', 'PATCH', `/api/memory/facts/${ids.factId}`, { fact: 'Changed by Bob' }],
      ['delete a fact', 'DELETE', `/api/memory/facts/${ids.factId}`],
      ['read learning stats', 'GET', `/api/learning/stats?userId=${a.user.id}`],
      [
        'make a report',
        'POST',
        '/api/learning/report',
        { userId: a.user.id, reportType: 'weekly' },
      ],
      ['download a report', 'GET', `/api/learning/download/${ids.reportToken}`],
      ['download a report as text', 'GET', `/api/learning/download/${ids.reportToken}/formatted`],
      ['play a private track', 'GET', `/api/audio/tracks/${ids.privateTrack}/file`],
      ['rename a track', 'PATCH', `/api/audio/tracks/${ids.privateTrack}`, { title: 'Bob' }],
      [
        'publish a track',
        'PATCH',
        `/api/audio/tracks/${ids.privateTrack}`,
        { visibility: 'public' },
      ],
      ['rename a shared track', 'PATCH', `/api/audio/tracks/${ids.publicTrack}`, { title: 'Bob' }],
      ['delete a track', 'DELETE', `/api/audio/tracks/${ids.privateTrack}`],
      ['delete a shared track', 'DELETE', `/api/audio/tracks/${ids.publicTrack}`],
      [
        'borrow a private track',
        'POST',
        '/api/audio/playlists',
        { name: 'Stolen', trackIds: [ids.privateTrack] },
      ],
      ['rename a playlist', 'PATCH', `/api/audio/playlists/${ids.playlistId}`, { name: 'Bob' }],
      ['delete a playlist', 'DELETE', `/api/audio/playlists/${ids.playlistId}`],
      ['delete a video', 'DELETE', `/api/videos/${ids.videoId}`],
      ['upgrade another account', 'POST', '/api/upgrade-premium', { userId: a.user.id }],
    ]
    for (const [what, method, url, payload] of attempts) {
      const res = await as(b, method, url, payload)
      expect([400, 403, 404], `${what}: ${res.statusCode} ${res.body.slice(0, 120)}`).toContain(
        res.statusCode,
      )
    }
    expect(await aState()).toEqual(before)
  })

  it("never shows A's data in B's own lists", async () => {
    const lists = [
      '/api/memory/facts',
      '/api/conversations?query=lighthouse',
      '/api/conversations',
      '/api/learning/enrollments',
      '/api/audio/tracks',
      '/api/audio/playlists',
      '/api/videos/mine',
      '/api/videos',
      '/api/purchases',
      '/api/chatgpt/queries',
      '/api/ai-collaboration/messages',
    ]
    const adasData = new RegExp(
      ['zanzibar', 'lighthouse', 'culinary-craft', 'Ada mix', 'Ada video', 'codex-of-the-twelve']
        .concat(['Private invitation', ids.privateTrack, ids.publicTrack, ids.videoId])
        .join('|'),
      'i',
    )
    for (const url of lists) {
      const res = await as(b, 'GET', url)
      expect(res.statusCode, url).toBe(200)
      expect(res.body, url).not.toMatch(adasData)
    }
    const preferences = (await as(b, 'GET', '/api/preferences')).json()
    expect(preferences.language).not.toBe('Italian')
    // Shared tracks are public by A's choice; private ones never show.
    const shared = (await as(b, 'GET', '/api/audio/public-tracks')).json().tracks as {
      id: string
    }[]
    expect(shared.map((track) => track.id)).toEqual([ids.publicTrack])
    const played = await as(b, 'GET', `/api/audio/tracks/${ids.publicTrack}/file`)
    expect(played.statusCode).toBe(200)
  })

  it("does not continue A's conversation or use A's memory when B names it", async () => {
    const res = await as(b, 'POST', '/api/ai-agents/adam/ask', {
      message: 'What is my codeword? Continue the lighthouse plan.',
      conversationId: ids.conversationId,
    })
    expect(res.statusCode).toBe(200)
    expect(res.json().conversationId).not.toBe(ids.conversationId)
    expect(res.json().response).not.toMatch(/zanzibar/i)
    const own = await as(a, 'GET', `/api/conversations/${ids.conversationId}`)
    expect(own.json().messages).toHaveLength(2)
  })

  it("keeps B's sign-out to B's own session", async () => {
    expect((await as(b, 'POST', '/api/logout')).statusCode).toBe(204)
    expect((await me(t, a.cookie)).statusCode).toBe(200)
  })
})

// ------------------------------------------------------------------------ operator actions

describe('costly operator actions (the GitHub seek, AI deep processing)', () => {
  let t: Awaited<ReturnType<typeof securityApp>>
  let github: Awaited<ReturnType<typeof startFakeGithub>>
  let member: string
  let admin: string
  beforeAll(async () => {
    github = await startFakeGithub()
    t = await securityApp({ github: { apiUrl: github.apiUrl }, adminUsernames: ['operator_ada'] })
    admin = (await signUp(t, 'operator_ada')).cookie
    member = (await signUp(t, 'member_bo')).cookie
  })
  afterAll(async () => {
    await t?.close()
    await github?.close()
  })

  const actions = ['/api/knowledge/seek-github', '/api/knowledge/mass-evolution']

  it('refuses a visitor (401) and a member (403), and nothing changes', async () => {
    const before = await settledState(t)
    for (const url of actions) {
      const visitor = await t.app.inject({ method: 'POST', url, payload: {} })
      expect(visitor.statusCode, url).toBe(401)
      const plain = await t.app.inject({
        method: 'POST',
        url,
        payload: {},
        headers: { cookie: member },
      })
      expect(plain.statusCode, url).toBe(403)
      expect(plain.json().message, url).toMatch(/^Only an administrator can /)
    }
    expect(github.served()).toBe(0)
    expect(await settledState(t)).toBe(before)
  })

  it('lets an administrator run them (so the refusals above were real)', async () => {
    for (const url of actions) {
      const res = await t.app.inject({
        method: 'POST',
        url,
        payload: {},
        headers: { cookie: admin },
      })
      expect(res.statusCode, url).toBe(200)
    }
    expect(github.served()).toBeGreaterThan(0)
  })
})

// --------------------------------------------------------------------------------- uploads

describe('uploaded files', () => {
  let t: Awaited<ReturnType<typeof securityApp>>
  let cookie: string
  beforeAll(async () => {
    t = await securityApp()
    cookie = (await signUp(t, 'uploader')).cookie
  })
  afterAll(() => t.close())

  const html = new TextEncoder().encode('<!doctype html><script>window.__xss=1</script>')
  const svg = new TextEncoder().encode(
    '<svg xmlns="http://www.w3.org/2000/svg" onload="window.__xss=1"><script>window.__xss=1</script></svg>',
  )
  const concat = (...parts: Uint8Array[]) => new Uint8Array(Buffer.concat(parts))

  function expectServedSafely(res: Response, contentType: RegExp, what: string) {
    expect(res.statusCode, what).toBeLessThan(300)
    expect(res.headers['content-type'], what).toMatch(contentType)
    expect(res.headers['content-type'], what).not.toMatch(/html|svg|xml|javascript/i)
    expect(res.headers['x-content-type-options'], what).toBe('nosniff')
    expect(res.headers['content-disposition'], what).toMatch(
      /^(inline|attachment); filename="[A-Za-z0-9][A-Za-z0-9._-]*"$/,
    )
    expectSecurityHeaders(res, what, 'api')
  }

  it('refuses markup however it is labelled, and keeps nothing of it', async () => {
    const files = [
      { name: 'song.mp3', type: 'audio/mpeg', data: html },
      { name: 'page.html', type: 'text/html', data: html },
      { name: 'picture.svg', type: 'image/svg+xml', data: svg },
      { name: 'tone.wav', type: 'audio/wav', data: svg },
    ]
    const before = filesUnder(audioDir(t))
    for (const file of files) {
      const res = await upload(t, cookie, file)
      expect(res.statusCode, file.name).toBe(400)
      expect(res.json().message, file.name).toMatch(/^file: is not an MP3, OGG or WAV/)
    }
    expect(filesUnder(audioDir(t))).toEqual(before)
    const list = (await t.app.inject({ url: '/api/audio/tracks', headers: { cookie } })).json()
    expect(list.tracks).toEqual([])
  })

  it('serves what it keeps as audio, never sniffed, with a filename of its own making', async () => {
    const id3 = new Uint8Array([0x49, 0x44, 0x33, 3, 0, 0, 0, 0, 0, 0])
    const cases = [
      {
        name: 'tone.wav',
        type: 'audio/wav',
        data: testWav(0.2),
        served: /^audio\/(wav|wave|x-wav)$/,
      },
      // Audio headers with markup behind them: kept (they are audio to the sniffer), but a
      // browser told the type and nosniff never reads them as a page.
      {
        name: '<img src=x onerror=alert(1)>.html',
        type: 'text/html',
        data: concat(testWav(0.1), html),
        served: /^audio\/(wav|wave|x-wav)$/,
      },
      { name: 'evil.svg', type: 'image/svg+xml', data: concat(id3, svg), served: /^audio\/mpeg$/ },
    ]
    for (const file of cases) {
      const stored = await upload(t, cookie, file)
      expect(stored.statusCode, file.name).toBe(201)
      const url = `/api/audio/tracks/${stored.json().id}/file`
      expectServedSafely(await t.app.inject({ url, headers: { cookie } }), file.served, file.name)
      const part = await t.app.inject({ url, headers: { cookie, range: 'bytes=0-9' } })
      expect(part.statusCode).toBe(206)
      expectServedSafely(part, file.served, `${file.name} (range)`)
    }
  })

  it('sends learning reports as attachments of plain data types', async () => {
    const user = await signUp(t, 'reporter')
    const ticket = await t.app.inject({
      method: 'POST',
      url: '/api/learning/report',
      payload: { userId: user.user.id, reportType: 'monthly' },
      headers: { cookie: user.cookie },
    })
    const token = ticket.json().downloadToken as string
    for (const [suffix, type] of [
      ['', /^application\/json/],
      ['/formatted', /^text\/markdown/],
    ] as const) {
      const res = await t.app.inject({
        url: `/api/learning/download/${token}${suffix}`,
        headers: { cookie: user.cookie },
      })
      expectServedSafely(res, type, `report${suffix}`)
      expect(res.headers['content-disposition']).toMatch(/^attachment;/)
    }
  })
})

describe('no dodging: limits and names follow the session', () => {
  let t: Awaited<ReturnType<typeof securityApp>>
  beforeAll(async () => {
    t = await securityApp({ adminUsernames: ['dodge_admin'] })
  })
  afterAll(() => t.close())

  it('counts visitors without a cookie by address: of twelve conversations the 11th is refused', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 12; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/ai-agents/eve/ask',
        payload: { message: `cookieless ${i}` },
        remoteAddress: '192.0.2.44',
      })
      statuses.push(res.statusCode)
    }
    expect(statuses.slice(0, 10).every((status) => status === 200)).toBe(true)
    expect(statuses.slice(10)).toEqual([429, 429])
  })

  it('signs broadcasts with the session, whatever sender the request names', async () => {
    const senderOf = async (cookie?: string) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/ai-communication/broadcast',
        payload: { message: 'Premium is free forever', fromUser: 'Mallory', priority: 'low' },
        headers: cookie ? { cookie } : {},
      })
      expect(res.statusCode).toBe(201)
      const result = (await t.app.database.db.execute(
        sql`select from_agent from ai_messages where id = ${res.json().messageId}`,
      )) as unknown as { rows: { from_agent: string }[] }
      return result.rows[0]!.from_agent
    }
    // The administrator first, where the first account may become one anyway.
    const admin = (await signUp(t, 'dodge_admin')).cookie
    const member = (await signUp(t, 'dodge_member')).cookie
    expect([await senderOf(), await senderOf(member), await senderOf(admin)]).toEqual([
      'Visitor',
      '@dodge_member',
      'Creator',
    ])
    await t.app.agentReplies.drained()
  })
})
