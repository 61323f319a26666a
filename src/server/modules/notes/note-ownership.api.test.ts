import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../test/build-test-app'
import { signUp } from '../../test/helpers'

/**
 * Who may read and change which notes (decision 130): personal vaults for their owners and
 * administrators, shared vaults readable by all and writable by administrators and editors.
 */
let t: TestApp
let admin: string
let alice: { cookie: string; user: { id: number } }
let bob: string
let editor: string
let aliceNote: { id: number; vault: string; path: string }
let sharedNote: { id: number; path: string }

type Res = Awaited<ReturnType<TestApp['app']['inject']>>
const as = (cookie: string | undefined) => (cookie ? { cookie } : {})
const get = (url: string, cookie?: string) => t.app.inject({ url, headers: as(cookie) })
const put = (id: number, payload: object, cookie?: string) =>
  t.app.inject({ method: 'PUT', url: `/api/obsidian/notes/${id}`, payload, headers: as(cookie) })
const del = (id: number, cookie?: string) =>
  t.app.inject({ method: 'DELETE', url: `/api/obsidian/notes/${id}`, headers: as(cookie) })
const post = (payload: object, cookie?: string) =>
  t.app.inject({ method: 'POST', url: '/api/obsidian/notes', payload, headers: as(cookie) })
const sync = (noteId: number, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/obsidian/sync-agent-zero',
    payload: { noteId },
    headers: as(cookie),
  })
const editors = (
  method: 'GET' | 'POST',
  payload?: object,
  cookie?: string,
  vault = 'codex-notes',
) =>
  t.app.inject({
    method,
    url: `/api/obsidian/vaults/${encodeURIComponent(vault)}/editors`,
    payload,
    headers: as(cookie),
  })
const file = (vault: string, relative: string) => path.join(t.app.config.vaultsDir, vault, relative)
const titles = (res: Res) => (res.json() as { title: string }[]).map((note) => note.title)
const SECRET = 'Zanzibar quartz lullaby'

beforeAll(async () => {
  t = await buildTestApp({ adminUsernames: ['root_ada'] })
  admin = (await signUp(t, 'root_ada')).cookie
  alice = await signUp(t, 'alice_owner')
  bob = (await signUp(t, 'bob_other')).cookie
  editor = (await signUp(t, 'eddie_editor')).cookie
  const created = await post({ title: 'Diary', content: `${SECRET} [[Diary links]]` }, alice.cookie)
  expect(created.statusCode).toBe(201)
  aliceNote = created.json()
  sharedNote = (await get('/api/obsidian/notes?vault=codex-notes&q=Agent Zero')).json()[0]
})
afterAll(() => t.close())

describe('a personal note', () => {
  it("goes into the author's personal vault when no vault is named, a hidden folder", () => {
    expect(aliceNote.vault).toBe(`.personal/${alice.user.id}`)
    expect(fs.readFileSync(file(aliceNote.vault, aliceNote.path), 'utf8')).toContain(SECRET)
  })

  it('is read by its owner and administrators, and answers 404 to anyone else', async () => {
    expect((await get(`/api/obsidian/notes/${aliceNote.id}`, alice.cookie)).statusCode).toBe(200)
    expect((await get(`/api/obsidian/notes/${aliceNote.id}`, admin)).statusCode).toBe(200)
    for (const cookie of [bob, editor, undefined]) {
      const res = await get(`/api/obsidian/notes/${aliceNote.id}`, cookie)
      expect(res.statusCode).toBe(404)
      expect(res.json()).toEqual({ message: 'No such note' })
    }
  })

  it('is changed, synced or deleted by nobody else: 404, and the file stays as it was', async () => {
    const before = fs.readFileSync(file(aliceNote.vault, aliceNote.path), 'utf8')
    for (const res of [
      await put(aliceNote.id, { content: 'taken over' }, bob),
      await del(aliceNote.id, bob),
      await sync(aliceNote.id, bob),
      await put(aliceNote.id, { content: 'taken over' }, editor),
      await del(aliceNote.id, editor),
    ])
      expect(res.statusCode).toBe(404)
    expect((await put(aliceNote.id, { content: 'x' })).statusCode).toBe(401)
    expect((await del(aliceNote.id)).statusCode).toBe(401)
    expect((await sync(aliceNote.id)).statusCode).toBe(401)
    expect(fs.readFileSync(file(aliceNote.vault, aliceNote.path), 'utf8')).toBe(before)
    const intoHers = await post({ title: 'Planted', vault: aliceNote.vault }, bob)
    expect(intoHers.statusCode).toBe(404)
    expect(fs.readdirSync(path.dirname(file(aliceNote.vault, aliceNote.path)))).toEqual([
      'Diary.md',
    ])
  })

  it('is in no list, search, graph, insights, map or link answer of anyone else', async () => {
    for (const cookie of [bob, undefined]) {
      expect(titles(await get('/api/obsidian/notes', cookie))).not.toContain('Diary')
      expect(titles(await get('/api/obsidian/notes?q=Diary', cookie))).toEqual([])
      const own = await get(`/api/obsidian/notes?vault=${aliceNote.vault}`, cookie)
      expect([own.json(), own.headers['x-total-count']]).toEqual([[], '0'])
      expect(titles(await get('/api/obsidian/search?term=Zanzibar', cookie))).toEqual([])
      const graph = (await get('/api/obsidian/graph', cookie)).json()
      expect(graph.nodes.map((n: { title: string }) => n.title)).not.toContain('Diary')
      const insights = JSON.stringify((await get('/api/obsidian/insights', cookie)).json())
      expect(insights).not.toContain('Diary')
      const map = JSON.stringify((await get('/api/obsidian/consciousness-map', cookie)).json())
      expect(map).not.toContain('Diary')
      const links = await get(`/api/obsidian/links?vault=${aliceNote.vault}&target=Diary`, cookie)
      expect(links.json()).toEqual([
        { target: 'Diary', id: null, title: null, attachment: null, suggestion: null },
      ])
    }
    // Its owner sees it everywhere, beside the shared vaults.
    expect(titles(await get('/api/obsidian/notes', alice.cookie))).toContain('Diary')
    expect(titles(await get('/api/obsidian/search?term=Zanzibar', alice.cookie))).toEqual(['Diary'])
    const graph = (await get('/api/obsidian/graph', alice.cookie)).json()
    expect(graph.nodes).toHaveLength(8)
    const links = await get(
      `/api/obsidian/links?vault=${aliceNote.vault}&target=Diary`,
      alice.cookie,
    )
    expect(links.json()).toEqual([
      { target: 'Diary', id: aliceNote.id, title: 'Diary', attachment: null, suggestion: null },
    ])
    // An administrator reaches it by naming the vault, not in everyone's lists.
    expect(titles(await get(`/api/obsidian/notes?vault=${aliceNote.vault}`, admin))).toEqual([
      'Diary',
    ])
  })

  it('lists "My notes" among the vaults of its owner only', async () => {
    const vaults = (cookie?: string) =>
      get('/api/obsidian/vaults', cookie).then((res) =>
        (res.json() as { id: string; name: string; canWrite: boolean }[]).map(
          ({ id, name, canWrite }) => ({ id, name, canWrite }),
        ),
      )
    expect(await vaults(alice.cookie)).toEqual([
      { id: 'codex-notes', name: 'codex-notes', canWrite: false },
      { id: aliceNote.vault, name: 'My notes', canWrite: true },
    ])
    expect(await vaults()).toEqual([{ id: 'codex-notes', name: 'codex-notes', canWrite: false }])
    expect((await vaults(bob)).map((v) => v.name)).toEqual(['codex-notes', 'My notes'])
    expect(await vaults(admin)).toEqual(
      expect.arrayContaining([
        { id: 'codex-notes', name: 'codex-notes', canWrite: true },
        { id: aliceNote.vault, name: "alice_owner's notes", canWrite: true },
      ]),
    )
  })

  it('is changed and deleted by its owner, and by an administrator', async () => {
    const edited = await put(aliceNote.id, { content: `${SECRET}, edited` }, alice.cookie)
    expect(edited.statusCode).toBe(200)
    expect((await put(aliceNote.id, { content: `${SECRET}, moderated` }, admin)).statusCode).toBe(
      200,
    )
    const spare = (await post({ title: 'Spare' }, alice.cookie)).json()
    expect((await del(spare.id, alice.cookie)).statusCode).toBe(204)
    const other = (await post({ title: 'Other' }, alice.cookie)).json()
    expect((await del(other.id, admin)).statusCode).toBe(204)
  })
})

describe('a shared vault', () => {
  it('is read by everyone but changed by no plain user: 403, and the file stays', async () => {
    expect((await get(`/api/obsidian/notes/${sharedNote.id}`)).statusCode).toBe(200)
    const before = fs.readFileSync(file('codex-notes', sharedNote.path), 'utf8')
    for (const res of [
      await put(sharedNote.id, { content: 'Premium is free forever' }, bob),
      await del(sharedNote.id, bob),
      await sync(sharedNote.id, bob),
      await post({ title: 'Spam', vault: 'codex-notes' }, bob),
    ]) {
      expect(res.statusCode).toBe(403)
      expect(res.json().message).toMatch(/read-only for you/)
    }
    expect((await put(sharedNote.id, { content: 'x' })).statusCode).toBe(401)
    expect((await del(sharedNote.id)).statusCode).toBe(401)
    expect(fs.readFileSync(file('codex-notes', sharedNote.path), 'utf8')).toBe(before)
    expect(fs.existsSync(file('codex-notes', 'Spam.md'))).toBe(false)
    expect((await post({ title: 'x', vault: 'no-such-vault' }, bob)).statusCode).toBe(404)
  })

  it('takes editors an administrator names, who may then change it until removed', async () => {
    expect((await editors('GET', undefined, bob)).statusCode).toBe(403)
    expect((await editors('POST', { username: 'eddie_editor' })).statusCode).toBe(401)
    expect((await editors('POST', { username: 'eddie_editor' }, bob)).statusCode).toBe(403)
    expect((await editors('POST', { username: 'nobody_here' }, admin)).json()).toEqual({
      message: 'username: nobody is called "nobody_here"',
    })
    const personal = await editors('POST', { username: 'bob_other' }, admin, aliceNote.vault)
    expect(personal.statusCode).toBe(404)
    expect((await editors('POST', {}, admin)).json().message).toMatch(/^username: is required/)

    const named = await editors('POST', { username: 'Eddie_Editor' }, admin)
    expect(named.statusCode).toBe(201)
    expect(named.json()).toEqual([
      { userId: expect.any(Number), username: 'eddie_editor', since: expect.any(String) },
    ])
    const editorId = named.json()[0].userId as number

    const edited = await put(sharedNote.id, { content: 'Edited by an editor' }, editor)
    expect(edited.statusCode).toBe(200)
    const made = await post({ title: 'Editor draft', vault: 'codex-notes' }, editor)
    expect(made.statusCode).toBe(201)
    expect((await del(made.json().id, editor)).statusCode).toBe(204)
    // Still a plain user everywhere else: not an editor of anyone's personal vault.
    expect((await put(aliceNote.id, { content: 'x' }, editor)).statusCode).toBe(404)
    expect((await put(sharedNote.id, { content: 'x' }, bob)).statusCode).toBe(403)
    const vaults = (await get('/api/obsidian/vaults', editor)).json()
    expect(vaults[0]).toMatchObject({ id: 'codex-notes', canWrite: true })

    const removeAs = (cookie?: string) =>
      t.app.inject({
        method: 'DELETE',
        url: `/api/obsidian/vaults/codex-notes/editors/${editorId}`,
        headers: as(cookie),
      })
    expect((await removeAs(bob)).statusCode).toBe(403)
    expect((await removeAs(admin)).statusCode).toBe(204)
    expect((await removeAs(admin)).statusCode).toBe(404)
    expect((await editors('GET', undefined, admin)).json()).toEqual([])
    expect((await put(sharedNote.id, { content: 'again' }, editor)).statusCode).toBe(403)
  })
})
