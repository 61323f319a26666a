import fs from 'node:fs'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { Client } from '@modelcontextprotocol/sdk/client/index.js'
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js'
import {
  ResourceListChangedNotificationSchema,
  type CallToolResult,
} from '@modelcontextprotocol/sdk/types.js'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { users } from '../../db/schema/index'
import { buildTestApp, type TestApp } from '../../test/build-test-app'
import { signUp } from '../../test/helpers'

/** The official SDK's client (Streamable HTTP) against the real server on a loopback port. */
let t: TestApp
let base: string
let alice: { cookie: string; key: string; id: number }

const keyFor = async (cookie: string) =>
  (
    await t.app.inject({
      method: 'POST',
      url: '/api/api-keys',
      payload: { name: 'mcp' },
      headers: { cookie },
    })
  ).json().key as string

async function person(name: string, premium = false) {
  const { cookie, user } = await signUp(t, name, premium)
  return { cookie, id: user.id, key: await keyFor(cookie) }
}

const open: Client[] = []
async function connect(key: string) {
  const client = new Client({ name: 'mcp-test', version: '1.0.0' })
  const transport = new StreamableHTTPClientTransport(new URL(`${base}/mcp`), {
    requestInit: { headers: { authorization: `Bearer ${key}` } },
  })
  await client.connect(transport)
  open.push(client)
  return client
}

const textOf = (result: unknown) =>
  (result as CallToolResult).content
    .map((part) => (part.type === 'text' ? part.text : ''))
    .join('\n')
const call = async (client: Client, name: string, args: Record<string, unknown> = {}) =>
  (await client.callTool({ name, arguments: args })) as CallToolResult
const jsonOf = (result: CallToolResult) => JSON.parse(textOf(result)) as Record<string, unknown>

const post = (body: unknown, key?: string, headers: Record<string, string> = {}) =>
  fetch(`${base}/mcp`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json, text/event-stream',
      ...(key ? { authorization: `Bearer ${key}` } : {}),
      ...headers,
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })

beforeAll(async () => {
  t = await buildTestApp()
  await t.app.listen({ port: 0, host: '127.0.0.1' })
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`
  alice = await person('mcp_alice', true)
})
afterAll(async () => {
  await Promise.all(open.map((client) => client.close().catch(() => {})))
  await t.close()
})

describe('the MCP server', () => {
  it('lists its tools with JSON schemas and descriptions, its resources and its prompt', async () => {
    const client = await connect(alice.key)
    const { tools } = await client.listTools()
    expect(tools.map((tool) => tool.name).sort()).toEqual([
      'append_note',
      'ask_persona',
      'create_note',
      'list_personas',
      'list_vaults',
      'read_note',
      'search_conversations',
      'search_facts',
      'search_notes',
    ])
    for (const tool of tools) {
      expect(tool.description!.length).toBeGreaterThan(40)
      expect(tool.inputSchema.type).toBe('object')
    }
    const create = tools.find((tool) => tool.name === 'create_note')!
    expect(create.inputSchema.required).toEqual(['title'])
    expect(create.inputSchema.properties).toMatchObject({
      title: { type: 'string', maxLength: 120 },
      tags: { type: 'array', maxItems: 20 },
    })
    const { resources } = await client.listResources()
    expect(resources.length).toBeGreaterThan(0)
    expect(resources[0]!.uri).toMatch(/^note:\/\//)
    const { resourceTemplates } = await client.listResourceTemplates()
    expect(resourceTemplates[0]!.uriTemplate).toBe('note://{vault}/{+path}')
    const { prompts } = await client.listPrompts()
    expect(prompts.map((prompt) => prompt.name)).toEqual(['persona'])
  })

  it('creates a note byte for byte, shows it in the web app, appends with the version check', async () => {
    const client = await connect(alice.key)
    const content = '# Harbour log\n\nTides at #sailing [[Welcome]] — ünïcode ✓\n'
    const created = await call(client, 'create_note', {
      title: 'Harbour log',
      content,
    })
    expect(created.isError).toBeFalsy()
    const note = jsonOf(created) as { id: number; vault: string; path: string; version: string }
    expect(note.vault).toBe(`.personal/${alice.id}`)
    const file = path.join(t.app.config.vaultsDir, note.vault, note.path)
    expect(fs.readFileSync(file, 'utf8')).toBe(content)

    const web = await t.app.inject({
      url: `/api/obsidian/notes/${note.id}`,
      headers: { cookie: alice.cookie },
    })
    expect(web.statusCode).toBe(200)
    expect(web.json()).toMatchObject({ title: 'Harbour log', version: note.version })

    const read = await call(client, 'read_note', { id: note.id })
    const meta = JSON.parse((read.content[0] as { text: string }).text)
    expect(meta).toMatchObject({ version: note.version, tags: ['sailing'] })
    expect(meta.links[0]).toMatchObject({ target: 'Welcome' })
    expect((read.content[1] as { text: string }).text).toBe(content)

    const appended = await call(client, 'append_note', {
      id: note.id,
      text: 'Evening: calm.',
      version: note.version,
    })
    expect(appended.isError).toBeFalsy()
    expect(fs.readFileSync(file, 'utf8')).toBe(`${content}\nEvening: calm.\n`)

    // The old version is stale now: nothing is written, the answer is the conflict.
    const stale = await call(client, 'append_note', {
      id: note.id,
      text: 'Overwrite?',
      version: note.version,
    })
    expect(stale.isError).toBe(true)
    expect(textOf(stale)).toMatch(/Version conflict/)
    expect(fs.readFileSync(file, 'utf8')).toBe(`${content}\nEvening: calm.\n`)

    const resource = await client.readResource({
      uri: `note://${encodeURIComponent(note.vault)}/${encodeURIComponent(note.path)}`,
    })
    expect(resource.contents[0]).toMatchObject({
      mimeType: 'text/markdown',
      text: `${content}\nEvening: calm.\n`,
    })
  })

  it('searches notes by text, tag and property value, and refuses empty searches', async () => {
    const client = await connect(alice.key)
    // Written as Obsidian would, with front matter, and found by the vault's own scan.
    const folder = path.join(t.app.config.vaultsDir, `.personal/${alice.id}`)
    fs.mkdirSync(folder, { recursive: true })
    fs.writeFileSync(
      path.join(folder, 'Boat list.md'),
      '---\nstatus: seaworthy and ready\ntags: [fleet/small]\n---\n# Boat list\n\nThe ketch Marigold.\n',
    )
    await t.app.vaults.scan()
    const byText = jsonOf(await call(client, 'search_notes', { text: 'Marigold ketch' }))
    expect((byText.notes as { title: string }[]).map((n) => n.title)).toContain('Boat list')
    const byTag = jsonOf(await call(client, 'search_notes', { tag: '#small' }))
    expect((byTag.notes as { title: string }[]).map((n) => n.title)).toEqual(['Boat list'])
    const byValue = jsonOf(
      await call(client, 'search_notes', { property: 'status', value: 'SEAWORTHY' }),
    )
    expect((byValue.notes as { title: string }[]).map((n) => n.title)).toEqual(['Boat list'])
    const none = jsonOf(await call(client, 'search_notes', { property: 'status', value: 'sunk' }))
    expect(none.notes).toEqual([])
    const empty = await call(client, 'search_notes', {})
    expect(empty.isError).toBe(true)
    const short = await call(client, 'search_notes', { text: 'a' })
    expect(short.isError).toBe(true)
    expect(textOf(short)).toMatch(/at least 3/)
  })

  it('lists vaults and personas, asks a persona one turn, finds conversations and facts', async () => {
    const client = await connect(alice.key)
    const vaults = jsonOf(await call(client, 'list_vaults')).vaults as {
      id: string
      canWrite: boolean
    }[]
    expect(vaults).toContainEqual(
      expect.objectContaining({ id: `.personal/${alice.id}`, canWrite: true }),
    )
    expect(vaults.filter((v) => v.id.startsWith('.personal/'))).toHaveLength(1)
    expect(vaults.find((v) => !v.id.startsWith('.personal/'))?.canWrite).toBe(false)

    const personas = jsonOf(await call(client, 'list_personas')).personas as { id: string }[]
    expect(personas.map((p) => p.id)).toEqual(expect.arrayContaining(['adam', 'eve']))

    const answer = await call(client, 'ask_persona', {
      persona: 'adam',
      message: 'My favourite harbour is Kirkwall. What is a good first step in learning?',
    })
    expect(answer.isError).toBeFalsy()
    expect(textOf(answer).length).toBeGreaterThan(10)
    expect(answer._meta).toMatchObject({ persona: 'adam', engine: 'offline' })

    const unknown = await call(client, 'ask_persona', { persona: 'nobody-here', message: 'hi' })
    expect(unknown.isError).toBe(true)
    expect(textOf(unknown)).toMatch(/list_personas/)

    const found = jsonOf(await call(client, 'search_conversations', { query: 'Kirkwall' }))
    expect((found.conversations as unknown[]).length).toBe(1)

    await t.app.inject({
      method: 'POST',
      url: '/api/memory/facts',
      payload: { fact: 'Keeps a sloop called Petrel' },
      headers: { cookie: alice.cookie },
    })
    const facts = jsonOf(await call(client, 'search_facts', { query: 'petrel' }))
    expect(facts.facts).toEqual([expect.objectContaining({ fact: 'Keeps a sloop called Petrel' })])
  })

  it('gives a persona’s card as a prompt', async () => {
    const client = await connect(alice.key)
    const prompt = await client.getPrompt({ name: 'persona', arguments: { persona: 'eve' } })
    expect(prompt.messages[0]!.role).toBe('user')
    expect((prompt.messages[0]!.content as { text: string }).text).toMatch(/answer as Eve/)
    await expect(
      client.getPrompt({ name: 'persona', arguments: { persona: 'nobody-here' } }),
    ).rejects.toThrow(/No persona/)
  })

  it('tells an open client when the notes it reads change', { timeout: 30_000 }, async () => {
    // Each person holds a few notice streams at once: the earlier tests' clients let theirs go.
    await Promise.all(open.splice(0).map((client) => client.close()))
    const client = await connect(alice.key)
    let heard = 0
    client.setNotificationHandler(ResourceListChangedNotificationSchema, () => {
      heard++
    })
    // The client opens its notice stream after initialising, at a moment of its own: notes
    // are written until one is heard of (the first may come before the stream is open).
    const until = Date.now() + 15_000
    for (let n = 0; heard === 0 && Date.now() < until; n++) {
      await t.app.inject({
        method: 'POST',
        url: '/api/obsidian/notes',
        payload: { title: `Tide table ${n}`, content: 'High water at noon.' },
        headers: { cookie: alice.cookie },
      })
      const wait = Date.now() + 1500
      while (heard === 0 && Date.now() < wait) await new Promise((r) => setTimeout(r, 50))
    }
    expect(heard).toBeGreaterThan(0)
  })

  it('needs no session: a call without initialising is answered, by any instance', async () => {
    const res = await post(
      {
        jsonrpc: '2.0',
        id: 7,
        method: 'tools/call',
        params: { name: 'list_vaults', arguments: {} },
      },
      alice.key,
      { 'mcp-protocol-version': '2025-06-18' },
    )
    expect(res.status).toBe(200)
    const body = (await res.json()) as { id: number; result: CallToolResult }
    expect(body.id).toBe(7)
    expect(textOf(body.result)).toContain(`.personal/${alice.id}`)
  })
})

describe('ask_persona’s budget', () => {
  it(
    'takes a place in the model-call budget, not the /mcp write budget',
    { timeout: 90_000 },
    async () => {
      // A read budget of 40 a minute: model calls 2, writes 8 (decision 216).
      const small = await buildTestApp({ rateLimitPerMinute: 40 })
      let client: Client | undefined
      try {
        await small.app.listen({ port: 0, host: '127.0.0.1' })
        const smallBase = `http://127.0.0.1:${(small.app.server.address() as AddressInfo).port}`
        const { cookie } = await signUp(small, 'mcp_budget', true)
        const key = (
          await small.app.inject({
            method: 'POST',
            url: '/api/api-keys',
            payload: { name: 'mcp' },
            headers: { cookie },
          })
        ).json().key as string
        const connected = new Client({ name: 'mcp-test', version: '1.0.0' })
        client = connected
        await connected.connect(
          new StreamableHTTPClientTransport(new URL(`${smallBase}/mcp`), {
            requestInit: { headers: { authorization: `Bearer ${key}` } },
          }),
        )
        const ask = () => call(connected, 'ask_persona', { persona: 'adam', message: 'One step?' })
        expect((await ask()).isError).toBeFalsy()
        expect((await ask()).isError).toBeFalsy()
        const third = await ask()
        expect(third.isError).toBe(true)
        expect(textOf(third)).toMatch(
          /^Too many persona questions this minute\. Try again in \d+ seconds?\.$/,
        )
        // The other tools keep their own budget.
        expect((await call(connected, 'list_personas')).isError).toBeFalsy()
      } finally {
        // Its notice stream ends first: the app's close waits for open streams.
        await client?.close().catch(() => {})
        await small.close()
      }
    },
  )
})

describe('the MCP server’s door', () => {
  const list = { jsonrpc: '2.0', id: 1, method: 'tools/list' }

  it('refuses a missing, unknown or revoked key, and a disabled owner, as /v1 does', async () => {
    for (const key of [undefined, 'hc-not-a-real-key', 'sk-openai']) {
      const res = await post(list, key)
      expect(res.status).toBe(401)
      expect(res.headers.get('www-authenticate')).toMatch(/^Bearer/)
      expect(((await res.json()) as { error: { message: string } }).error.message).toMatch(/key/)
    }
    const bob = await person('mcp_bob')
    expect((await post(list, bob.key)).status).toBe(200)
    await t.app.database.db
      .update(users)
      .set({ disabledAt: new Date() })
      .where(eq(users.id, bob.id))
    expect((await post(list, bob.key)).status).toBe(401)

    const carol = await person('mcp_carol')
    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/account/password',
      payload: { currentPassword: 'long-enough-password', newPassword: 'another-long-password' },
      headers: { cookie: carol.cookie },
    })
    expect(changed.statusCode).toBeLessThan(300)
    expect((await post(list, carol.key)).status).toBe(401)
  })

  it('holds a few notice streams per person, and refuses one more with 429', async () => {
    const bob = await person('mcp_streams')
    const streams = new AbortController()
    const get = () =>
      fetch(`${base}/mcp`, {
        headers: { accept: 'text/event-stream', authorization: `Bearer ${bob.key}` },
        signal: streams.signal,
      })
    const held = await Promise.all(Array.from({ length: 8 }, get))
    expect(held.map((res) => res.status)).toEqual(Array(8).fill(200))
    expect(held[0]!.headers.get('content-type')).toBe('text/event-stream')
    const refused = await get()
    expect(refused.status).toBe(429)
    // Alice's streams are hers: another person's are counted apart.
    const other = await fetch(`${base}/mcp`, {
      headers: { accept: 'text/event-stream', authorization: `Bearer ${alice.key}` },
      signal: streams.signal,
    })
    expect(other.status).toBe(200)
    streams.abort()
  })

  it('never reads the session cookie', async () => {
    const res = await post(list, undefined, { cookie: alice.cookie })
    expect(res.status).toBe(401)
  })

  it('answers hostile bodies with a 4xx or a protocol error, never a 5xx', async () => {
    const deep = `${'['.repeat(200_000)}${']'.repeat(200_000)}`
    const deepArgs = `{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"search_notes","arguments":{"text":${'{"a":'.repeat(100_000)}1${'}'.repeat(100_000)}}}}`
    const many = {
      jsonrpc: '2.0',
      id: 2,
      method: 'tools/call',
      params: { name: 'create_note', arguments: { title: 'x', tags: Array(50_000).fill('t') } },
    }
    const bodies: unknown[] = [
      'not json',
      '{"jsonrpc":"2.0"',
      deep,
      deepArgs,
      many,
      { jsonrpc: '2.0', id: 3, method: 'no/such/method' },
      { jsonrpc: '2.0', id: 4, method: 'tools/call', params: { name: 'no_such_tool' } },
      { jsonrpc: '2.0', id: 5, method: 'resources/read', params: { uri: 'file:///etc/passwd' } },
      { jsonrpc: '2.0', id: 6, method: 'resources/list', params: { cursor: '-1; drop' } },
      {
        jsonrpc: '2.0',
        id: 7,
        method: 'tools/call',
        params: { name: 'read_note', arguments: { id: 'one' } },
      },
      Array(200).fill({ jsonrpc: '2.0', id: 8, method: 'tools/list' }),
      'x'.repeat(2 * 1024 * 1024),
    ]
    for (const body of bodies) {
      const res = await post(body, alice.key, { 'mcp-protocol-version': '2025-06-18' })
      const text = await res.text()
      expect(res.status, text.slice(0, 200)).toBeLessThan(500)
      if (res.status === 200) {
        const answer = JSON.parse(text) as { error?: unknown; result?: { isError?: boolean } }
        const answers = Array.isArray(answer) ? answer : [answer]
        for (const one of answers) expect(one.error ?? one.result?.isError ?? true).toBeTruthy()
      }
    }
    expect((await post(list, alice.key)).status).toBe(200)
  })
})
