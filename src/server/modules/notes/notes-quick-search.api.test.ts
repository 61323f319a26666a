import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { BrowseResult, QuickSearchResult } from '@/shared/search'
import { buildTestApp, type TestApp } from '../../test/build-test-app'
import { knowledgeSearch, signUp } from '../../test/helpers'

/**
 * Notes in quick search (decision 172): shared notes for everyone, a personal note for its
 * owner alone, by title, alias, tag or path, current after every change.
 */
let t: TestApp
let admin: string
let alice: string
let bob: string
let diaryId: number
let diaryVaultOwner: number
let sharedId: number

const as = (cookie?: string) => (cookie ? { cookie } : {})
const search = async (query: string, cookie?: string) => {
  const res = await t.app.inject({
    url: '/api/quick-search/search',
    query: { query },
    headers: as(cookie),
  })
  expect(res.statusCode).toBe(200)
  return res.json() as QuickSearchResult[]
}
const ids = async (query: string, cookie?: string) => (await search(query, cookie)).map((r) => r.id)
const browse = async (query: string, cookie?: string) => {
  const res = await t.app.inject({
    url: '/api/quick-search/browse',
    query: { query, category: 'content' },
    headers: as(cookie),
  })
  expect(res.statusCode).toBe(200)
  return res.json() as BrowseResult
}
/** Writes a note into a vault folder as Obsidian would, then lets the index read it. */
const write = async (vault: string, file: string, text: string) => {
  const dir = path.join(t.app.config.vaultsDir, vault)
  fs.mkdirSync(dir, { recursive: true })
  fs.writeFileSync(path.join(dir, file), text)
  await t.app.vaults.scan()
  return vi.waitFor(async () => {
    const res = await t.app.inject({
      url: `/api/obsidian/notes?vault=${encodeURIComponent(vault)}&limit=500`,
      headers: { cookie: admin },
    })
    const note = (res.json() as { id: number; path: string }[]).find((n) => n.path === file)
    expect(note).toBeDefined()
    return note!.id
  })
}

beforeAll(async () => {
  t = await buildTestApp({ adminUsernames: ['root_ada'] })
  admin = (await signUp(t, 'root_ada')).cookie
  const owner = await signUp(t, 'alice_owner')
  alice = owner.cookie
  diaryVaultOwner = owner.user.id
  bob = (await signUp(t, 'bob_other')).cookie
  diaryId = await write(
    `.personal/${owner.user.id}`,
    'Zanzibar diary.md',
    '---\naliases: [Wombat ledger]\ntags: [finance/bookkeeping]\n---\nQuokka accounts for the month.\n',
  )
  sharedId = await write(
    'codex-notes',
    'Harbour charter.md',
    '---\naliases:\n  - Lighthouse rules\n---\n# Harbour charter\n\nWho may moor where.\n',
  )
  await vi.waitFor(async () => expect(await ids('Lighthouse rules')).toContain(`note:${sharedId}`))
})
afterAll(() => t.close())

describe('quick search finds notes', () => {
  it('finds a shared note by its alias for everyone, linking to the note', async () => {
    for (const cookie of [undefined, alice, bob]) {
      const [first] = await search('Lighthouse rules', cookie)
      expect(first).toMatchObject({
        id: `note:${sharedId}`,
        title: 'Harbour charter',
        description: 'Who may moor where.',
        category: 'content',
        section: 'Notes · codex-notes',
        path: `/knowledge-editor?note=${sharedId}`,
      })
    }
    // An alias is a name: it is found while still being typed.
    expect(await ids('lighthou')).toContain(`note:${sharedId}`)
  })

  it('finds a personal note for its owner alone, by title, alias, tag or body', async () => {
    for (const query of [
      'Zanzibar diary',
      'Wombat ledger',
      'wombat',
      'bookkeeping', // a nested tag's part
      'finance bookkeeping',
      'quokka',
      'zanzibra', // a typo in the title
      'wombat [ledger\\ 100%', // characters a pattern would read as its own
    ])
      expect(await ids(query, alice), query).toContain(`note:${diaryId}`)
    const [hit] = await search('Wombat ledger', alice)
    expect(hit).toMatchObject({ title: 'Zanzibar diary', section: 'Notes · your notes' })
    for (const cookie of [undefined, bob, admin])
      for (const query of ['Zanzibar diary', 'Wombat ledger', 'quokka'])
        expect(await ids(query, cookie)).not.toContain(`note:${diaryId}`)
  })

  it('leaves a personal note out of everyone else’s browsing, counts and popular list', async () => {
    const own = await browse('zanzibar', alice)
    expect(own.items.map((item) => item.id)).toContain(`note:${diaryId}`)
    for (const cookie of [undefined, bob]) {
      const other = await browse('zanzibar', cookie)
      expect(other.items.map((item) => item.id)).not.toContain(`note:${diaryId}`)
      expect(other.total).toBe(own.total - 1)
      const content = (facets: BrowseResult['facets']) =>
        facets.find((facet) => facet.category === 'content')?.count ?? 0
      expect(content(other.facets)).toBe(content(own.facets) - 1)
    }
    const choose = (cookie?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/quick-search/chosen',
        payload: { id: `note:${diaryId}` },
        headers: as(cookie),
      })
    // Someone else's personal note answers as if it did not exist.
    expect((await choose(bob)).statusCode).toBe(404)
    expect((await choose()).statusCode).toBe(404)
    expect((await choose(alice)).statusCode).toBe(204)
    const popular = async (cookie?: string) =>
      (
        (await t.app.inject({ url: '/api/quick-search/popular', headers: as(cookie) })).json() as {
          id: string
        }[]
      ).map((item) => item.id)
    expect(await popular(alice)).toContain(`note:${diaryId}`)
    expect(await popular(bob)).not.toContain(`note:${diaryId}`)
  })

  it('follows a rename and a delete, reading only the notes they touched', async () => {
    const reloads = vi.spyOn(t.app.quickSearch, 'refresh')
    const rebuilds = vi.spyOn(t.app.ai.knowledge, 'rebuild')
    const diaryFound = async () =>
      (await knowledgeSearch(t, 'quokka accounts', diaryVaultOwner)).map((hit) => hit.passage.id)
    expect(await diaryFound()).toContain(`note:${diaryId}`)
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/obsidian/notes/${sharedId}`,
      payload: {
        title: 'Quayside charter',
        content: '# Quayside charter\n\nWho may moor where.\n',
      },
      headers: { cookie: admin },
    })
    expect(put.statusCode).toBe(200)
    await vi.waitFor(async () => {
      const [hit] = await search('Quayside charter')
      expect(hit).toMatchObject({ id: `note:${sharedId}`, title: 'Quayside charter' })
    })
    // Still found by its file name (the rename set the title), but never under the old title.
    const old = (await search('Harbour charter')).find((r) => r.id === `note:${sharedId}`)
    expect(old?.title).toBe('Quayside charter')
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/obsidian/notes/${diaryId}`,
      headers: { cookie: alice },
    })
    expect(del.statusCode).toBe(204)
    await vi.waitFor(async () =>
      expect(await ids('Wombat ledger', alice)).not.toContain(`note:${diaryId}`),
    )
    // The AI engine finds the notes as they are now: the new title, and the diary gone for its owner.
    expect((await knowledgeSearch(t, 'Quayside charter'))[0]?.passage.id).toBe(`note:${sharedId}`)
    expect(await diaryFound()).not.toContain(`note:${diaryId}`)
    expect(reloads).not.toHaveBeenCalled()
    expect(rebuilds).not.toHaveBeenCalled()
  })
})
