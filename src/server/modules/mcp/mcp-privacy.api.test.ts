import type { AddressInfo } from 'node:net'
import { Client } from '@modelcontextprotocol/sdk/client/index.js'
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../test/build-test-app'
import { signUp } from '../../test/helpers'

/**
 * Nothing private crosses: markers planted in one person's personal note, private persona,
 * saved conversation and remembered facts never appear in anything the MCP server answers
 * another person's key, an administrator's included, whatever they ask. The owner's own key
 * finds every marker, so the search is known to look where they are.
 */
const MARKERS = ['privmarkone', 'privmarktwo', 'privmarkthree', 'privmarkfour']

let t: TestApp
let base: string
let bob: { cookie: string; key: string; noteId: number; persona: string; vault: string }

const keyFor = async (cookie: string) =>
  (
    await t.app.inject({
      method: 'POST',
      url: '/api/api-keys',
      payload: { name: 'mcp' },
      headers: { cookie },
    })
  ).json().key as string

const clients: Client[] = []
async function connect(key: string) {
  const client = new Client({ name: 'privacy-test', version: '1.0.0' })
  await client.connect(
    new StreamableHTTPClientTransport(new URL(`${base}/mcp`), {
      requestInit: { headers: { authorization: `Bearer ${key}` } },
    }),
  )
  clients.push(client)
  return client
}

beforeAll(async () => {
  t = await buildTestApp({ adminUsernames: ['priv_root'] })
  await t.app.listen({ port: 0, host: '127.0.0.1' })
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`
  const owner = await signUp(t, 'priv_bob', true)
  const as = { cookie: owner.cookie }
  const note = await t.app.inject({
    method: 'POST',
    url: '/api/obsidian/notes',
    payload: {
      title: 'Logbook of the schooner',
      content: `Zanzibar quartz lullaby ${MARKERS[0]} [[Welcome]]`,
      tags: ['voyage'],
    },
    headers: as,
  })
  expect(note.statusCode).toBe(201)
  const persona = await t.app.inject({
    method: 'POST',
    url: '/api/personas',
    payload: {
      card: {
        name: 'Quiet captain',
        description: `A captain who knows ${MARKERS[1]}.`,
        system_prompt: `Never forget ${MARKERS[1]}.`,
        first_mes: `Ahoy, ${MARKERS[1]}!`,
      },
    },
    headers: as,
  })
  expect(persona.statusCode).toBe(201)
  const asked = await t.app.inject({
    method: 'POST',
    url: '/api/ai-agents/adam/ask',
    payload: { message: `Zanzibar quartz lullaby: remember ${MARKERS[2]} for me` },
    headers: as,
  })
  expect(asked.statusCode).toBe(200)
  const fact = await t.app.inject({
    method: 'POST',
    url: '/api/memory/facts',
    payload: { fact: `Zanzibar quartz lullaby is ${MARKERS[3]}` },
    headers: as,
  })
  expect(fact.statusCode).toBeLessThan(300)
  bob = {
    cookie: owner.cookie,
    key: await keyFor(owner.cookie),
    noteId: note.json().id,
    persona: persona.json().id,
    vault: note.json().vault,
  }
}, 180_000)
afterAll(async () => {
  await Promise.all(clients.map((client) => client.close().catch(() => {})))
  await t.close()
})

/** Everything a key's client can be told: every tool with the planted words, every listing. */
async function everything(key: string): Promise<string> {
  const client = await connect(key)
  const said: unknown[] = []
  const tool = async (name: string, args: Record<string, unknown> = {}) =>
    said.push(await client.callTool({ name, arguments: args }))
  await tool('search_notes', { text: 'Zanzibar quartz lullaby' })
  await tool('search_notes', { tag: 'voyage' })
  await tool('search_notes', { vault: bob.vault, tag: 'voyage' })
  await tool('search_notes', { property: 'tags' })
  await tool('read_note', { id: bob.noteId })
  await tool('append_note', { id: bob.noteId, text: 'Boarded.' })
  await tool('create_note', { title: 'Intruder', content: 'x', vault: bob.vault })
  await tool('list_vaults')
  await tool('list_personas')
  await tool('ask_persona', { persona: bob.persona, message: 'Who are you?' })
  await tool('ask_persona', { persona: 'adam', message: 'Zanzibar quartz lullaby?' })
  await tool('search_conversations', { query: 'Zanzibar quartz lullaby' })
  await tool('search_conversations', {})
  await tool('search_facts', { query: 'Zanzibar' })
  await tool('search_facts', {})
  let cursor: string | undefined
  do {
    const page = await client.listResources(cursor ? { cursor } : {})
    said.push(page)
    for (const resource of page.resources)
      said.push(await client.readResource({ uri: resource.uri }).catch(String))
    cursor = page.nextCursor
  } while (cursor)
  said.push(
    await client
      .readResource({
        uri: `note://${encodeURIComponent(bob.vault)}/Logbook%20of%20the%20schooner.md`,
      })
      .catch(String),
  )
  said.push(
    await client.getPrompt({ name: 'persona', arguments: { persona: bob.persona } }).catch(String),
  )
  said.push(await client.listPrompts(), await client.listResourceTemplates())
  return JSON.stringify(said)
}

describe('nothing private crosses the MCP server', () => {
  it('another person’s key finds none of them', async () => {
    const alice = await signUp(t, 'priv_alice', true)
    const seen = await everything(await keyFor(alice.cookie))
    expect(MARKERS.filter((marker) => seen.includes(marker))).toEqual([])
  })

  it('an administrator’s key finds none of them either', async () => {
    const root = await signUp(t, 'priv_root', true)
    const seen = await everything(await keyFor(root.cookie))
    expect(MARKERS.filter((marker) => seen.includes(marker))).toEqual([])
    // And wrote nothing into the owner's vault.
    const note = await t.app.inject({
      url: `/api/obsidian/notes/${bob.noteId}`,
      headers: { cookie: bob.cookie },
    })
    expect(note.json().content).not.toContain('Boarded.')
  })

  it('the owner’s own key finds every planted marker (so the search looks where they are)', async () => {
    const own = await everything(bob.key)
    // The append and the create act on the owner's vault; the rest read what was planted.
    for (const marker of MARKERS) expect(own).toContain(marker)
  })
})
