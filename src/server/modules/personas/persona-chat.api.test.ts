import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../test/build-test-app'
import { signUp, visitorCookie } from '../../test/helpers'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(() => t.close())

const keeper = {
  name: 'Mara Vell',
  description: 'Mara keeps the lighthouse at Cold Point and knows every ship by its lamp.',
  first_mes: 'Welcome in, {{user}}. I am {{char}}; mind the wet floor.',
  character_book: {
    entries: [{ keys: ['lamp'], content: 'The lamp is a Fresnel lens from 1872.', enabled: true }],
  },
}

async function makePersona(username: string) {
  const owner = await signUp(t, username)
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/personas',
    headers: { cookie: owner.cookie },
    payload: { card: keeper },
  })
  return { ...owner, id: res.json().id as string }
}

describe('a custom persona chats everywhere the built-ins do', () => {
  it('answers its owner at /api/ai-agents/:id/ask offline from its greeting and description; 404 for anyone else', async () => {
    const { cookie, id } = await makePersona('chat_owner')
    const ask = (message: string, who = cookie) =>
      t.app.inject({
        method: 'POST',
        url: `/api/ai-agents/${id}/ask`,
        headers: { cookie: who },
        payload: { message },
      })
    const hello = await ask('Hello!')
    expect(hello.statusCode).toBe(200)
    expect(hello.json()).toMatchObject({ persona: id, engine: 'offline' })
    expect(hello.json().response).toBe(
      'Welcome in, chat_owner. I am Mara Vell; mind the wet floor.',
    )
    const who = await ask('Who are you?')
    expect(who.json().response).toContain('Mara keeps the lighthouse at Cold Point')

    const stranger = await signUp(t, 'chat_stranger')
    const refused = await ask('Hello!', stranger.cookie)
    expect(refused.statusCode).toBe(404)
    expect(refused.json().message).toContain(id)
  })

  it('builds its prompt from the card with names filled in and the lorebook entry its key calls up', async () => {
    const { personaPrompt } = await import('./service')
    const prompt = personaPrompt(
      {
        id: 'x',
        name: 'Mara Vell',
        builtin: false,
        shared: false,
        voice: 'eve',
        model: null,
        card: { ...(await import('@/shared/personas')).PersonaCardSchema.parse(keeper) },
      },
      { userName: 'Ada', recentMessages: ['Tell me about the lamp'] },
    )
    expect(prompt).toContain(
      "Write Mara Vell's next reply in a fictional chat between Mara Vell and Ada.",
    )
    expect(prompt).toContain('Mara keeps the lighthouse')
    expect(prompt).toContain('The lamp is a Fresnel lens from 1872.')
    const quiet = personaPrompt(
      {
        id: 'x',
        name: 'Mara Vell',
        builtin: false,
        shared: false,
        voice: 'eve',
        model: null,
        card: (await import('@/shared/personas')).PersonaCardSchema.parse(keeper),
      },
      { userName: 'Ada', recentMessages: ['Good morning'] },
    )
    expect(quiet).not.toContain('Fresnel')
  })

  it('is a model of its owner’s API key on /v1, and no one else’s', async () => {
    const { cookie, id } = await makePersona('v1_owner')
    const key = (
      await t.app.inject({
        method: 'POST',
        url: '/api/api-keys',
        headers: { cookie },
        payload: { name: 'k' },
      })
    ).json().key as string
    const auth = { authorization: `Bearer ${key}` }
    const models = (await t.app.inject({ url: '/v1/models', headers: auth })).json()
    expect(models.data.map((m: { id: string }) => m.id)).toEqual(['adam', 'eve', 'eva', 'alex', id])
    const completion = await t.app.inject({
      method: 'POST',
      url: '/v1/chat/completions',
      headers: auth,
      payload: { model: id, messages: [{ role: 'user', content: 'Who are you?' }] },
    })
    expect(completion.statusCode).toBe(200)
    expect(completion.json().choices[0].message.content).toContain('I am Mara Vell.')

    const other = await signUp(t, 'v1_other')
    const otherKey = (
      await t.app.inject({
        method: 'POST',
        url: '/api/api-keys',
        headers: { cookie: other.cookie },
        payload: { name: 'k' },
      })
    ).json().key as string
    const refused = await t.app.inject({
      method: 'POST',
      url: '/v1/chat/completions',
      headers: { authorization: `Bearer ${otherKey}` },
      payload: { model: id, messages: [{ role: 'user', content: 'hi' }] },
    })
    expect(refused.statusCode).toBe(404)
  })

  it('exports a card as JSON and PNG and imports it back; a bad file is a 400 and creates nothing', async () => {
    const { cookie, id } = await makePersona('card_owner')
    const json = await t.app.inject({ url: `/api/personas/${id}/card.json`, headers: { cookie } })
    expect(json.statusCode).toBe(200)
    expect(json.json()).toMatchObject({ spec: 'chara_card_v3', data: { name: 'Mara Vell' } })
    const png = await t.app.inject({ url: `/api/personas/${id}/card.png`, headers: { cookie } })
    expect(png.headers['content-type']).toBe('image/png')
    const imported = await t.app.inject({
      method: 'POST',
      url: '/api/personas/import',
      headers: { cookie, 'content-type': 'image/png' },
      payload: png.rawPayload,
    })
    expect(imported.statusCode).toBe(201)
    expect(imported.json().card).toMatchObject({
      name: 'Mara Vell',
      first_mes: keeper.first_mes,
      character_book: { entries: [expect.objectContaining({ keys: ['lamp'] })] },
    })
    const before = (await t.app.inject({ url: '/api/personas', headers: { cookie } })).json()
      .personas.length
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/personas/import',
      headers: { cookie, 'content-type': 'application/json' },
      payload: '{"not": "a card"',
    })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().message).toMatch(/^file: /)
    expect(
      (await t.app.inject({ url: '/api/personas', headers: { cookie } })).json().personas,
    ).toHaveLength(before)
  })

  it('is a companion at /api/ai-chat for its owner; anyone else gets 404 and nothing is counted', async () => {
    const { cookie, id } = await makePersona('companion_owner')
    const companion = (who: string, message = 'Hello!') =>
      t.app.inject({
        method: 'POST',
        url: '/api/ai-chat',
        headers: { cookie: who },
        payload: { agent: id, message },
      })
    const hello = await companion(cookie)
    expect(hello.statusCode).toBe(200)
    expect(hello.json()).toMatchObject({ persona: id, engine: 'offline' })
    expect(hello.json().message).toBe(
      'Welcome in, companion_owner. I am Mara Vell; mind the wet floor.',
    )

    const stranger = await signUp(t, 'companion_stranger')
    const usage = async () =>
      (await t.app.inject({ url: '/api/usage', headers: { cookie: stranger.cookie } })).json()
    const before = await usage()
    const refused = await companion(stranger.cookie)
    expect(refused.statusCode).toBe(404)
    expect(refused.json().message).toContain(id)
    const visitor = await visitorCookie(t)
    expect((await companion(visitor)).statusCode).toBe(404)
    expect(await usage()).toEqual(before)
    const conversations = await t.app.inject({
      url: '/api/conversations',
      headers: { cookie: stranger.cookie },
    })
    expect(conversations.statusCode).toBe(403)
  })

  it('answers as the card is now: an edit counts at the next turn, a deleted persona is gone', async () => {
    const { cookie, id } = await makePersona('edited_owner')
    const hello = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/ai-chat',
        headers: { cookie },
        payload: { agent: id, message: 'Hello!' },
      })
    expect((await hello()).json().message).toContain('mind the wet floor')
    const edited = await t.app.inject({
      method: 'PATCH',
      url: `/api/personas/${id}`,
      headers: { cookie },
      payload: { card: { ...keeper, first_mes: 'Back again, {{user}}? The tide is high.' } },
    })
    expect(edited.statusCode).toBe(200)
    expect((await hello()).json().message).toBe('Back again, edited_owner? The tide is high.')
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/personas/${id}`,
      headers: { cookie },
    })
    expect(removed.statusCode).toBe(204)
    expect((await hello()).statusCode).toBe(404)
  })

  it('answers in a mirror conversation begun by a built-in, for its owner only', async () => {
    const { cookie, id } = await makePersona('mirror_owner')
    const first = await t.app.inject({
      method: 'POST',
      url: '/api/ai-agents/eve/ask',
      headers: { cookie },
      payload: { message: 'Hello!' },
    })
    const conversationId = first.json().conversationId as string
    const joined = await t.app.inject({
      method: 'POST',
      url: `/api/ai-agents/${id}/ask`,
      headers: { cookie },
      payload: { message: 'Hello!', conversationId },
    })
    expect(joined.statusCode).toBe(200)
    expect(joined.json()).toMatchObject({ persona: id, conversationId })

    const stranger = await signUp(t, 'mirror_stranger')
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/ai-agents/${id}/ask`,
      headers: { cookie: stranger.cookie },
      payload: { message: 'Hello!' },
    })
    expect(refused.statusCode).toBe(404)
  })

  it('dreams in character for its owner; another person, a visitor or an unknown id get 404', async () => {
    const { cookie, id } = await makePersona('dream_owner')
    const dream = (who: string, persona = id) =>
      t.app.inject({
        method: 'POST',
        url: '/api/dream/musing',
        headers: { cookie: who },
        payload: { persona },
      })
    const musing = await dream(cookie)
    expect(musing.statusCode).toBe(200)
    expect(musing.headers['content-type']).toBe('text/plain; charset=utf-8')
    expect(musing.body).toContain('Mara Vell')

    const stranger = await signUp(t, 'dream_stranger')
    const refused = await dream(stranger.cookie)
    expect(refused.statusCode).toBe(404)
    expect(refused.json().message).toContain(id)
    expect((await dream(await visitorCookie(t))).statusCode).toBe(404)
    expect((await dream(cookie, 'zeus')).statusCode).toBe(404)
    expect((await dream(cookie, 'Not A Slug!')).statusCode).toBe(400)
  })
})
