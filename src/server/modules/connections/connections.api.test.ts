import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { startFakeOpenAiServer, type FakeOpenAiServer } from '../../../../tests/support/fake-model'
import { FALLBACK_NOTICE } from '../../ai/model-router'
import { loadConfig } from '../../config'
import { modelConnections } from '../../db/schema/index'
import { buildTestApp, type TestApp } from '../../test/build-test-app'
import { parseSse, signUp } from '../../test/helpers'

let fake: FakeOpenAiServer
let t: TestApp
let admin: string
let member: string
beforeAll(async () => {
  fake = await startFakeOpenAiServer({ apiKey: 'sk-fake-secret' })
  const ai = { ...loadConfig({ OFFLINE_CHUNK_DELAY_MS: '0' }).ai, timeoutMs: 3000 }
  t = await buildTestApp({ adminUsernames: ['conn_admin'], ai })
  // The administrator signs up first: the first account may be one by its role as well.
  admin = (await signUp(t, 'conn_admin')).cookie
  member = (await signUp(t, 'conn_member')).cookie
})
afterAll(async () => {
  await t.close()
  await fake.close()
})

const as = (cookie: string, method: string, url: string, payload?: object) =>
  t.app.inject({ method: method as 'GET', url, payload, headers: { cookie } })
const overview = async () => (await as(admin, 'GET', '/api/connections')).json()
async function addFake(name: string, apiKey: string | undefined = 'sk-fake-secret') {
  const res = await as(admin, 'POST', '/api/connections', { name, baseUrl: fake.baseUrl, apiKey })
  expect(res.statusCode).toBe(201)
  return res.json() as { id: string }
}
const ask = (persona: string, message: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: `/api/ai-agents/${persona}/ask`,
    payload: { message },
    headers,
  })
const choose = (payload: object) => as(admin, 'PUT', '/api/connections/choices', payload)

describe('model connections', () => {
  it('lets only administrators in: 401 for visitors, 403 for members, nothing changed', async () => {
    const calls: [string, string, object?][] = [
      ['GET', '/api/connections'],
      ['POST', '/api/connections', { name: 'x', baseUrl: fake.baseUrl }],
      ['PATCH', '/api/connections/00000000-0000-4000-8000-000000000000', { name: 'y' }],
      ['DELETE', '/api/connections/00000000-0000-4000-8000-000000000000'],
      ['POST', '/api/connections/env/test'],
      ['PUT', '/api/connections/choices', { default: null }],
    ]
    for (const [method, url, payload] of calls) {
      const visitor = await t.app.inject({ method: method as 'GET', url, payload })
      expect(visitor.statusCode, `${method} ${url}`).toBe(401)
      expect((await as(member, method, url, payload)).statusCode, `${method} ${url}`).toBe(403)
    }
    expect((await overview()).connections).toEqual([])
  })

  it('answers a visitor 401 and a member 403 before validating the body', async () => {
    const bad = { name: '', baseUrl: 'not a url' }
    const visitor = await t.app.inject({ method: 'POST', url: '/api/connections', payload: bad })
    expect(visitor.statusCode).toBe(401)
    expect(visitor.json()).toEqual({ message: 'Sign in to manage model connections.' })
    expect((await as(member, 'POST', '/api/connections', bad)).statusCode).toBe(403)
  })

  it('keeps the API key encrypted and never sends it back', async () => {
    const created = await addFake('Secret keeper')
    const listed = await as(admin, 'GET', '/api/connections')
    expect(listed.body).not.toContain('sk-fake-secret')
    expect(listed.json().connections).toContainEqual(
      expect.objectContaining({
        id: created.id,
        name: 'Secret keeper',
        baseUrl: fake.baseUrl,
        source: 'stored',
        readOnly: false,
        hasApiKey: true,
      }),
    )
    const rows = await t.app.database.db.select().from(modelConnections)
    const row = rows.find((r) => r.id === created.id)!
    expect(row.apiKeyEncrypted).toMatch(/^v1\./)
    expect(row.apiKeyEncrypted).not.toContain('sk-fake-secret')
    expect(t.app.modelConnections.box.open(row.apiKeyEncrypted!)).toBe('sk-fake-secret')

    const test = await as(admin, 'POST', `/api/connections/${created.id}/test`)
    expect(test.json()).toMatchObject({ reachable: true, error: null })
    expect(test.json().models).toContain('echo')
    expect(fake.modelListRequests.at(-1)).toBe('Bearer sk-fake-secret')

    // Removing the key: the server then refuses the list.
    await as(admin, 'PATCH', `/api/connections/${created.id}`, { apiKey: null })
    const refused = await as(admin, 'POST', `/api/connections/${created.id}/test`)
    expect(refused.json()).toMatchObject({ reachable: false, error: expect.stringMatching(/401/) })
    const state = (await overview()).connections.find((c: { id: string }) => c.id === created.id)
    expect(state).toMatchObject({ hasApiKey: false, state: { reachable: false } })
    expect((await as(admin, 'DELETE', `/api/connections/${created.id}`)).statusCode).toBe(204)
    expect((await overview()).connections).toEqual([])
  })

  it('answers the next message with the chosen model, and a persona with its own', async () => {
    const { id } = await addFake('Fake model')
    expect((await choose({ default: { connectionId: id, model: 'echo' } })).statusCode).toBe(200)
    const eve = await ask('eve', 'Hello model')
    expect(eve.json()).toMatchObject({
      engine: 'model',
      model: 'echo',
      response: 'You said: Hello model',
    })
    expect(fake.requests.at(-1)!.authorization).toBe('Bearer sk-fake-secret')
    expect((await t.app.inject({ url: '/api/ai/status' })).json()).toMatchObject({
      engine: 'model',
      model: 'echo',
    })

    await choose({
      adam: { connectionId: 'offline', model: 'offline' },
      eva: { connectionId: id, model: 'normal' },
    })
    expect((await ask('adam', 'Hello')).json()).toMatchObject({ engine: 'offline' })
    expect((await ask('eva', 'Hello')).json()).toMatchObject({ engine: 'model', model: 'normal' })
    const choices = (await overview()).choices
    expect(choices).toMatchObject({
      default: { connectionId: id, model: 'echo' },
      adam: { connectionId: 'offline' },
      eve: null,
    })

    // Removing the connection drops the choices on it: back to the offline engine.
    await as(admin, 'DELETE', `/api/connections/${id}`)
    expect((await overview()).choices).toMatchObject({ default: null, eva: null })
    expect((await ask('eve', 'Hello')).json()).toMatchObject({ engine: 'offline' })
    await choose({ adam: null })
  })

  it("fits the prompt to a connection's own context window where its server does not say", async () => {
    const res = await as(admin, 'POST', '/api/connections', {
      name: 'Small window',
      baseUrl: fake.baseUrl,
      apiKey: 'sk-fake-secret',
      contextWindow: 2048,
    })
    expect(res.statusCode).toBe(201)
    const { id } = res.json() as { id: string }
    expect(res.json().contextWindow).toBe(2048)
    await choose({ default: { connectionId: id, model: 'echo' } })
    const history = Array.from({ length: 40 }, (_, i) => ({
      role: i % 2 ? 'assistant' : 'user',
      content: `Turn ${i}: ${'many words about meditation and breathing '.repeat(190)}`,
    }))
    // A Premium member: the visitors' daily conversations are the other tests'.
    const { cookie } = await signUp(t, 'conn_window', true)
    const sent = async () => {
      const reply = await t.app.inject({
        method: 'POST',
        url: '/api/ai-agents/eve/ask',
        payload: { message: 'Which turn came last?', history },
        headers: { cookie },
      })
      expect(reply.json(), reply.body).toMatchObject({ engine: 'model' })
      const request = fake.requests.at(-1)!
      const { messageTokens } = await import('../../ai/tokens')
      return {
        tokens: messageTokens(request.messages as { role: 'user'; content: string }[]),
        maxTokens: request.max_tokens,
      }
    }
    // 2,048 in all, half of it at most for the reply.
    const small = await sent()
    expect(small.tokens).toBeLessThanOrEqual(2048 - 1024)
    expect(small.maxTokens).toBe(1024)

    // The smallest window: the platform's passages and remembered facts give way before the
    // question is refused; the persona's instructions and the question stay.
    await as(admin, 'PATCH', `/api/connections/${id}`, { contextWindow: 512 })
    const tiny = await t.app.inject({
      method: 'POST',
      url: '/api/ai-agents/eve/ask',
      payload: { message: 'What is the Codex Compass?' },
      headers: { cookie },
    })
    expect(tiny.json(), tiny.body).toMatchObject({ engine: 'model' })
    const { messageTokens } = await import('../../ai/tokens')
    const tinyRequest = fake.requests.at(-1)!
    expect(
      messageTokens(tinyRequest.messages as { role: 'user'; content: string }[]),
    ).toBeLessThanOrEqual(512 - 256)
    expect(tinyRequest.max_tokens).toBe(256)

    // Back to the default window (8,192, 1,024 for the reply): far more history goes.
    const patch = await as(admin, 'PATCH', `/api/connections/${id}`, { contextWindow: null })
    expect(patch.json().contextWindow).toBeNull()
    const wide = await sent()
    expect(wide.tokens).toBeGreaterThan(4096)
    expect(wide.tokens).toBeLessThanOrEqual(8192 - 1024)
    await choose({ default: null })
    await as(admin, 'DELETE', `/api/connections/${id}`)
  })

  it('falls back to the offline engine when the model fails, never a 5xx, and says so', async () => {
    const { id } = await addFake('Flaky')
    const dead = await as(admin, 'POST', '/api/connections', {
      name: 'Nobody home',
      baseUrl: 'http://127.0.0.1:9/v1',
    })
    const warnings: unknown[] = []
    const warn = vi.spyOn(t.app.log, 'warn').mockImplementation((...args: unknown[]) => {
      warnings.push(args[0])
    })
    for (const [connectionId, model, state] of [
      [id, 'error-500', /HTTP 500/],
      [id, 'garbage', /without any text|could not read/],
      [id, 'hang', /longer than 3 s/],
      [dead.json().id, 'any', /cannot be reached/],
    ] as const) {
      await choose({ default: { connectionId, model } })
      const res = await ask('alex', 'How do I start meditating?')
      expect(res.statusCode, model).toBe(200)
      // The person learns that the offline engine answered; the screen and the log, why.
      expect(res.json()).toMatchObject({ engine: 'offline', fallback: FALLBACK_NOTICE })
      expect(res.body).not.toMatch(/127\.0\.0\.1|AI_|Flaky|Nobody home/)
      expect(res.json().response.length).toBeGreaterThan(40)
      const shown = (await overview()).connections.find(
        (c: { id: string }) => c.id === connectionId,
      )
      expect(shown.state).toMatchObject({
        reachable: false,
        lastError: expect.stringMatching(state),
      })
      // One warning per fallback, naming the connection, the model and the cause.
      expect(warnings.at(-1)).toMatchObject({
        connectionId,
        model,
        connection: expect.any(String),
        cause: expect.stringMatching(state),
      })
    }
    expect(warnings).toHaveLength(4)
    warn.mockRestore()

    // The screen keeps each model's last failure until a reply from that model succeeds.
    const failuresOf = async (connectionId: string) =>
      (await overview()).connections.find((c: { id: string }) => c.id === connectionId).failures
    await vi.waitFor(async () =>
      expect((await failuresOf(id)).map((f: { model: string }) => f.model).sort()).toEqual([
        'error-500',
        'garbage',
        'hang',
      ]),
    )
    expect(await failuresOf(dead.json().id)).toEqual([
      {
        model: 'any',
        cause: expect.stringMatching(/cannot be reached/),
        failedAt: expect.any(String),
      },
    ])
    // Fixed: the address now leads to a model server that answers.
    await as(admin, 'PATCH', `/api/connections/${dead.json().id}`, {
      baseUrl: fake.baseUrl,
      apiKey: 'sk-fake-secret',
    })
    await choose({ default: { connectionId: dead.json().id, model: 'any' } })
    expect((await ask('alex', 'Hello')).json()).toMatchObject({ engine: 'model' })
    await vi.waitFor(async () => expect(await failuresOf(dead.json().id)).toEqual([]))
    expect(await failuresOf(id)).toHaveLength(3)

    await choose({ default: { connectionId: id, model: 'malformed' } })
    const streamed = await ask('eve', 'Tell me about the board', { accept: 'text/event-stream' })
    expect(streamed.statusCode).toBe(200)
    const events = parseSse(streamed.body)
    const names = events.map((e) => e.event)
    expect(names[0]).toBe('start')
    expect(names).toContain('fallback')
    const after = names.slice(names.indexOf('fallback') + 1)
    expect(after.at(-1)).toBe('done')
    expect(after.filter((n) => n === 'chunk').length).toBeGreaterThan(0)
    const done = events.at(-1)!.data as { engine: string; fallback: string; response: string }
    expect(done).toMatchObject({ engine: 'offline', fallback: FALLBACK_NOTICE })
    const offlineText = events
      .slice(names.indexOf('fallback') + 1)
      .filter((e) => e.event === 'chunk')
      .map((e) => (e.data as { text: string }).text)
      .join('')
    expect(done.response).toBe(offlineText)

    const metrics = await t.app.inject({ url: '/metrics' })
    expect(metrics.body).toMatch(/humancodex_ai_fallbacks [1-9]/)
    expect(metrics.body).toMatch(/humancodex_ai_connections_unreachable [1-9]/)
    expect((await overview()).fallbacks).toBeGreaterThanOrEqual(5)
    const health = (await t.app.inject({ url: '/api/system/health' })).json()
    expect(health.ai).toMatchObject({ engine: 'model', model: 'malformed', reachable: false })
    expect(health.ai.fallbacks).toBeGreaterThanOrEqual(5)
    await choose({ default: null })
  })

  it('refuses bad input with a 400 naming the field, and changes nothing', async () => {
    const before = (await overview()).connections.length
    const cases: [object, RegExp][] = [
      [{ name: 'x', baseUrl: 'ftp://example.com/v1' }, /^baseUrl: /],
      [{ name: 'x', baseUrl: 'javascript:alert(1)' }, /^baseUrl: /],
      [{ name: 'x', baseUrl: 'not a url' }, /^baseUrl: /],
      [{ name: '', baseUrl: fake.baseUrl }, /^name: /],
      [{ baseUrl: fake.baseUrl }, /^name: /],
      [{ name: 'x', baseUrl: 'http://localhost:80/v1' }, /^baseUrl: points at this server/],
      [{ name: 'x', baseUrl: 'http://localhost/v1' }, /^baseUrl: points at this server/],
      [{ name: 'x', baseUrl: fake.baseUrl, apiKey: 'k'.repeat(501) }, /^apiKey: /],
      [{ name: 'x', baseUrl: fake.baseUrl, contextWindow: 100 }, /^contextWindow: .*512/],
      [{ name: 'x', baseUrl: fake.baseUrl, contextWindow: 1.5 }, /^contextWindow: /],
      [{ name: 'x', baseUrl: fake.baseUrl, contextWindow: '4096' }, /^contextWindow: /],
      [{ name: 'x', baseUrl: fake.baseUrl, contextWindow: 1e9 }, /^contextWindow: /],
    ]
    for (const [payload, message] of cases) {
      const res = await as(admin, 'POST', '/api/connections', payload)
      expect(res.statusCode, JSON.stringify(payload)).toBe(400)
      expect(res.json().message).toMatch(message)
    }
    const { id } = await addFake('Editable')
    const patch = await as(admin, 'PATCH', `/api/connections/${id}`, {
      baseUrl: 'file:///etc/passwd',
    })
    expect(patch.statusCode).toBe(400)
    const bad = await choose({ default: { connectionId: 'no-such-connection', model: 'x' } })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().message).toMatch(/^default\.connectionId: /)
    expect((await choose({ wizard: null })).statusCode).toBe(200)
    expect((await choose({ eve: { connectionId: id, model: '' } })).statusCode).toBe(400)
    expect(
      (await as(admin, 'DELETE', '/api/connections/00000000-0000-4000-8000-000000000000'))
        .statusCode,
    ).toBe(404)
    expect((await as(admin, 'POST', '/api/connections/nope/test')).statusCode).toBe(404)
    expect((await overview()).connections.length).toBe(before + 1)
    expect((await overview()).choices.default).toBeNull()
    await as(admin, 'DELETE', `/api/connections/${id}`)
  })

  it('re-reads connections when another instance announces a change', async () => {
    // A row written behind this instance's back, as another instance writes it. Only a re-read
    // shows it; on PostgreSQL an earlier test's announcement may still arrive and re-read first,
    // so what is checked is that it shows up after the announcement, not that it was missing.
    const [row] = await t.app.database.db
      .insert(modelConnections)
      .values({ name: 'Added elsewhere', baseUrl: fake.baseUrl })
      .returning()
    await t.app.events.publish('ai.connections.changed', {})
    await vi.waitFor(
      () => expect(t.app.ai.provider.connection(row!.id)?.name).toBe('Added elsewhere'),
      { timeout: 5_000, interval: 20 },
    )
    await as(admin, 'DELETE', `/api/connections/${row!.id}`)
  })
})

describe('built-in connections', () => {
  it('shows AI_* as a read-only connection and offers an Ollama that answers', async () => {
    const ai = loadConfig({ OFFLINE_CHUNK_DELAY_MS: '0' }).ai
    const ollama = await startFakeOpenAiServer()
    const other = await buildTestApp({
      adminUsernames: ['env_admin'],
      ai: {
        ...ai,
        baseUrl: fake.baseUrl,
        apiKey: 'sk-fake-secret',
        model: 'echo',
        ollamaUrl: ollama.baseUrl.replace(/\/v1$/, ''),
      },
    })
    try {
      const { cookie } = await signUp(other, 'env_admin')
      const res = await other.app.inject({ url: '/api/connections', headers: { cookie } })
      expect(res.body).not.toContain('sk-fake-secret')
      const { connections, choices } = res.json()
      expect(connections).toEqual([
        expect.objectContaining({ id: 'env', source: 'env', readOnly: true, hasApiKey: true }),
        expect.objectContaining({
          id: 'ollama',
          source: 'ollama',
          readOnly: true,
          baseUrl: ollama.baseUrl,
        }),
      ])
      expect(choices.default).toEqual({ connectionId: 'env', model: 'echo' })
      const edit = await other.app.inject({
        method: 'PATCH',
        url: '/api/connections/env',
        payload: { name: 'mine' },
        headers: { cookie },
      })
      expect(edit.statusCode).toBe(400)
      expect(edit.json().message).toMatch(/AI_\* variables/)
    } finally {
      await other.close()
      await ollama.close()
    }
  })
})

describe.skipIf(!process.env.DATABASE_URL)('model failures on two instances', () => {
  it("shows a failure one instance met on the other's connections screen", async () => {
    const other = await buildTestApp({
      adminUsernames: ['conn_admin'],
      databaseSchema: t.app.config.databaseSchema,
      vaultsDir: t.app.config.vaultsDir,
    })
    try {
      const dead = await as(admin, 'POST', '/api/connections', {
        name: 'Far away',
        baseUrl: 'http://127.0.0.1:9/v1',
      })
      const connectionId = dead.json().id as string
      await choose({ default: { connectionId, model: 'distant' } })
      expect((await ask('eve', 'Hello', { cookie: admin })).json()).toMatchObject({
        fallback: FALLBACK_NOTICE,
      })
      await vi.waitFor(async () => {
        const seen = await other.app.inject({
          url: '/api/connections',
          headers: { cookie: admin },
        })
        const shown = seen.json().connections.find((c: { id: string }) => c.id === connectionId)
        expect(shown.failures).toEqual([
          expect.objectContaining({ model: 'distant', cause: expect.stringMatching(/reached/) }),
        ])
      })
    } finally {
      await choose({ default: null })
      // Only the app: the schema and the vault folder are the first instance's.
      await other.app.close()
    }
  })
})
