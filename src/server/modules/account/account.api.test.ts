import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { aiMessages, eventLog, observations, userFacts, users } from '../../db/schema/index'
import { namePattern } from './delete'
import { buildTestApp, type TestApp } from '../../test/build-test-app'
import { boardMessage } from '@/shared/test-board-message'

// One app for the file; each test signs up people of its own.
let t: TestApp
const PASSWORD = 'long-enough-password'
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(() => t.close())

const cookieOf = (res: { cookies: { name: string; value: string }[] }) =>
  `hc_session=${res.cookies.find((c) => c.name === 'hc_session')!.value}`
async function signUp(username: string, premium = false) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/register',
    headers: { 'user-agent': 'Firefox on Linux' },
    payload: { username, email: `${username}@example.com`, password: PASSWORD },
  })
  expect(res.statusCode).toBe(201)
  const cookie = cookieOf(res)
  if (premium)
    await t.app.inject({ method: 'POST', url: '/api/upgrade-premium', headers: { cookie } })
  return { cookie, id: res.json().user.id as number }
}
const signIn = (username: string, password = PASSWORD) =>
  t.app.inject({ method: 'POST', url: '/api/login', payload: { username, password } })
const call = (method: 'GET' | 'POST' | 'DELETE', url: string, cookie?: string, payload?: object) =>
  t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) })
const me = (cookie: string) => call('GET', '/api/me', cookie)
const securityTypes = async (userId: number) =>
  (await t.app.database.db.select().from(observations))
    .filter((row) => (row.data as { userId?: number }).userId === userId)
    .map((row) => row.type)

describe('POST /api/account/password', () => {
  it('refuses a visitor, bad input and a wrong current password, changing nothing', async () => {
    const ada = await signUp('ada_pw_refused')
    const change = (body: object, cookie?: string) =>
      call('POST', '/api/account/password', cookie, body)
    expect(
      (await change({ currentPassword: PASSWORD, newPassword: 'next-pass-phrase' })).statusCode,
    ).toBe(401)
    const wrong = await change(
      { currentPassword: 'not-it-at-all', newPassword: 'next-pass-phrase' },
      ada.cookie,
    )
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json().message).toBe('currentPassword: The current password is not correct.')
    expect(
      (await change({ currentPassword: PASSWORD, newPassword: 'short' }, ada.cookie)).json()
        .message,
    ).toMatch(/^newPassword: must be at least 8/)
    expect(
      (await change({ currentPassword: PASSWORD, newPassword: '12345678' }, ada.cookie)).json()
        .message,
    ).toMatch(/^newPassword: .*common/)
    expect(
      (await change({ currentPassword: PASSWORD, newPassword: 'ada_pw_refused' }, ada.cookie))
        .statusCode,
    ).toBe(400)
    expect((await change({ currentPassword: PASSWORD }, ada.cookie)).json().message).toMatch(
      /^newPassword: /,
    )
    expect((await signIn('ada_pw_refused')).statusCode).toBe(200)
    expect((await me(ada.cookie)).statusCode).toBe(200)
  })

  it('changes the password and signs out the other sessions, not this one', async () => {
    const bo = await signUp('bo_pw_change')
    const other = cookieOf(await signIn('bo_pw_change'))
    const res = await call('POST', '/api/account/password', bo.cookie, {
      currentPassword: PASSWORD,
      newPassword: 'a-new-long-passphrase',
    })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ endedSessions: 1, revokedApiKeys: 0 })
    expect((await me(bo.cookie)).statusCode).toBe(200)
    expect((await me(other)).statusCode).toBe(401)
    expect((await signIn('bo_pw_change')).statusCode).toBe(401)
    expect((await signIn('bo_pw_change', 'a-new-long-passphrase')).statusCode).toBe(200)
    expect(await securityTypes(bo.id)).toContain('security:password-changed')
    const trail = JSON.stringify(await t.app.database.db.select().from(observations))
    expect(trail).not.toMatch(/a-new-long-passphrase|argon2/)
  })
})

describe('/api/account/sessions', () => {
  it('lists my sessions with the current one marked, and signs out another', async () => {
    const cy = await signUp('cy_sessions')
    const other = cookieOf(await signIn('cy_sessions'))
    const dee = await signUp('dee_sessions')
    expect((await call('GET', '/api/account/sessions')).statusCode).toBe(401)
    const list = (await call('GET', '/api/account/sessions', cy.cookie)).json()
    expect(list).toHaveLength(2)
    const current = list.find((s: { current: boolean }) => s.current)
    expect(current.userAgent).toBe('Firefox on Linux')
    expect(JSON.stringify(list)).not.toMatch(/tokenHash|token_hash/)
    const otherId = list.find((s: { current: boolean }) => !s.current).id

    // Someone else's session id is not found, and stays.
    const theirs = (await call('GET', '/api/account/sessions', dee.cookie)).json()[0].id
    expect((await call('DELETE', `/api/account/sessions/${theirs}`, cy.cookie)).statusCode).toBe(
      404,
    )
    expect((await me(dee.cookie)).statusCode).toBe(200)
    expect((await call('DELETE', `/api/account/sessions/${otherId}`)).statusCode).toBe(401)
    for (const bad of ['x', '0', '-1', '2147483648'])
      expect((await call('DELETE', `/api/account/sessions/${bad}`, cy.cookie)).statusCode).toBe(400)

    expect((await call('DELETE', `/api/account/sessions/${otherId}`, cy.cookie)).statusCode).toBe(
      204,
    )
    expect((await me(other)).statusCode).toBe(401)
    expect((await me(cy.cookie)).statusCode).toBe(200)
    expect((await call('GET', '/api/account/sessions', cy.cookie)).json()).toHaveLength(1)
  })
})

describe('exports', () => {
  it('downloads everything kept about me, and nothing of anyone else', async () => {
    const eve = await signUp('eve_export', true)
    const fay = await signUp('fay_export', true)
    const ask = (cookie: string, message: string) =>
      call('POST', '/api/ai-agents/adam/ask', cookie, { message })
    await ask(eve.cookie, 'Tell me about the Pro plan')
    await ask(fay.cookie, 'Fay private question')
    await call('POST', '/api/memory/facts', eve.cookie, { fact: 'Likes: chess' })
    await call('POST', '/api/ai-messages', eve.cookie, {
      content: 'Eve on the board',
      messageType: 'conversation',
    })

    expect((await call('GET', '/api/account/export')).statusCode).toBe(401)
    const res = await call('GET', '/api/account/export', eve.cookie)
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="humancodex-eve_export-export.json"',
    )
    const data = res.json()
    expect(data.account).toMatchObject({ username: 'eve_export', isPremium: true })
    expect(data.chats).toHaveLength(1)
    expect(data.chats[0].messages[0]).toMatchObject({
      role: 'user',
      content: 'Tell me about the Pro plan',
    })
    expect(data.chats[0].markdown).toContain('## eve_export · ')
    expect(data.memoryFacts.map((f: { fact: string }) => f.fact)).toContain('Likes: chess')
    expect(data.purchases).toHaveLength(1)
    expect(data.boardPosts.map((p: { content: string }) => p.content)).toEqual(['Eve on the board'])
    expect(data.sessions).toHaveLength(1)
    for (const key of ['preferences', 'notes', 'learning', 'audioTracks', 'playlists', 'videos'])
      expect(data).toHaveProperty(key)
    expect(res.body).not.toMatch(/Fay private|argon2|passwordHash|tokenHash/)
  })

  it('downloads one saved chat as Markdown or JSON, only my own', async () => {
    const gus = await signUp('gus_chat', true)
    const hal = await signUp('hal_chat', true)
    const asked = await call('POST', '/api/ai-agents/eve/ask', gus.cookie, { message: 'Hello Eve' })
    const id = asked.json().conversationId
    const markdown = await call('GET', `/api/account/chats/${id}/export`, gus.cookie)
    expect(markdown.statusCode).toBe(200)
    expect(markdown.headers['content-type']).toMatch(/^text\/markdown/)
    expect(markdown.headers['content-disposition']).toMatch(/^attachment; filename=".+\.md"$/)
    expect(markdown.body).toMatch(/^# /)
    expect(markdown.body).toContain('## gus_chat · ')
    expect(markdown.body).toContain('Hello Eve')
    const json = await call('GET', `/api/account/chats/${id}/export?format=json`, gus.cookie)
    expect(json.json()).toMatchObject({
      id,
      persona: 'eve',
      messages: [{ content: 'Hello Eve' }, {}],
    })

    expect((await call('GET', `/api/account/chats/${id}/export`, hal.cookie)).statusCode).toBe(404)
    expect((await call('GET', `/api/account/chats/${id}/export`)).statusCode).toBe(401)
    expect((await call('GET', `/api/account/chats/not-a-uuid/export`, gus.cookie)).statusCode).toBe(
      404,
    )
    expect(
      (await call('GET', `/api/account/chats/${id}/export?format=pdf`, gus.cookie)).statusCode,
    ).toBe(400)
  })
})

describe('DELETE /api/account', () => {
  it('refuses a visitor and a wrong password, changing nothing', async () => {
    const ike = await signUp('ike_keep')
    expect(
      (await call('DELETE', '/api/account', undefined, { password: PASSWORD })).statusCode,
    ).toBe(401)
    const wrong = await call('DELETE', '/api/account', ike.cookie, { password: 'wrong-password' })
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json().message).toBe('password: The current password is not correct.')
    expect((await call('DELETE', '/api/account', ike.cookie, {})).statusCode).toBe(400)
    expect((await me(ike.cookie)).statusCode).toBe(200)
  })

  it('removes everything about me; my board posts stay as "deleted user"', async () => {
    const jo = await signUp('jo_leaving', true)
    const kim = await signUp('kim_staying', true)
    await call('POST', '/api/ai-agents/adam/ask', jo.cookie, { message: 'Remember this' })
    await call('POST', '/api/memory/facts', jo.cookie, { fact: 'Likes: tea' })
    await call('POST', '/api/memory/facts', kim.cookie, { fact: 'Likes: coffee' })
    const post = await call('POST', '/api/ai-messages', jo.cookie, {
      content: 'Jo was here',
      messageType: 'conversation',
    })
    const res = await call('DELETE', '/api/account', jo.cookie, { password: PASSWORD })
    expect(res.statusCode).toBe(204)
    expect(res.cookies.find((c) => c.name === 'hc_session')?.value).toBe('')
    const db = t.app.database.db
    expect(await db.$count(users, eq(users.username, 'jo_leaving'))).toBe(0)
    expect(await db.$count(userFacts, eq(userFacts.userId, jo.id))).toBe(0)
    expect(await db.$count(userFacts, eq(userFacts.userId, kim.id))).toBe(1)
    const [kept] = await db.select().from(aiMessages).where(eq(aiMessages.id, post.json().id))
    expect(kept).toMatchObject({
      content: 'Jo was here',
      fromAgent: 'deleted user',
      authorUserId: null,
    })
    expect((await me(jo.cookie)).statusCode).toBe(401)
    expect((await signIn('jo_leaving')).statusCode).toBe(401)
    expect((await me(kim.cookie)).statusCode).toBe(200)
    const trail = JSON.stringify(await db.select().from(observations))
    expect(trail).toContain('security:account-deleted')
    expect(trail).not.toContain('jo_leaving')
  })

  it('leaves the name nowhere: broadcasts, posts that address them, the replay', async () => {
    const lea = await signUp('lea.b', true)
    const leah = await signUp('lea.bc', true)
    const cast = await call('POST', '/api/ai-communication/broadcast', lea.cookie, {
      message: 'Hello from Lea',
    })
    expect(cast.statusCode).toBe(201)
    const db = t.app.database.db
    // What an agent's reply and another person's post would say of them.
    await db.insert(aiMessages).values([
      {
        fromAgent: 'adam',
        toAgent: '@lea.b',
        content: '@lea.b, thank you. Lea.B asked well.',
        messageType: 'conversation',
      },
      {
        fromAgent: 'eve',
        toAgent: 'all',
        content: 'Welcome @lea.bc and leab.',
        messageType: 'conversation',
      },
    ])
    await t.app.events.publish('message', boardMessage({ id: 1, content: 'A note for @lea.b' }))
    const before = JSON.stringify(await db.select().from(eventLog))
    expect(before).toContain('lea.b')

    expect(
      (await call('DELETE', '/api/account', lea.cookie, { password: PASSWORD })).statusCode,
    ).toBe(204)
    const board = await db.select().from(aiMessages)
    // The same expression the deletion uses, read by JavaScript's engine.
    const named = (text: string) => new RegExp(namePattern('lea.b'), 'i').test(text)
    for (const row of board)
      expect(named(`${row.fromAgent} ${row.toAgent} ${row.content}`), row.content).toBe(false)
    expect(board.map((row) => row.content)).toContain(
      'deleted user, thank you. deleted user asked well.',
    )
    // Someone whose name only starts the same keeps theirs.
    expect(board.map((row) => row.content)).toContain('Welcome @lea.bc and leab.')
    const replay = JSON.stringify(await db.select().from(eventLog))
    expect(named(replay)).toBe(false)
    expect(replay).toContain('A note for deleted user')
    expect(named(JSON.stringify(await db.select().from(observations)))).toBe(false)
    expect((await me(leah.cookie)).statusCode).toBe(200)
  })
})

describe('the account routes refuse a visitor first', () => {
  it('answers 401 with the account sentence before looking at the input', async () => {
    for (const [method, url, payload] of [
      ['POST', '/api/account/password', { currentPassword: '' }],
      ['DELETE', '/api/account/sessions/not-a-number', undefined],
      ['GET', '/api/account/chats/x/export?format=pdf', undefined],
      ['DELETE', '/api/account', {}],
    ] as const) {
      const res = await call(method, url, undefined, payload)
      expect(res.statusCode, url).toBe(401)
      expect(res.json()).toEqual({ message: 'Sign in to manage your account.' })
    }
  })
})
