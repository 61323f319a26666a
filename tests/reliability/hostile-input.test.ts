/**
 * Every route of the contract, as a visitor and as a member (cookie and API key), gets the most
 * hostile bodies it can: a declared length over every limit, JSON 10,000 levels deep, a
 * 100,000-character string without spaces in every string field, NUL and a lone surrogate in
 * every string field. Then the rest of what an attacker tries (issue 53): catastrophic lorebook
 * patterns through card import and persona edit and a chat that would trigger them; real bodies
 * of 1 to 8 MiB on each class of route, sized and chunked; hostile query strings on every read;
 * an API key alone on `/v1` and `/mcp`; NUL and lone surrogates in MCP's JSON-RPC. Meanwhile
 * `/healthz` is asked every 50 ms. No answer may be a 5xx, over-limit and too-deep bodies must be
 * refused (413, 400) however the route is guarded, and no request may hold the server
 * (decision 226). The measured worst `/healthz` wait is printed. On PGlite always, and on
 * PostgreSQL too when PG_TEST_URL is set (a throw-away schema).
 */
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, dropSchema, type TestApp } from '@/server/test/build-test-app'
import { signUp } from '@/server/test/helpers'
import type { JsonSchema } from './support/fuzz-inputs'
import { fuzzRoutes, type FuzzRoute } from './support/fuzz-routes'
import { rawRequest } from './support/raw-http'

/**
 * The longest `/healthz` may wait. Lenient on purpose: CI and this machine share two cores
 * with other suites (731 ms was measured at a load average of 20, the probe sharing the
 * server's process); a request that walked a body per byte held it for 6–127 s. Past a load
 * of 15 the bound grows with it (1,586 ms was measured at 29, 3 s allowed there), still far
 * below what a request that holds the server takes.
 */
const HEALTHZ_BOUND_MS = Math.max(1_500, 100 * os.loadavg()[0]!)
/** Requests in flight at once: enough to overlap, few enough for a loaded machine. */
const CONCURRENCY = 4
const LONG = 'x'.repeat(100_000)
const DEEP = `${'['.repeat(10_000)}${']'.repeat(10_000)}`
/** Over every route's limit (the largest, audio, is 20 MiB): sent as a header, never as bytes. */
const OVER_EVERY_LIMIT = 64 * 1024 * 1024
/** Scopes whose bearer-key check runs as the request arrives, before the route's own hooks. */
const KEY_SCOPES = /^visitor over-limit \w+ \/(v1|mcp)(\/|$)/
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])
/** Lorebook keys that backtrack catastrophically in JavaScript's RegExp (issue 53, item 2). */
const CATASTROPHIC = ['((a+))+$', '(a|a)+$', 'a*a*a*a*a*a*a*b']
/** One route of each body budget: default, chat, persona, notes, card, audio, /v1, /mcp. */
const BYTE_TARGETS = [
  '/api/ai-messages',
  '/api/ai-agents/adam/ask',
  '/api/personas',
  '/api/obsidian/notes',
  '/api/personas/import',
  '/api/audio/tracks',
  '/v1/chat/completions',
  '/mcp',
]
const MiB = 1024 * 1024
/** Real bodies, sent byte by byte: over most budgets, and at card import's (8 MiB). */
const BYTE_SIZES = [2 * MiB, 8 * MiB]

const pgUrl = process.env.PG_TEST_URL || ''
/** Each database the suite runs on: PGlite always, PostgreSQL when the run has one. */
const DATABASES = [
  { name: 'PGlite', url: '' },
  ...(pgUrl ? [{ name: 'PostgreSQL', url: pgUrl }] : []),
]

let t: TestApp
let dataDir: string
let base: string
let port: number
/** The PostgreSQL schema of this run's app, dropped after it. */
let schema = ''

async function startApp(databaseUrl: string) {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hc-hostile-'))
  schema = databaseUrl ? `hostile_${randomBytes(6).toString('hex')}` : ''
  t = await buildTestApp({
    rateLimitPerMinute: 1_000_000,
    dataDir,
    github: { apiUrl: 'http://127.0.0.1:9' },
    ...(databaseUrl ? { databaseUrl, databaseSchema: schema } : {}),
  })
  await t.app.listen({ host: '127.0.0.1', port: 0 })
  port = (t.app.server.address() as AddressInfo).port
  base = `http://127.0.0.1:${port}`
}

async function stopApp(databaseUrl: string) {
  await t?.close()
  if (databaseUrl && schema) await dropSchema(databaseUrl, schema)
  fs.rmSync(dataDir, { recursive: true, force: true })
}

/** A value for `schema` with `text` in every string field (the first of any alternatives). */
function filled(schema: JsonSchema | undefined, text: string, depth = 0): unknown {
  if (!schema || depth > 8) return text
  const alternatives = schema.anyOf ?? schema.oneOf
  if (alternatives?.length) return filled(alternatives[0], text, depth + 1)
  const type = [schema.type ?? 'string'].flat().find((each) => each !== 'null') ?? 'string'
  if (type === 'object') {
    const properties = Object.entries(schema.properties ?? {})
    if (!properties.length) return { text }
    return Object.fromEntries(properties.map(([key, each]) => [key, filled(each, text, depth + 1)]))
  }
  if (type === 'array') return [filled(schema.items, text, depth + 1)]
  if (type === 'number' || type === 'integer') return 1
  if (type === 'boolean') return true
  return text
}

/** The route's path with its parameters filled in. */
const targetOf = (route: FuzzRoute) =>
  route.url.replace(/:\w+/g, '1').replace('*', 'hostile').replace(/\/$/, '') || '/'

interface Identity {
  name: string
  headers: () => Record<string, string>
}

interface Sent {
  what: string
  status: number
}

/** The hostile bodies for one route: too deep, too long, NUL and a lone surrogate in its text. */
const bodies = (route: FuzzRoute) => ({
  deep: DEEP,
  long: JSON.stringify(filled(route.body, LONG)),
  nul: JSON.stringify(filled(route.body, 'before\u0000after')),
  // JSON.stringify escapes a lone surrogate; the raw escape reaches the parser as written.
  surrogate: JSON.stringify(filled(route.body, 'lone ')).replaceAll('lone ', 'lone \\ud800'),
})

/** Sends one JSON body and reads the answer (the first chunk of a stream is enough). */
async function sendJson(route: FuzzRoute, who: Identity, body: string): Promise<number> {
  const abort = new AbortController()
  const timer = setTimeout(() => abort.abort(), 20_000)
  try {
    const res = await fetch(`${base}${targetOf(route)}`, {
      method: route.method,
      headers: { 'content-type': 'application/json', origin: base, ...who.headers() },
      body,
      signal: abort.signal,
    })
    const reader = res.body?.getReader()
    if (res.headers.get('content-type')?.startsWith('text/event-stream')) await reader?.cancel()
    else while (reader && !(await reader.read()).done);
    return res.status
  } finally {
    clearTimeout(timer)
  }
}

/** A new Premium member (no daily limit to reach) and an API key of theirs. */
async function newMember(username: string) {
  const { cookie } = await signUp(t, username, true)
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/api-keys',
    headers: { cookie },
    payload: { name: 'hostile' },
  })
  return { cookie, key: res.json().key as string }
}

/**
 * Sends `size` bytes of junk as a real body, in 64 KiB writes that wait for the socket, with
 * its length declared or chunked (then only the bytes read tell the server the size). Stops
 * writing once answered. The status, or 0 when the connection ended without an answer.
 */
function sendBytes(
  target: string,
  headers: Record<string, string>,
  size: number,
  chunked: boolean,
): Promise<number> {
  return new Promise((resolve) => {
    let status = 0
    const request = http.request({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: target,
      headers: {
        'content-type': 'application/json',
        origin: base,
        ...headers,
        ...(chunked ? {} : { 'content-length': String(size) }),
      },
    })
    request.on('response', (res) => {
      status = res.statusCode ?? 0
      res.resume()
      res.on('end', () => resolve(status))
      res.on('error', () => resolve(status))
    })
    // A server that answered and closed while the rest was being written: the answer counts.
    request.on('error', () => resolve(status))
    request.setTimeout(30_000, () => request.destroy())
    const piece = Buffer.alloc(64 * 1024, 'x')
    let sent = 0
    const write = () => {
      while (sent < size && status === 0 && !request.destroyed) {
        sent += piece.length
        if (!request.write(piece)) {
          request.once('drain', write)
          return
        }
      }
      request.end()
    }
    write()
  })
}

/** A GET of `target`, read to its end (a stream's first chunk is enough). */
async function sendGet(target: string, headers: Record<string, string>): Promise<number> {
  try {
    const res = await fetch(`${base}${target}`, {
      headers: { origin: base, ...headers },
      signal: AbortSignal.timeout(20_000),
    })
    const reader = res.body?.getReader()
    if (res.headers.get('content-type')?.startsWith('text/event-stream')) await reader?.cancel()
    else while (reader && !(await reader.read()).done);
    return res.status
  } catch {
    return 0
  }
}

/** Runs `tasks` CONCURRENCY at a time. */
async function pool<T>(tasks: (() => Promise<T>)[]): Promise<T[]> {
  const results: T[] = []
  let next = 0
  const worker = async () => {
    while (next < tasks.length) {
      const index = next++
      results[index] = await tasks[index]!()
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker))
  return results
}

/** `/healthz` every 50 ms until stopped; each wait counted from when the ask was due. */
function probe() {
  const state = { done: false, worst: 0, asks: 0 }
  const running = (async () => {
    let due = performance.now()
    while (!state.done) {
      await fetch(`${base}/healthz`).then((res) => res.arrayBuffer())
      const answered = performance.now()
      state.worst = Math.max(state.worst, answered - due)
      state.asks++
      due = answered + 50
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
  })()
  return {
    state,
    stop: async () => {
      state.done = true
      await running
    },
  }
}

describe.each(DATABASES)('hostile input on $name', ({ url: databaseUrl }) => {
  beforeAll(() => startApp(databaseUrl), 120_000)
  afterAll(() => stopApp(databaseUrl))

  it('bodies on every route are refused with 4xx, never 5xx, while /healthz keeps answering', async () => {
    const routes = fuzzRoutes(t.app).filter((route) => route.documented)
    expect(routes.length).toBeGreaterThan(100)

    let memberCookie = ''
    let apiKey = ''
    let members = 0
    const signIn = async () => {
      ;({ cookie: memberCookie, key: apiKey } = await newMember(`hostile_member${++members}`))
    }
    await signIn()
    const visitor: Identity = { name: 'visitor', headers: () => ({}) }
    const member: Identity = {
      name: 'member',
      headers: () => ({ cookie: memberCookie, authorization: `Bearer ${apiKey}` }),
    }

    const probing = probe()
    const answers: Sent[] = []
    for (const who of [visitor, member]) {
      // A declared length over every limit, on every route: refused from the header alone.
      const over = routes.map((route) => async () => {
        const res = await rawRequest(port, {
          method: route.method,
          target: targetOf(route),
          // Still "sending" the declared body: only the header may decide the answer.
          keepOpen: true,
          headers: {
            'content-length': String(OVER_EVERY_LIMIT),
            'content-type': 'application/json',
            origin: base,
            ...who.headers(),
          },
        })
        return { what: `${who.name} over-limit ${route.method} ${route.url}`, status: res.status }
      })
      answers.push(...(await pool(over)))

      const withBodies = routes.filter((route) => BODY_METHODS.has(route.method))
      const hostile = withBodies.flatMap((route) =>
        Object.entries(bodies(route)).map(([kind, body]) => async () => {
          const status = await sendJson(route, who, body)
          // Only a body schema with a string field carries the bad text into what it reads.
          const text = route.body !== undefined && /before|lone/.test(body) ? ' text' : ''
          return { what: `${who.name} ${kind}${text} ${route.method} ${route.url}`, status }
        }),
      )
      answers.push(...(await pool(hostile)))
      // A member's hostile sweep may end its own session (sign-out, a deleted account): the
      // next identity starts from a fresh one either way.
      if (who === member) await signIn()
    }
    await probing.stop()

    console.log(
      `hostile-input (bodies): ${answers.length} requests on ${routes.length} routes; ` +
        `longest /healthz wait ${probing.state.worst.toFixed(0)} ms over ${probing.state.asks} asks`,
    )
    expect(answers.filter((answer) => / nul text /.test(answer.what)).length).toBeGreaterThan(50)
    const serverErrors = answers.filter((answer) => answer.status >= 500 || answer.status === 0)
    expect(serverErrors).toEqual([])
    // Over the limit is 413 before anything else (but the key check of /v1 and /mcp, which
    // runs as the request arrives: a visitor without a key is 401 there, its body unread); too deep is 400, or the guard's 401 or 403
    // where the guard refuses the caller before the body is parsed.
    const notRefused = answers.filter(
      (answer) =>
        (answer.what.includes(' over-limit ') &&
          answer.status !== 413 &&
          !(answer.status === 401 && KEY_SCOPES.test(answer.what))) ||
        (answer.what.includes(' deep ') && ![400, 401, 403].includes(answer.status)),
    )
    expect(notRefused).toEqual([])
    // NUL and lone surrogates in a field the route reads are never stored: always a 4xx.
    const accepted = answers.filter(
      (answer) => /\s(nul|surrogate) text\s/.test(answer.what) && answer.status < 400,
    )
    expect(accepted).toEqual([])
    expect(probing.state.worst).toBeLessThan(HEALTHZ_BOUND_MS)
  })

  it('runs catastrophic lorebook patterns from card import and persona edit in linear time', async () => {
    const { cookie } = await newMember('hostile_lore')
    const headers = { cookie, origin: base, 'content-type': 'application/json' }
    const book = {
      character_book: {
        entries: CATASTROPHIC.map((key, index) => ({
          keys: [key],
          content: `Trap ${index}.`,
          use_regex: true,
          name: `Trap ${index}`,
        })),
      },
    }
    const card = (name: string, extra: object = {}) => ({
      name,
      description: `${name} keeps very still.`,
      personality: 'patient',
      scenario: 'A quiet room.',
      first_mes: 'Hello, {{user}}.',
      tags: [],
      ...extra,
    })
    const imported = await fetch(`${base}/api/personas/import`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        spec: 'chara_card_v2',
        spec_version: '2.0',
        data: card('Trap Import', book),
      }),
    })
    expect(imported.status).toBe(201)
    const created = await fetch(`${base}/api/personas`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ card: card('Trap Edit') }),
    })
    expect(created.status).toBe(201)
    const plain = (await created.json()) as { id: string; card: object }
    const edited = await fetch(`${base}/api/personas/${plain.id}`, {
      method: 'PATCH',
      headers,
      body: JSON.stringify({ card: { ...plain.card, ...book } }),
    })
    expect(edited.status).toBe(200)
    const ids = [((await imported.json()) as { id: string }).id, plain.id]
    // The first turn loads the offline engine: not part of what is measured.
    const ask = (id: string, message: string) =>
      fetch(`${base}/api/ai-agents/${id}/ask`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ message }),
      }).then(async (res) => ({ status: res.status, text: await res.text() }))
    expect((await ask(ids[0]!, 'Hello!')).status).toBe(200)
    const probing = probe()
    // Each pattern's worst case: a run of `a` that almost matches (28 held the old engine 58 s).
    const messages = [`${'a'.repeat(3_900)}!`, 'a'.repeat(3_900), `${'a'.repeat(3_899)}c`]
    let slowest = 0
    for (const id of ids) {
      for (const message of messages) {
        const started = performance.now()
        const answer = await ask(id, message)
        slowest = Math.max(slowest, performance.now() - started)
        expect(answer.status, answer.text.slice(0, 200)).toBe(200)
      }
    }
    await probing.stop()
    console.log(
      `hostile-input (lorebook): ${ids.length * messages.length} chats; slowest ` +
        `${slowest.toFixed(0)} ms; longest /healthz wait ${probing.state.worst.toFixed(0)} ms`,
    )
    expect(probing.state.worst).toBeLessThan(HEALTHZ_BOUND_MS)
  })

  it('refuses real multi-MiB bodies on every class of route, sized and chunked', async () => {
    const { cookie, key } = await newMember('hostile_bytes')
    const identities: { name: string; headers: Record<string, string> }[] = [
      { name: 'visitor', headers: {} },
      { name: 'member', headers: { cookie, authorization: `Bearer ${key}` } },
    ]
    const probing = probe()
    const answers: Sent[] = []
    for (const who of identities)
      for (const target of BYTE_TARGETS)
        for (const size of BYTE_SIZES)
          for (const chunked of [false, true]) {
            const status = await sendBytes(target, who.headers, size, chunked)
            const how = chunked ? 'chunked' : 'sized'
            answers.push({ what: `${who.name} ${size >> 20} MiB ${how} ${target}`, status })
          }
    await probing.stop()
    console.log(
      `hostile-input (bytes): ${answers.length} requests of ${BYTE_SIZES.map((size) => size >> 20).join(' and ')} MiB ` +
        `on ${BYTE_TARGETS.length} routes; longest /healthz wait ${probing.state.worst.toFixed(0)} ms`,
    )
    expect(answers.filter((answer) => answer.status >= 500 || answer.status === 0)).toEqual([])
    // 8 MiB is over every limit but card import's and audio's: 413 whoever asks, from the
    // declared length alone; chunked, a guard that refuses a visitor (401) reads none of it;
    // the key check of /v1 and /mcp answers a visitor first either way.
    const notRefused = answers.filter(
      (answer) =>
        / 8 MiB /.test(answer.what) &&
        !/\/api\/(personas\/import|audio\/tracks)$/.test(answer.what) &&
        answer.status !== 413 &&
        !(answer.status === 401 && /^visitor .* \/(v1|mcp)/.test(answer.what)) &&
        !(answer.status === 401 && /^visitor .* chunked /.test(answer.what)),
    )
    expect(notRefused).toEqual([])
    expect(answers.every((answer) => answer.status >= 400)).toBe(true)
    expect(probing.state.worst).toBeLessThan(HEALTHZ_BOUND_MS)
  })

  it('answers hostile query strings on every read with 4xx or an answer, never 5xx', async () => {
    const routes = fuzzRoutes(t.app).filter(
      (route) => route.documented && route.method === 'GET' && route.url !== '/healthz',
    )
    const { cookie } = await newMember('hostile_query')
    const queries = {
      long: `q=${'x'.repeat(12_000)}`,
      deep: `${'a'}${'[b]'.repeat(2_000)}=1`,
      repeated: Array.from({ length: 2_000 }, (_, index) => `a=${index}`).join('&'),
      // Over Node's 16 KiB header limit: refused before any route sees it.
      huge: `q=${'x'.repeat(100_000)}`,
    }
    const probing = probe()
    // Every read as a visitor; as a member the repeated keys (the query a member's reads parse
    // most of); past Node's header limit on a few (refused before any route sees it).
    const sends = [
      ...(['long', 'deep', 'repeated'] as const).flatMap((kind) =>
        routes.map((route) => ({ kind, route, headers: {} })),
      ),
      ...routes.map((route) => ({ kind: 'repeated' as const, route, headers: { cookie } })),
      ...routes.slice(0, 3).map((route) => ({ kind: 'huge' as const, route, headers: {} })),
    ]
    const tasks = sends.map(({ kind, route, headers }) => async () => ({
      what: `${'cookie' in headers ? 'member' : 'visitor'} ${kind} ${route.url}`,
      status: await sendGet(`${targetOf(route)}?${queries[kind]}`, headers),
    }))
    const answers = await pool(tasks)
    await probing.stop()
    console.log(
      `hostile-input (queries): ${answers.length} requests on ${routes.length} reads; ` +
        `longest /healthz wait ${probing.state.worst.toFixed(0)} ms`,
    )
    expect(answers.filter((answer) => answer.status >= 500 || answer.status === 0)).toEqual([])
    expect(probing.state.worst).toBeLessThan(HEALTHZ_BOUND_MS)
  })

  it('gives an API key alone on /v1 and /mcp the same refusals, MCP JSON-RPC included', async () => {
    const { key } = await newMember('hostile_key')
    const keyOnly: Identity = { name: 'key', headers: () => ({ authorization: `Bearer ${key}` }) }
    const routes = fuzzRoutes(t.app).filter(
      (route) => /^\/(v1|mcp)(\/|$)/.test(route.url) && BODY_METHODS.has(route.method),
    )
    expect(routes.length).toBeGreaterThan(2)
    const probing = probe()
    const answers = await pool(
      routes.flatMap((route) =>
        Object.entries(bodies(route)).map(([kind, body]) => async () => ({
          what: `key ${kind} ${route.method} ${route.url}`,
          status: await sendJson(route, keyOnly, body),
        })),
      ),
    )
    // MCP's own messages with bad text where its tools read it: refused before any tool runs.
    const rpc = (method: string, params: object) =>
      JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }).replaceAll('LONE', '\\ud800')
    const mcpBodies = {
      'initialize nul': rpc('initialize', {
        protocolVersion: '2025-06-18',
        capabilities: {},
        clientInfo: { name: 'hostile\u0000client', version: '1' },
      }),
      'search nul': rpc('tools/call', { name: 'search_notes', arguments: { text: 'a\u0000b' } }),
      'search surrogate': rpc('tools/call', {
        name: 'search_notes',
        arguments: { text: 'aLONEb' },
      }),
      'create surrogate': rpc('tools/call', {
        name: 'create_note',
        arguments: { title: 'Lone LONE', content: 'Body' },
      }),
      'create nul key': rpc('tools/call', {
        name: 'create_note',
        arguments: { ['ti\u0000tle']: 'x', content: 'Body' },
      }),
    }
    for (const [kind, body] of Object.entries(mcpBodies)) {
      const res = await fetch(`${base}/mcp`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${key}`,
          'content-type': 'application/json',
          accept: 'application/json, text/event-stream',
        },
        body,
      })
      const answer = (await res.json()) as { error?: { message?: string } }
      answers.push({ what: `key mcp ${kind}`, status: res.status })
      expect(res.status, `${kind}: ${JSON.stringify(answer)}`).toBe(400)
      expect(answer.error?.message).toMatch(/NUL|surrogate/)
    }
    await probing.stop()
    console.log(
      `hostile-input (key only): ${answers.length} requests on ${routes.length + 1} routes; ` +
        `longest /healthz wait ${probing.state.worst.toFixed(0)} ms`,
    )
    expect(answers.filter((answer) => answer.status >= 500 || answer.status === 0)).toEqual([])
    expect(answers.filter((answer) => / deep /.test(answer.what) && answer.status !== 400)).toEqual(
      [],
    )
    expect(
      answers.filter((answer) => /(nul|surrogate)/.test(answer.what) && answer.status < 400),
    ).toEqual([])
    expect(probing.state.worst).toBeLessThan(HEALTHZ_BOUND_MS)
  })
})
