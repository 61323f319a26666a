/**
 * One MCP client session served by two compiled servers on one PostgreSQL schema (decision
 * 254): its requests alternate between the instances, a note one instance wrote through MCP is
 * read through the other, a stale append on the other gets the version conflict, and a notice
 * stream held open on one hears of the notes written through both.
 */
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { Client } from '@modelcontextprotocol/sdk/client/index.js'
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js'
import {
  ResourceListChangedNotificationSchema,
  type CallToolResult,
} from '@modelcontextprotocol/sdk/types.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { dropSchema } from '@/server/test/build-test-app'
import { signUpOverHttp } from './support/crash-burst'
import { spawnServer, type ServerProcess } from './support/crash-server'

const pgUrl = process.env.PG_TEST_URL || ''

const textOf = (result: CallToolResult) =>
  result.content.map((part) => (part.type === 'text' ? part.text : '')).join('\n')

describe.skipIf(!pgUrl)('one MCP session on two instances', () => {
  const schema = `mcp_${randomBytes(6).toString('hex')}`
  const base = fs.mkdtempSync(path.join(os.tmpdir(), 'hc-mcp-'))
  const servers: ServerProcess[] = []
  let key = ''

  beforeAll(async () => {
    const env = { DATABASE_URL: pgUrl, DATABASE_SCHEMA: schema, VAULTS_DIR: path.join(base, 'v') }
    // The first migrates; the second starts on the migrated schema.
    servers.push(await spawnServer(path.join(base, 'a'), env))
    servers.push(await spawnServer(path.join(base, 'b'), env))
    const cookie = await signUpOverHttp(servers[0]!.baseUrl, 'mcp_two')
    const created = await fetch(`${servers[0]!.baseUrl}/api/api-keys`, {
      method: 'POST',
      headers: { cookie, origin: servers[0]!.baseUrl, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'two instances' }),
    })
    key = ((await created.json()) as { key: string }).key
  }, 180_000)
  afterAll(async () => {
    for (const server of servers) await server.kill('SIGKILL')
    await dropSchema(pgUrl, schema)
    fs.rmSync(base, { recursive: true, force: true })
  })

  it('serves every request of the session from either instance', async () => {
    const [a, b] = servers
    // A load balancer without stickiness: each request to the other instance than the last.
    let turn = 0
    const hits = { a: 0, b: 0 }
    const alternate: typeof fetch = (input, init) => {
      const url = new URL(String(input instanceof Request ? input.url : input))
      const server = turn++ % 2 === 0 ? a! : b!
      hits[server === a ? 'a' : 'b']++
      return fetch(`${server.baseUrl}${url.pathname}${url.search}`, init)
    }
    const client = new Client({ name: 'two-instances', version: '1.0.0' })
    await client.connect(
      new StreamableHTTPClientTransport(new URL(`${a!.baseUrl}/mcp`), {
        fetch: alternate,
        requestInit: { headers: { authorization: `Bearer ${key}` } },
      }),
    )
    let heard = 0
    client.setNotificationHandler(ResourceListChangedNotificationSchema, () => {
      heard++
    })
    const call = async (name: string, args: Record<string, unknown> = {}) =>
      (await client.callTool({ name, arguments: args })) as CallToolResult

    expect((await client.listTools()).tools).toHaveLength(9)
    const content = '# Shared tide\n\nWritten through one instance.\n'
    const created = await call('create_note', { title: 'Shared tide', content })
    expect(created.isError).toBeFalsy()
    const note = JSON.parse(textOf(created)) as { id: number; version: string; path: string }
    const file = path.join(base, 'v', `.personal`)
    expect(fs.readdirSync(file).length).toBe(1)

    const read = await call('read_note', { id: note.id })
    expect(read.content[1]).toMatchObject({ text: content })
    expect(
      (await call('append_note', { id: note.id, text: 'Ebb.', version: note.version })).isError,
    ).toBeFalsy()
    const stale = await call('append_note', { id: note.id, text: 'Flood.', version: note.version })
    expect(stale.isError).toBe(true)
    expect(textOf(stale)).toMatch(/Version conflict/)
    const found = JSON.parse(textOf(await call('search_notes', { text: 'instance tide' })))
    expect(found.notes.map((n: { id: number }) => n.id)).toContain(note.id)

    // The notice stream is held by one instance; notes written through each are heard of.
    await call('create_note', { title: 'Second tide', content: 'Heard across instances.' })
    await call('create_note', { title: 'Third tide', content: 'Heard across instances.' })
    const until = Date.now() + 10_000
    while (heard === 0 && Date.now() < until) await new Promise((r) => setTimeout(r, 100))
    expect(heard).toBeGreaterThan(0)
    expect(hits.a).toBeGreaterThan(2)
    expect(hits.b).toBeGreaterThan(2)
    await client.close()
  }, 120_000)
})
