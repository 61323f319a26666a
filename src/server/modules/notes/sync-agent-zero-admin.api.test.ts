import { describe, expect, it } from 'vitest'
import { adminRouteApp, expectAdminOnly } from '../../test/admin-route-app'

const env = adminRouteApp()
const sync = (payload: object, cookie?: string) =>
  env.send('POST', '/api/obsidian/sync-agent-zero', payload, cookie)
const observed = async () => {
  await env.app.events.settled()
  const notes = (await env.app.inject({ url: '/api/obsidian/notes?vault=codex-notes' })).json() as {
    id: number
    agentZeroObserved: boolean
  }[]
  return notes.filter((note) => note.agentZeroObserved).map((note) => note.id)
}
const observations = async () => {
  await env.app.background.idle()
  return (await env.app.inject({ url: '/api/agent-zero/observations?limit=200' })).json()
}

describe('POST /api/obsidian/sync-agent-zero for every note', () => {
  it('is refused to a visitor and to a member, and marks nothing', async () => {
    const before = await observations()
    await expectAdminOnly(env, (cookie) => sync({}, cookie), 'sync every note with Agent Zero')
    expect(await observed()).toEqual([])
    expect(await observations()).toEqual(before)
  })

  it('marks every note for an administrator', async () => {
    const res = await sync({}, env.admin)
    expect(res.statusCode).toBe(200)
    expect(res.json().notesObserved).toBe(7)
    expect(await observed()).toHaveLength(7)
  })
})

describe('POST /api/obsidian/sync-agent-zero for one note', () => {
  it("is open to the note's writers: the owner of a personal note, not a member on a shared vault", async () => {
    const [note] = (await env.app.inject({ url: '/api/obsidian/notes?vault=codex-notes' })).json()
    const visitor = await sync({ noteId: note.id })
    expect(visitor.statusCode).toBe(401)
    expect(visitor.json()).toEqual({ message: 'Sign in to sync notes with Agent Zero.' })
    const shared = await sync({ noteId: note.id }, env.member)
    expect(shared.statusCode).toBe(403)
    const own = await env.app.inject({
      method: 'POST',
      url: '/api/obsidian/notes',
      payload: { title: 'Mine to sync' },
      headers: { cookie: env.member },
    })
    const res = await sync({ noteId: own.json().id }, env.member)
    expect(res.statusCode).toBe(200)
    expect(res.json().notesObserved).toBe(1)
    expect((await sync({ noteId: own.json().id }, env.admin)).statusCode).toBe(200)
  })
})

describe('the observed figure', () => {
  it("is the consciousness map's, and another person's personal notes are not touched", async () => {
    const mine = await env.app.inject({
      method: 'POST',
      url: '/api/obsidian/notes',
      payload: { title: 'Only Bo reads this' },
      headers: { cookie: env.member },
    })
    expect(mine.statusCode).toBe(201)
    const res = await sync({}, env.admin)
    expect(res.statusCode).toBe(200)
    const map = await env.app.inject({
      url: '/api/obsidian/consciousness-map',
      headers: { cookie: env.admin },
    })
    expect(res.json().notesObserved).toBe(map.json().observed)
    expect(map.json().observed).toBe(map.json().total)
    const bo = await env.app.inject({
      url: `/api/obsidian/notes/${mine.json().id}`,
      headers: { cookie: env.member },
    })
    expect(bo.json().agentZeroObserved).toBe(false)
  })
})
