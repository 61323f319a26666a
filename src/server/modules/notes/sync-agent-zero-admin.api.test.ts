import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../test/build-test-app'
import { signUp } from '../../test/helpers'

let t: TestApp
let admin: string
let member: string
beforeAll(async () => {
  t = await buildTestApp({ adminUsernames: ['ops_ada'] })
  admin = (await signUp(t, 'ops_ada')).cookie
  member = (await signUp(t, 'member_bo')).cookie
})
afterAll(() => t.close())

const sync = (payload: object, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/obsidian/sync-agent-zero',
    payload,
    headers: cookie ? { cookie } : {},
  })
const observed = async () => {
  await t.app.events.settled()
  const notes = (await t.app.inject({ url: '/api/obsidian/notes?vault=codex-notes' })).json() as {
    id: number
    agentZeroObserved: boolean
  }[]
  return notes.filter((note) => note.agentZeroObserved).map((note) => note.id)
}
const observations = async () => {
  await t.app.background.idle()
  return (await t.app.inject({ url: '/api/agent-zero/observations?limit=200' })).json()
}

describe('POST /api/obsidian/sync-agent-zero for every note', () => {
  it('is refused to a visitor and to a member, and marks nothing', async () => {
    const before = await observations()
    const visitor = await sync({})
    expect(visitor.statusCode).toBe(401)
    expect(visitor.json()).toEqual({ message: 'Sign in to sync every note with Agent Zero.' })
    const signedIn = await sync({}, member)
    expect(signedIn.statusCode).toBe(403)
    expect(signedIn.json()).toEqual({
      message:
        'Only an administrator can sync every note with Agent Zero. Ask an administrator of this installation.',
    })
    expect(await observed()).toEqual([])
    expect(await observations()).toEqual(before)
  })

  it('marks every note for an administrator', async () => {
    const res = await sync({}, admin)
    expect(res.statusCode).toBe(200)
    expect(res.json().notesObserved).toBe(7)
    expect(await observed()).toHaveLength(7)
  })
})

describe('POST /api/obsidian/sync-agent-zero for one note', () => {
  it("is open to the note's writers: the owner of a personal note, not a member on a shared vault", async () => {
    const [note] = (await t.app.inject({ url: '/api/obsidian/notes?vault=codex-notes' })).json()
    const visitor = await sync({ noteId: note.id })
    expect(visitor.statusCode).toBe(401)
    expect(visitor.json()).toEqual({ message: 'Sign in to sync notes with Agent Zero.' })
    const shared = await sync({ noteId: note.id }, member)
    expect(shared.statusCode).toBe(403)
    const own = await t.app.inject({
      method: 'POST',
      url: '/api/obsidian/notes',
      payload: { title: 'Mine to sync' },
      headers: { cookie: member },
    })
    const res = await sync({ noteId: own.json().id }, member)
    expect(res.statusCode).toBe(200)
    expect(res.json().notesObserved).toBe(1)
    expect((await sync({ noteId: own.json().id }, admin)).statusCode).toBe(200)
  })
})
