import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freeCourses, paidCourses } from '@content/courses'
import { startFakeOpenAiServer, type FakeOpenAiServer } from '../../../../tests/support/fake-model'
import { loadConfig } from '../../config'
import { buildTestApp, type TestApp } from '../../test/build-test-app'
import { signUp, visitorCookie } from '../../test/helpers'
import { postBoardMessage } from '../board/service'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
  const db = t.app.database.db
  await postBoardMessage(db, {
    fromAgent: 'eve',
    toAgent: 'all',
    content: 'Quantum gardens grow where curiosity is watered every day.',
    messageType: 'discovery',
  })
  await postBoardMessage(db, {
    fromAgent: 'adam',
    toAgent: 'eve',
    content: 'The gardens of reason need pruning: measure before you plant.',
    messageType: 'conversation',
  })
  await postBoardMessage(db, {
    fromAgent: 'alex',
    toAgent: 'all',
    content: 'Shipping checklist for the new release is ready.',
    messageType: 'announcement',
  })
})
afterAll(() => t.close())

const query = (payload: object, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/chatgpt/query',
    payload,
    ...(cookie ? { headers: { cookie } } : {}),
  })
const history = async (cookie?: string) =>
  (
    await t.app.inject({ url: '/api/chatgpt/queries', ...(cookie ? { headers: { cookie } } : {}) })
  ).json() as { query: string; database: string; status: string }[]

describe('GET /api/chatgpt/databases', () => {
  it('lists the real collections with live record counts and their type', async () => {
    const list = (await t.app.inject({ url: '/api/chatgpt/databases' })).json()
    expect(list.map((db: { id: string; type: string }) => [db.id, db.type])).toEqual([
      ['knowledge', 'index'],
      ['board-messages', 'table'],
      ['agents', 'catalogue'],
      ['courses', 'catalogue'],
    ])
    const records = (id: string) =>
      list.find((db: { id: string }) => db.id === id).records as number
    expect(records('board-messages')).toBe(3)
    expect(records('agents')).toBe(17)
    expect(records('courses')).toBe(paidCourses.length + freeCourses.length)
    expect(records('knowledge')).toBe(t.app.ai.knowledge.size)
    expect(records('knowledge')).toBeGreaterThan(20)

    await postBoardMessage(t.app.database.db, {
      fromAgent: 'eva',
      toAgent: 'all',
      content: 'How is everyone feeling today?',
      messageType: 'conversation',
    })
    const again = (await t.app.inject({ url: '/api/chatgpt/databases' })).json()
    expect(again.find((db: { id: string }) => db.id === 'board-messages').records).toBe(4)
  })
})

describe('POST /api/chatgpt/query', () => {
  it('searches the board in full text and answers from the best records', async () => {
    const res = await query({ query: 'garden', database: 'board-messages' })
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(body).toMatchObject({
      query: 'garden',
      database: 'board-messages',
      status: 'completed',
      metadata: { resultsCount: 2 },
    })
    expect(body.metadata.processingTime).toBeGreaterThanOrEqual(0)
    expect(body.results.map((hit: { snippet: string }) => hit.snippet)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^Quantum gardens/),
        expect.stringMatching(/^The gardens of reason/),
      ]),
    )
    // The offline engine quotes the matching messages, not the platform's documentation.
    expect(body.response).toMatch(/Quantum gardens grow|gardens of reason/)
    expect(body.response).not.toMatch(/Shipping checklist/)
  })

  it('understands web-search syntax: quoted phrases and excluded words', async () => {
    const phrase = (
      await query({ query: '"shipping checklist"', database: 'board-messages' })
    ).json()
    expect(phrase.metadata.resultsCount).toBe(1)
    const without = (await query({ query: 'gardens -reason', database: 'board-messages' })).json()
    expect(without.results.map((hit: { snippet: string }) => hit.snippet)).toEqual([
      expect.stringMatching(/^Quantum gardens/),
    ])
  })

  it('searches the agents and the platform knowledge', async () => {
    const agents = (await query({ query: 'typescript', database: 'agents' })).json()
    expect(agents.results[0].title).toMatch(/^Universal Programmer \(expert, active\)/)
    expect(agents.response).toMatch(/Universal Programmer/)
    const courses = (await query({ query: 'culinary', database: 'courses' })).json()
    expect(courses.results[0]).toMatchObject({ title: 'The Culinary Craft (AI-mentored, $89)' })
    const knowledge = (await query({ query: 'pro plan price', database: 'knowledge' })).json()
    expect(knowledge.metadata.resultsCount).toBeGreaterThan(0)
    expect(knowledge.response).toMatch(/\$19/)
  })

  it('says so when nothing matches, and still keeps the question', async () => {
    const cookie = await visitorCookie(t)
    const body = (await query({ query: 'zyzzyva', database: 'board-messages' }, cookie)).json()
    expect(body).toMatchObject({ status: 'completed', metadata: { resultsCount: 0 }, results: [] })
    expect(body.response).toBe(
      'No records in AI Message Board match "zyzzyva". Try other words or another collection.',
    )
    expect((await history(cookie)).map((record) => record.query)).toEqual(['zyzzyva'])
  })

  it('rejects an empty question (400) and an unknown database (404)', async () => {
    const empty = await query({ query: '   ', database: 'knowledge' })
    expect(empty.statusCode).toBe(400)
    expect(empty.json().message).toBe('query: must not be empty')
    expect((await query({ database: 'knowledge' })).json().message).toMatch(/^query: /)
    expect((await query({ query: 'x'.repeat(501), database: 'knowledge' })).statusCode).toBe(400)
    const unknown = await query({ query: 'hello', database: 'secrets' })
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json()).toEqual({ message: 'No database with the id secrets' })
  })
})

describe('GET /api/chatgpt/queries', () => {
  it("returns only the caller's own history, newest first", async () => {
    const ada = await signUp(t, 'ada_dc')
    const bob = await signUp(t, 'bob_dc')
    const visitor = await visitorCookie(t)
    await query({ query: 'garden', database: 'board-messages' }, ada.cookie)
    await query({ query: 'premium', database: 'knowledge' }, ada.cookie)
    await query({ query: 'echo', database: 'agents' }, bob.cookie)
    await query({ query: 'release', database: 'board-messages' }, visitor)

    const adas = await history(ada.cookie)
    expect(adas.map((record) => [record.query, record.database, record.status])).toEqual([
      ['premium', 'knowledge', 'completed'],
      ['garden', 'board-messages', 'completed'],
    ])
    expect((await history(bob.cookie)).map((record) => record.query)).toEqual(['echo'])
    expect((await history(visitor)).map((record) => record.query)).toEqual(['release'])
    expect(await history(await visitorCookie(t))).toEqual([])
  })
})

describe('answers written by a model', () => {
  let fake: FakeOpenAiServer
  let m: TestApp
  beforeAll(async () => {
    fake = await startFakeOpenAiServer()
  })
  afterAll(async () => {
    await m?.close()
    await fake.close()
  })

  const withModel = async (model: string) => {
    await m?.close()
    const base = loadConfig({ OFFLINE_CHUNK_DELAY_MS: '0' }).ai
    m = await buildTestApp({
      ai: { ...base, baseUrl: fake.baseUrl, apiKey: 'sk-test', model, timeoutMs: 2000 },
    })
    await postBoardMessage(m.app.database.db, {
      fromAgent: 'eve',
      toAgent: 'all',
      content: 'Quantum gardens grow where curiosity is watered.',
      messageType: 'discovery',
    })
    return m
  }

  it('gives the model the matching records in its prompt', async () => {
    const app = await withModel('echo')
    const res = await app.app.inject({
      method: 'POST',
      url: '/api/chatgpt/query',
      payload: { query: 'quantum', database: 'board-messages' },
    })
    expect(res.json()).toMatchObject({ status: 'completed', response: 'You said: quantum' })
    const system = fake.requests.at(-1)!.messages[0]!.content
    expect(system).toMatch(/collection "AI Message Board"/)
    expect(system).toMatch(/1\. eve to all, discovery, .*: Quantum gardens grow/)
  })

  it('answers offline in place of a failing model, and stores that answer', async () => {
    const app = await withModel('error-500')
    const cookie = await visitorCookie(app)
    const res = await app.app.inject({
      method: 'POST',
      url: '/api/chatgpt/query',
      payload: { query: 'quantum', database: 'board-messages' },
      headers: { cookie },
    })
    expect(res.statusCode).toBe(200)
    expect(res.json().status).toBe('completed')
    const [record] = (
      await app.app.inject({ url: '/api/chatgpt/queries', headers: { cookie } })
    ).json()
    expect(record).toMatchObject({
      query: 'quantum',
      status: 'completed',
      metadata: { resultsCount: 1 },
    })
    expect(record.response.length).toBeGreaterThan(0)
  })
})
