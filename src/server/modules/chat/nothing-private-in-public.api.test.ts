import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eventLog } from '../../db/schema/index'
import { buildTestApp, type TestApp } from '../../test/build-test-app'
import { collectEvents, knowledgeSearch, signUp } from '../../test/helpers'

// A marker in each private place: a personal note's title and text, a remembered fact and the
// owner's own question. After the owner chats about them, no public answer, no other viewer's
// live stream and no replay of the event log may hold any of them.
const MARKERS = {
  noteTitle: 'zqxnotetitle',
  noteBody: 'zqxnotebody',
  fact: 'zqxfactvalue',
  question: 'zqxquestionword',
}

let t: TestApp
let address: string
beforeAll(async () => {
  t = await buildTestApp()
  address = await t.app.listen({ port: 0, host: '127.0.0.1' })
})
afterAll(() => t.close())

const leaks = (text: string) =>
  Object.entries(MARKERS)
    .filter(([, marker]) => text.toLowerCase().includes(marker))
    .map(([where]) => where)

describe('nothing private reaches anything public', () => {
  it('keeps notes, facts and questions out of the board, the streams, the replay and every public read', async () => {
    const owner = await signUp(t, 'private_owner')
    const other = await signUp(t, 'public_viewer')
    const as = (cookie: string) => ({ cookie })

    const note = await t.app.inject({
      method: 'POST',
      url: '/api/obsidian/notes',
      headers: as(owner.cookie),
      payload: {
        title: `Orchard ledger ${MARKERS.noteTitle}`,
        content: `The orchard ledger ${MARKERS.noteTitle} says ${MARKERS.noteBody} about the orchard.`,
      },
    })
    expect(note.statusCode).toBe(201)
    const fact = await t.app.inject({
      method: 'POST',
      url: '/api/memory/facts',
      headers: as(owner.cookie),
      payload: { fact: `Likes: ${MARKERS.fact}` },
    })
    expect(fact.statusCode).toBe(201)
    // The note reaches the owner's answers, and nobody else's.
    const noteFound = async (readerId: number | null) =>
      (await knowledgeSearch(t, MARKERS.noteTitle, readerId)).filter((hit) =>
        hit.passage.title.includes(MARKERS.noteTitle),
      )
    expect(await noteFound(owner.user.id)).toHaveLength(1)
    expect(await noteFound(null)).toHaveLength(0)

    // Another viewer watches live while the owner asks.
    const live = collectEvents(`${address}/api/events`, 1000, {
      headers: { cookie: other.cookie },
      timeoutMs: 4000,
    })
    await new Promise((resolve) => setTimeout(resolve, 300))
    for (const message of [
      `What does my orchard ledger ${MARKERS.noteTitle} say? ${MARKERS.question}`,
      `I love ${MARKERS.fact} and the orchard ledger ${MARKERS.noteTitle}.`,
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/ai-agents/adam/ask',
        headers: as(owner.cookie),
        payload: { message },
      })
      expect(res.statusCode).toBe(200)
    }
    await t.app.background.idle()

    const seen = await live
    // A chat posts nothing to the board (decision 250): no board message goes out at all.
    expect(seen.some((event) => event.event === 'message')).toBe(false)
    expect(leaks(JSON.stringify(seen))).toEqual([])
    const replay = await collectEvents(`${address}/api/events?lastEventId=1`, 1000, {
      timeoutMs: 1500,
    })
    expect(replay.length).toBeGreaterThan(seen.length)
    expect(leaks(JSON.stringify(replay))).toEqual([])
    const log = await t.app.database.db.select().from(eventLog)
    expect(leaks(JSON.stringify(log))).toEqual([])

    // Every public read without parameters, as a visitor and as another member.
    const doc = (await t.app.inject({ url: '/api/openapi.json' })).json() as {
      paths: Record<string, Record<string, unknown>>
    }
    const reads = Object.entries(doc.paths)
      .filter(([path, ops]) => 'get' in ops && !path.includes('{') && path !== '/api/events')
      .map(([path]) => path)
    expect(reads.length).toBeGreaterThan(30)
    const found: string[] = []
    for (const url of reads) {
      for (const cookie of [undefined, other.cookie]) {
        const res = await t.app.inject({ url, headers: cookie ? { cookie } : {} })
        for (const where of leaks(res.body))
          found.push(`${url}${cookie ? ' (member)' : ''}: ${where}`)
      }
    }
    expect(found).toEqual([])
  })
})
