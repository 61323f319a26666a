import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startFakeOpenAiServer, type FakeOpenAiServer } from '../../../../tests/support/fake-model'
import { loadConfig } from '../../config'
import { buildTestApp, type TestApp } from '../../test/build-test-app'
import { signUp, visitorCookie } from '../../test/helpers'
import { CONTINUE_INSTRUCTION } from './prepare'

// Decision 205: regenerate, continue, delete, rename and pin, and the model picker.
let t: TestApp
let fake: FakeOpenAiServer
const modelApps: TestApp[] = []
beforeAll(async () => {
  t = await buildTestApp({ ai: { ...loadConfig({ OFFLINE_CHUNK_DELAY_MS: '0' }).ai } })
  fake = await startFakeOpenAiServer()
})
afterAll(async () => {
  await Promise.all([t.close(), ...modelApps.map((app) => app.close())])
  await fake.close()
})

async function appWithModel(model: string) {
  const base = loadConfig({ OFFLINE_CHUNK_DELAY_MS: '0' }).ai
  const app = await buildTestApp({
    ai: { ...base, baseUrl: fake.baseUrl, apiKey: 'sk-test', model, timeoutMs: 2000 },
  })
  modelApps.push(app)
  return app
}

const ask = (app: TestApp, payload: object, cookie?: string) =>
  app.app.inject({
    method: 'POST',
    url: '/api/ai-agents/adam/ask',
    payload,
    headers: cookie ? { cookie } : {},
  })
const detail = (app: TestApp, id: string, cookie: string) =>
  app.app.inject({ url: `/api/conversations/${id}`, headers: { cookie } })

interface Stored {
  id: string
  role: string
  content: string
  model?: string | null
  variantOf?: string | null
  hidden?: boolean
}

describe('regenerate', () => {
  it('stores a new answer beside the first in a saved conversation, and goes on from it', async () => {
    const ann = await signUp(t, 'regen_ann', true)
    const first = (await ask(t, { message: 'How much is the Pro plan?' }, ann.cookie)).json()
    expect(first.messageIds).toEqual({ question: expect.any(String), answer: expect.any(String) })
    const again = await ask(
      t,
      {
        message: 'How much is the Pro plan?',
        conversationId: first.conversationId,
        mode: { kind: 'regenerate', answerId: first.messageIds.answer },
      },
      ann.cookie,
    )
    expect(again.statusCode).toBe(200)
    expect(again.json().messageIds).toEqual({ question: null, answer: expect.any(String) })
    const messages = (await detail(t, first.conversationId, ann.cookie)).json().messages as Stored[]
    expect(messages).toHaveLength(3)
    const answers = messages.filter((m) => m.role === 'assistant')
    expect(answers.find((m) => m.id === first.messageIds.answer)).toMatchObject({ hidden: true })
    expect(answers.find((m) => m.id === again.json().messageIds.answer)).toMatchObject({
      hidden: false,
      variantOf: first.messageIds.answer,
      model: 'humancodex-offline-1',
    })
    // A third answer, regenerated from the second, joins the same question's answers.
    const third = await ask(
      t,
      {
        message: 'x',
        conversationId: first.conversationId,
        mode: { kind: 'regenerate', answerId: again.json().messageIds.answer },
      },
      ann.cookie,
    )
    const after = (await detail(t, first.conversationId, ann.cookie)).json().messages as Stored[]
    expect(after.filter((m) => m.variantOf === first.messageIds.answer)).toHaveLength(2)
    expect(after.filter((m) => m.role === 'assistant' && !m.hidden)).toEqual([
      expect.objectContaining({ id: third.json().messageIds.answer }),
    ])
    // The list counts what is stored; nothing new was asked.
    expect(after.filter((m) => m.role === 'user')).toHaveLength(1)
  })

  it("answers 404 for an answer of another person's conversation and changes nothing", async () => {
    const owner = await signUp(t, 'regen_owner', true)
    const other = await signUp(t, 'regen_other', true)
    const first = (await ask(t, { message: 'Hello there' }, owner.cookie)).json()
    const before = (await detail(t, first.conversationId, owner.cookie)).json().messages
    for (const kind of ['regenerate', 'continue']) {
      const res = await ask(
        t,
        {
          message: 'Hello there',
          conversationId: first.conversationId,
          mode: { kind, answerId: first.messageIds.answer },
        },
        other.cookie,
      )
      expect(res.statusCode).toBe(404)
    }
    // Their own conversation, someone else's answer id: 404 too.
    const mine = (await ask(t, { message: 'Mine' }, other.cookie)).json()
    const crossed = await ask(
      t,
      {
        message: 'Mine',
        conversationId: mine.conversationId,
        mode: { kind: 'regenerate', answerId: first.messageIds.answer },
      },
      other.cookie,
    )
    expect(crossed.statusCode).toBe(404)
    expect((await detail(t, first.conversationId, owner.cookie)).json().messages).toEqual(before)
  })

  it('refuses bad modes with 400, and answers the last answer again without an id', async () => {
    const res = await ask(t, { message: 'hi', mode: { kind: 'again' } })
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toMatch(/^mode\.kind/)
    const badId = await ask(t, { message: 'hi', mode: { kind: 'regenerate', answerId: 'nope' } })
    expect(badId.statusCode).toBe(400)
    expect(badId.json().message).toBe('mode.answerId: must be a message id')
    const cookie = await visitorCookie(t)
    const nothing = await ask(t, { message: 'hi', mode: { kind: 'continue' } }, cookie)
    expect(nothing.statusCode).toBe(400)
    expect(nothing.json().message).toMatch(/^mode\.partial: is required/)
    const ann = await signUp(t, 'regen_noid', true)
    const first = (await ask(t, { message: 'Hello' }, ann.cookie)).json()
    const noId = await ask(
      t,
      { message: 'Hello', conversationId: first.conversationId, mode: { kind: 'regenerate' } },
      ann.cookie,
    )
    // Without an answer id, the last answer is the one answered again.
    expect(noId.statusCode).toBe(200)
    const stored = (await detail(t, first.conversationId, ann.cookie)).json().messages as Stored[]
    expect(stored.find((m) => m.id === noId.json().messageIds.answer)).toMatchObject({
      variantOf: first.messageIds.answer,
    })
  })
})

describe('use this answer (decision 218)', () => {
  const choose = (app: TestApp, id: string, messageId: string, cookie: string) =>
    app.app.inject({
      method: 'POST',
      url: `/api/conversations/${id}/messages/${messageId}/choose`,
      headers: { cookie },
    })

  it('makes an earlier answer the one the next turn builds on, kept when the conversation is reopened', async () => {
    const app = await appWithModel('echo')
    const ann = await signUp(app, 'choose_ann', true)
    const first = (await ask(app, { message: 'Tell me about tides' }, ann.cookie)).json()
    expect(first.response).toBe('You said: Tell me about tides')
    const again = (
      await ask(
        app,
        {
          message: 'Tell me about tides',
          conversationId: first.conversationId,
          mode: { kind: 'regenerate', answerId: first.messageIds.answer },
          model: 'offline',
        },
        ann.cookie,
      )
    ).json()
    expect(again.response).not.toBe(first.response)

    const chosen = await choose(app, first.conversationId, first.messageIds.answer, ann.cookie)
    expect(chosen.statusCode).toBe(204)
    const reopened = (await detail(app, first.conversationId, ann.cookie)).json()
      .messages as Stored[]
    expect(reopened.filter((m) => m.role === 'assistant' && !m.hidden)).toEqual([
      expect.objectContaining({ id: first.messageIds.answer, content: first.response }),
    ])
    expect(reopened.find((m) => m.id === again.messageIds.answer)).toMatchObject({ hidden: true })

    const next = await ask(
      app,
      { message: 'And then?', conversationId: first.conversationId },
      ann.cookie,
    )
    expect(next.statusCode).toBe(200)
    const sent = fake.requests.at(-1)!.messages
    expect(sent.slice(-3)).toEqual([
      { role: 'user', content: 'Tell me about tides' },
      { role: 'assistant', content: first.response },
      { role: 'user', content: 'And then?' },
    ])
    expect(sent.some((m) => m.content === again.response)).toBe(false)

    // Choosing the newer one again works the other way.
    await choose(app, first.conversationId, again.messageIds.answer, ann.cookie)
    const swapped = (await detail(app, first.conversationId, ann.cookie)).json()
      .messages as Stored[]
    expect(swapped.find((m) => m.id === first.messageIds.answer)).toMatchObject({ hidden: true })
    expect(swapped.find((m) => m.id === again.messageIds.answer)).toMatchObject({ hidden: false })
  })

  it("refuses another person's answer, a question and a free account, changing nothing", async () => {
    const owner = await signUp(t, 'choose_owner', true)
    const other = await signUp(t, 'choose_other', true)
    const first = (await ask(t, { message: 'Hello there' }, owner.cookie)).json()
    await ask(
      t,
      {
        message: 'Hello there',
        conversationId: first.conversationId,
        mode: { kind: 'regenerate', answerId: first.messageIds.answer },
      },
      owner.cookie,
    )
    const before = (await detail(t, first.conversationId, owner.cookie)).json().messages
    const stranger = await choose(t, first.conversationId, first.messageIds.answer, other.cookie)
    expect(stranger.statusCode).toBe(404)
    const question = await choose(t, first.conversationId, first.messageIds.question, owner.cookie)
    expect(question.statusCode).toBe(404)
    const free = await signUp(t, 'choose_free')
    expect(
      (await choose(t, first.conversationId, first.messageIds.answer, free.cookie)).statusCode,
    ).toBe(403)
    const bad = await choose(t, first.conversationId, 'nope', owner.cookie)
    expect(bad.statusCode).toBe(400)
    expect((await detail(t, first.conversationId, owner.cookie)).json().messages).toEqual(before)
  })
})

describe('continue', () => {
  it('asks the model to go on from a cut answer and appends to the stored answer', async () => {
    const app = await appWithModel('length')
    const ann = await signUp(app, 'cont_ann', true)
    const cut = (await ask(app, { message: 'Tell me a long story' }, ann.cookie)).json()
    expect(cut.finishReason).toBe('length')
    const res = await ask(
      app,
      {
        message: 'Tell me a long story',
        conversationId: cut.conversationId,
        mode: { kind: 'continue', answerId: cut.messageIds.answer },
      },
      ann.cookie,
    )
    expect(res.statusCode).toBe(200)
    expect(res.json().messageIds.answer).toBe(cut.messageIds.answer)
    const sent = fake.requests.at(-1)!.messages
    expect(sent.at(-3)).toEqual({ role: 'user', content: 'Tell me a long story' })
    expect(sent.at(-2)).toEqual({ role: 'assistant', content: cut.response })
    expect(sent.at(-1)).toEqual({ role: 'user', content: CONTINUE_INSTRUCTION })
    const messages = (await detail(app, cut.conversationId, ann.cookie)).json().messages as Stored[]
    expect(messages).toHaveLength(2)
    expect(messages[1]!.content).toBe(cut.response + res.json().response)
  })

  it('continues an answer the browser keeps from the partial it sends (offline engine)', async () => {
    const cookie = await visitorCookie(t)
    const whole = (await ask(t, { message: 'How much is the Pro plan?' }, cookie)).json()
    const partial = whole.response.slice(0, 20)
    const res = await ask(
      t,
      {
        message: 'How much is the Pro plan?',
        conversationId: whole.conversationId,
        mode: { kind: 'continue', partial },
      },
      cookie,
    )
    expect(res.statusCode).toBe(200)
    expect(partial + res.json().response).toBe(whole.response)
  })
})

describe('saved conversations: rename, pin, delete a message', () => {
  it('renames and pins; pinned conversations come first', async () => {
    const ann = await signUp(t, 'pin_ann', true)
    const older = (await ask(t, { message: 'First question' }, ann.cookie)).json()
    await ask(t, { message: 'Second question' }, ann.cookie)
    const patch = (body: object, id = older.conversationId, cookie = ann.cookie) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/conversations/${id}`,
        payload: body,
        headers: { cookie },
      })
    const renamed = await patch({ title: '  Pricing talk  ', pinned: true })
    expect(renamed.statusCode).toBe(200)
    expect(renamed.json()).toMatchObject({ title: 'Pricing talk', pinned: true })
    const list = (
      await t.app.inject({ url: '/api/conversations', headers: { cookie: ann.cookie } })
    )
      .json()
      .conversations.map((c: { title: string }) => c.title)
    expect(list).toEqual(['Pricing talk', 'Second question'])

    expect((await patch({})).statusCode).toBe(400)
    expect((await patch({ title: '' })).json().message).toBe('title: must not be empty')
    expect((await patch({ pinned: 'yes' })).statusCode).toBe(400)
    expect((await patch({ title: 'x' }, 'not-an-id')).json().message).toBe(
      'id: must be a conversation id',
    )
    const other = await signUp(t, 'pin_other', true)
    expect(
      (await patch({ title: 'Mine now' }, older.conversationId, other.cookie)).statusCode,
    ).toBe(404)
    const after = (await detail(t, older.conversationId, ann.cookie)).json().conversation
    expect(after).toMatchObject({ title: 'Pricing talk', pinned: true })
  })

  it('deletes a message, and an answer with its alternatives; others get 404', async () => {
    const ann = await signUp(t, 'del_ann', true)
    const first = (await ask(t, { message: 'One' }, ann.cookie)).json()
    const id = first.conversationId
    const second = (await ask(t, { message: 'Two', conversationId: id }, ann.cookie)).json()
    await ask(
      t,
      {
        message: 'x',
        conversationId: id,
        mode: { kind: 'regenerate', answerId: second.messageIds.answer },
      },
      ann.cookie,
    )
    const remove = (messageId: string, cookie = ann.cookie, conversation = id) =>
      t.app.inject({
        method: 'DELETE',
        url: `/api/conversations/${conversation}/messages/${messageId}`,
        headers: { cookie },
      })
    const other = await signUp(t, 'del_other', true)
    expect((await remove(first.messageIds.question, other.cookie)).statusCode).toBe(404)
    expect((await remove('bad')).json().message).toBe('messageId: must be a message id')
    expect((await remove(first.messageIds.question, ann.cookie, 'bad')).statusCode).toBe(400)
    expect((await detail(t, id, ann.cookie)).json().messages).toHaveLength(5)

    expect((await remove(first.messageIds.question)).statusCode).toBe(204)
    expect((await remove(second.messageIds.answer)).statusCode).toBe(204)
    const left = (await detail(t, id, ann.cookie)).json().messages as Stored[]
    expect(left.map((m) => m.content)).toEqual([first.response, 'Two'])
    // The next question's history is what is left.
    expect((await remove(second.messageIds.answer)).statusCode).toBe(404)
  })
})

describe('model picker', () => {
  it('offers the offline engine only when no model is connected', async () => {
    const res = await t.app.inject({ url: '/api/ai/models' })
    expect(res.json()).toEqual({
      models: [{ id: 'offline', label: 'Offline engine', engine: 'offline' }],
    })
  })

  it('offers the chosen model, answers with the one picked and refuses others', async () => {
    const app = await appWithModel('normal')
    const models = (await app.app.inject({ url: '/api/ai/models' })).json().models
    expect(models).toEqual([
      {
        id: expect.stringMatching(/:normal$/),
        label: expect.stringMatching(/^normal/),
        engine: 'model',
      },
      { id: 'offline', label: 'Offline engine', engine: 'offline' },
    ])
    const byModel = (await ask(app, { message: 'Hi', model: models[0].id })).json()
    expect(byModel).toMatchObject({ engine: 'model', model: 'normal' })
    const offline = (await ask(app, { message: 'Hi', model: 'offline' })).json()
    expect(offline).toMatchObject({ engine: 'offline', model: 'humancodex-offline-1' })
    const unknown = await ask(app, { message: 'Hi', model: 'elsewhere:gpt-9' })
    expect(unknown.statusCode).toBe(400)
    expect(unknown.json().message).toMatch(/^model: not one of the models offered/)
  })
})
