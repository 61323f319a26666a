import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Readable } from 'node:stream'
import fc from 'fast-check'
import type { InjectOptions } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { appMeta } from '@/server/db/schema/index'
import { startFakeGithub } from '@/server/modules/knowledge/testing/fake-github'
import { buildTestApp, TEST_ORIGIN } from '@/server/test/build-test-app'
import { signUp } from '@/server/test/helpers'
import { DatabaseWatch } from './support/fuzz-db'
import {
  BODY_METHODS,
  fuzzRequestArb,
  fuzzSweep,
  POLLUTING_PAYLOADS,
  type FuzzRequest,
} from './support/fuzz-requests'
import { documentedButNotRegistered, fuzzRoutes, registeredRoutes } from './support/fuzz-routes'

// Each route gets the fixed sweep and RUNS random requests per visitor. A failure prints
// fast-check's seed; the per-route seeds derive from FUZZ_SEED, so rerunning with it replays.
const SEED = Number(process.env.FUZZ_SEED ?? 20_260_515)
const RUNS = Number(process.env.FUZZ_RUNS ?? 6)
// The audio upload reads multipart by hand, so the OpenAPI document has no body for it.
const MULTIPART_ROUTES = new Set(['POST /api/audio/tracks'])

const prototypeNames = Object.getOwnPropertyNames(Object.prototype)
// Routes are enumerated from the app itself, so the app is built while the tests are collected.
const github = await startFakeGithub()
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hc-fuzz-'))
const t = await buildTestApp({
  rateLimitPerMinute: 1_000_000,
  dataDir,
  github: { apiUrl: github.apiUrl },
})
const routes = fuzzRoutes(t.app)
const watch = new DatabaseWatch(t.app.database.db)

let accounts = 0
/** Who sends: nobody, or a premium member, so sign-in and tier checks do not hide validation. */
class Visitor {
  cookie?: string
  constructor(readonly signedIn: boolean) {}
  get name() {
    return this.signedIn ? 'signed in' : 'anonymous'
  }
  async signIn() {
    if (this.signedIn) this.cookie = (await signUp(t, `fuzzer${++accounts}`, true)).cookie
  }
}
const anonymous = new Visitor(false)
const member = new Visitor(true)
const visitors = [anonymous, member]

beforeAll(async () => {
  await member.signIn()
  await watch.reset()
})

afterAll(async () => {
  await t.close()
  await github.close()
  fs.rmSync(dataDir, { recursive: true, force: true })
})

// Each request comes from a new address, so per-address limits (20 musings a minute, sign-in
// and sign-up throttles) do not answer 429 before validation and the handlers have their say.
let requestsSent = 0
const nextAddress = () => {
  requestsSent++
  return `10.${(requestsSent >> 16) & 255}.${(requestsSent >> 8) & 255}.${requestsSent & 255}`
}

interface Answer {
  status: number
  contentType: string
  body: string
  sessionCleared: boolean
}

async function readBody(stream: Readable, eventStream: boolean) {
  const chunks: Buffer[] = []
  for await (const chunk of stream) {
    chunks.push(Buffer.from(chunk as Buffer))
    // A live event stream never ends: its first lines are enough.
    if (eventStream) break
  }
  stream.destroy()
  return Buffer.concat(chunks).toString()
}

async function send(request: FuzzRequest, visitor: Visitor): Promise<Answer> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('no answer within 20 s')), 20_000)
  })
  try {
    const res = await Promise.race([
      t.injectRaw({
        method: request.method as InjectOptions['method'],
        url: request.url,
        headers: {
          origin: TEST_ORIGIN,
          ...(visitor.cookie ? { cookie: visitor.cookie } : {}),
          ...request.headers,
        },
        payload: request.payload,
        remoteAddress: nextAddress(),
        payloadAsStream: true,
      }),
      timeout,
    ])
    const contentType = String(res.headers['content-type'] ?? '')
    const body = await Promise.race([
      readBody(res.stream(), contentType.startsWith('text/event-stream')),
      timeout,
    ])
    const session = res.cookies.find((cookie) => cookie.name === 'hc_session')
    return { status: res.statusCode, contentType, body, sessionCleared: session?.value === '' }
  } finally {
    clearTimeout(timer)
  }
}

/** What is wrong with an answer: a 5xx, or a refusal without a JSON `{ message }`. */
function answerProblem(answer: Answer): string | undefined {
  const shown = answer.body.slice(0, 300)
  if (answer.status >= 500) return `answered ${answer.status}: ${shown}`
  if (answer.status < 400) return undefined
  if (!answer.contentType.startsWith('application/json'))
    return `answered ${answer.status} as ${answer.contentType || 'no content type'}: ${shown}`
  let message: unknown
  try {
    // The OpenAI-compatible routes (/v1) answer in OpenAI's error shape (decision 150).
    const parsed = JSON.parse(answer.body) as { message?: unknown; error?: { message?: unknown } }
    message = parsed.message ?? parsed.error?.message
  } catch {
    return `answered ${answer.status} with a body that is not JSON: ${shown}`
  }
  if (typeof message !== 'string' || !message.trim())
    return `answered ${answer.status} without a message: ${shown}`
  return undefined
}

/** Sends one request and throws when the answer, or what it left in the database, is wrong. */
async function check(request: FuzzRequest, visitor: Visitor) {
  const where = `${request.label} (${visitor.name}): ${request.method} ${request.url.slice(0, 160)}`
  let answer: Answer
  let changed: string[]
  try {
    answer = await send(request, visitor)
  } finally {
    // Board posts and collaborations answer in the background: let them finish first.
    await t.app.agentReplies.drained()
    await t.app.collaborations.settled()
    changed = await watch.changedTables()
  }
  const problem = answerProblem(answer)
  if (problem) throw new Error(`${where} ${problem}`)
  if (answer.status >= 400 && changed.length)
    throw new Error(`${where} was refused (${answer.status}) but changed ${changed.join(', ')}`)
  if (visitor.signedIn && answer.sessionCleared) {
    // A successful sign-out (or a sign-in as someone else) ends the session: start a new one.
    await visitor.signIn()
    await watch.changedTables()
  }
}

const seedOf = (key: string) =>
  [...key].reduce((hash, char) => (hash * 31 + char.charCodeAt(0)) | 0, SEED)

describe('fuzzing every route', () => {
  const fuzzed = new Set<string>()

  it('enumerates every registered route, more than 100 of them', () => {
    const api = routes.filter((route) => route.url.startsWith('/api/'))
    const hidden = routes.filter((route) => !route.documented).map((r) => `${r.method} ${r.url}`)
    console.info(
      `fuzzing ${routes.length} routes, ${api.length} under /api/ (not in the OpenAPI document: ${hidden.join(', ')}); seed ${SEED}, ${RUNS} random runs per route and visitor`,
    )
    expect(api.length).toBeGreaterThan(100)
    expect(documentedButNotRegistered(t.app)).toEqual([])
    expect(routes.filter((route) => route.body).length).toBeGreaterThan(30)
  })

  it('notices a change to any table, and nothing when nothing changed', async () => {
    expect(await watch.changedTables()).toEqual([])
    await t.app.database.db.insert(appMeta).values({ key: 'fuzz-probe', value: {} })
    expect(await watch.changedTables()).toEqual(['app_meta'])
    await t.app.database.db.delete(appMeta)
    expect(await watch.changedTables()).toEqual(['app_meta'])
    expect(await watch.changedTables()).toEqual([])
  })

  for (const route of routes) {
    const key = `${route.method} ${route.url}`
    it(`${key}: refuses bad input with 4xx { message }, never 5xx, and changes nothing`, async () => {
      fuzzed.add(key)
      const multipart = MULTIPART_ROUTES.has(key)
      const arbitrary = fuzzRequestArb(route, { multipart })
      const sweep = fuzzSweep(route, { multipart }).map((request) => [request] as [FuzzRequest])
      for (const visitor of visitors)
        await fc.assert(
          fc.asyncProperty(arbitrary, (request) => check(request, visitor)),
          {
            // The examples count as runs: RUNS random ones come after the whole sweep.
            numRuns: sweep.length + RUNS,
            seed: seedOf(`${key} ${visitor.name}`),
            examples: sweep,
          },
        )
    })
  }

  it('fuzzed every route the router holds', () => {
    const registered = registeredRoutes(t.app).map((route) => `${route.method} ${route.url}`)
    expect(registered.filter((key) => !fuzzed.has(key))).toEqual([])
    expect(fuzzed.size).toBe(registered.length)
  })
})

describe('prototype pollution', () => {
  const unpolluted = () => {
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
    expect(Object.getOwnPropertyNames(Object.prototype)).toEqual(prototypeNames)
  }
  const withId = (url: string) => url.replace(/:\w+|\*/g, '1')

  it('no __proto__ or constructor.prototype body reaches Object.prototype, on any route', async () => {
    for (const route of routes.filter((r) => BODY_METHODS.has(r.method)))
      for (const payload of POLLUTING_PAYLOADS)
        await check(
          {
            label: `${payload} as the body`,
            method: route.method,
            url: withId(route.url),
            headers: { 'content-type': 'application/json' },
            payload,
          },
          member,
        )
    unpolluted()
  })

  it('nor does such a key at any depth of a body, or in a query string', async () => {
    const body = fc
      .tuple(fc.constantFrom(...POLLUTING_PAYLOADS), fc.integer({ min: 1, max: 4 }))
      .map(([payload, depth]) => ({
        place: 'body' as const,
        text: '{"a":'.repeat(depth) + payload + '}'.repeat(depth),
      }))
    const query = fc
      .constantFrom(
        '__proto__[polluted]=true',
        '__proto__.polluted=true',
        'constructor[prototype][polluted]=true',
        '__proto__=polluted',
      )
      .map((text) => ({ place: 'query' as const, text }))
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...routes),
        fc.oneof(body, query),
        fc.constantFrom(...visitors),
        async (route, at, visitor) => {
          const sendsBody = at.place === 'body' && BODY_METHODS.has(route.method)
          await check(
            {
              label: `${at.text} in the ${at.place}`,
              method: route.method,
              url: at.place === 'query' ? `${withId(route.url)}?${at.text}` : withId(route.url),
              headers: sendsBody ? { 'content-type': 'application/json' } : {},
              payload: sendsBody ? at.text : undefined,
            },
            visitor,
          )
          unpolluted()
        },
      ),
      { numRuns: 60, seed: SEED },
    )
  })
})
