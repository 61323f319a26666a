import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startFakeModel, type FakeModel } from '../../../../tests/support/fake-model'
import { loadConfig } from '../../config'
import { buildTestApp, type TestApp } from '../../test/build-test-app'
import { signUp } from '../../test/helpers'

/**
 * Group chats (decision 261): several personas in one conversation, each answering through the
 * one turn pipeline with its own card; the named one answers, else the next in turn.
 */
let fake: FakeModel
let t: TestApp
beforeAll(async () => {
  fake = await startFakeModel()
  const base = loadConfig({ OFFLINE_CHUNK_DELAY_MS: '0' }).ai
  t = await buildTestApp({
    ai: { ...base, baseUrl: fake.baseUrl, apiKey: 'sk-test', model: 'echo', timeoutMs: 5000 },
  })
})
afterAll(async () => {
  await t.close()
  await fake.close()
})

const healer = {
  spec: 'chara_card_v2',
  spec_version: '2.0',
  data: {
    name: 'Liora',
    description: '{{char}} is a forest healer in the Vale of Ash.',
    first_mes: '*{{char}} kneels beside {{user}}.* You are safe now.',
    system_prompt: 'Play {{char}} faithfully.\n{{original}}',
  },
}

async function setUp(username: string) {
  const person = await signUp(t, username, true)
  const imported = await t.app.inject({
    method: 'POST',
    url: '/api/personas/import',
    headers: { cookie: person.cookie, 'content-type': 'application/json' },
    payload: JSON.stringify(healer),
  })
  const own = await t.app.inject({
    method: 'POST',
    url: '/api/personas',
    headers: { cookie: person.cookie },
    payload: { card: { name: 'Fen', description: '{{char}} is a wandering bard.' } },
  })
  expect([imported.statusCode, own.statusCode]).toEqual([201, 201])
  return { ...person, liora: imported.json().id as string, fen: own.json().id as string }
}

const ask = (cookie: string, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/group-chat/ask', headers: { cookie }, payload })
const system = () => fake.requests.at(-1)!.messages[0]!.content

describe('a group chat', () => {
  it('lets the named persona answer, else the next in turn; a regenerate keeps the speaker', async () => {
    const ann = await setUp('group_ann')
    const participants = [ann.liora, 'adam', ann.fen]
    const first = await ask(ann.cookie, { message: 'Hello everyone', participants })
    expect(first.statusCode).toBe(200)
    expect(first.json().persona).toBe(ann.liora)
    expect(system()).toMatch(/^Play Liora faithfully\./)
    expect(system()).toContain('This is a group chat between group_ann and Liora, Adam, Fen.')
    // No persona's greeting claims the first answer of a group.
    expect(fake.requests.at(-1)!.messages.slice(1, 2)).toEqual([
      { role: 'user', content: 'Hello everyone' },
    ])
    const conversationId = first.json().conversationId as string
    const named = await ask(ann.cookie, { message: 'And what do you say, FEN?', conversationId })
    expect(named.json().persona).toBe(ann.fen)
    expect(system()).toContain('Fen is a wandering bard.')
    // After Fen, the turn comes round to Liora again.
    const next = await ask(ann.cookie, { message: 'Go on', conversationId })
    expect(next.json().persona).toBe(ann.liora)
    const picked = await ask(ann.cookie, {
      message: 'Your view?',
      conversationId,
      speaker: 'adam',
    })
    expect(picked.json().persona).toBe('adam')
    expect(system()).toContain('You live inside HumanCodex')
    const redo = await ask(ann.cookie, {
      message: 'Your view?',
      conversationId,
      mode: { kind: 'regenerate', answerId: picked.json().messageIds.answer },
    })
    expect(redo.statusCode).toBe(200)
    expect(redo.json().persona).toBe('adam')
    // The offline engine takes part like any model.
    const offline = await ask(ann.cookie, {
      message: 'Liora, rest?',
      conversationId,
      model: 'offline',
    })
    expect(offline.json()).toMatchObject({ persona: ann.liora, engine: 'offline' })

    // Saved with who spoke, searchable and exported like any conversation.
    const detail = (
      await t.app.inject({
        url: `/api/conversations/${conversationId}`,
        headers: { cookie: ann.cookie },
      })
    ).json()
    expect(detail.conversation.participants).toEqual(participants)
    expect(
      detail.messages
        .filter((m: { role: string; hidden: boolean }) => m.role === 'assistant' && !m.hidden)
        .map((m: { persona: string }) => m.persona),
    ).toEqual([ann.liora, ann.fen, ann.liora, 'adam', ann.liora])
    const search = await t.app.inject({
      url: '/api/conversations?query=everyone',
      headers: { cookie: ann.cookie },
    })
    expect(search.json().conversations.map((c: { id: string }) => c.id)).toContain(conversationId)
    const markdown = await t.app.inject({
      url: `/api/account/chats/${conversationId}/export`,
      headers: { cookie: ann.cookie },
    })
    expect(markdown.statusCode).toBe(200)
    expect(markdown.body).toContain(`With ${participants.join(', ')}`)
    expect(markdown.body).toContain(`## ${ann.fen} · `)
    expect(markdown.body).toContain('## adam · ')
  })

  it('refuses another person’s private persona, a speaker outside the group and a group of one', async () => {
    const bo = await setUp('group_bo')
    const cy = await signUp(t, 'group_cy', true)
    const before = (
      await t.app.inject({ url: '/api/conversations', headers: { cookie: cy.cookie } })
    ).json().conversations.length
    const foreign = await ask(cy.cookie, { message: 'Hi', participants: ['adam', bo.fen] })
    expect(foreign.statusCode).toBe(404)
    expect(foreign.json().message).toBe(
      `participants: no persona named "${bo.fen}" that you can chat with`,
    )
    const outside = await ask(cy.cookie, {
      message: 'Hi',
      participants: ['adam', 'eve'],
      speaker: 'alex',
    })
    expect(outside.statusCode).toBe(400)
    const alone = await ask(cy.cookie, { message: 'Hi', participants: ['adam'] })
    expect(alone.statusCode).toBe(400)
    expect(alone.json().message).toMatch(/^body\/participants|participants/)
    const twice = await ask(cy.cookie, { message: 'Hi', participants: ['adam', 'adam'] })
    expect(twice.statusCode).toBe(400)
    // Someone else's group chat is not found; a one-persona chat is not a group.
    const theirs = await ask(bo.cookie, { message: 'Hi', participants: ['adam', bo.liora] })
    const stolen = await ask(cy.cookie, {
      message: 'Hi',
      conversationId: theirs.json().conversationId,
    })
    expect(stolen.statusCode).toBe(404)
    const single = await t.app.inject({
      method: 'POST',
      url: '/api/ai-agents/eve/ask',
      headers: { cookie: cy.cookie },
      payload: { message: 'Hi' },
    })
    const notGroup = await ask(cy.cookie, {
      message: 'Hi',
      conversationId: single.json().conversationId,
    })
    expect(notGroup.statusCode).toBe(400)
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/group-chat/ask',
      payload: { message: 'Hi', participants: ['adam', 'eve'] },
    })
    expect(anonymous.statusCode).toBe(401)
    const after = (
      await t.app.inject({ url: '/api/conversations', headers: { cookie: cy.cookie } })
    ).json().conversations.length
    expect(after).toBe(before + 1)
  })

  it('names every earlier answer for its speaker in the prompt, saved or kept by the browser', async () => {
    const dee = await setUp('group_dee')
    const participants = ['adam', dee.liora, dee.fen]
    const first = await ask(dee.cookie, { message: 'Hello everyone', participants })
    const conversationId = first.json().conversationId as string
    expect(first.json().persona).toBe('adam')
    await ask(dee.cookie, { message: 'Liora, how is the forest?', conversationId })
    await ask(dee.cookie, { message: 'Fen, a song please', conversationId })
    const sent = fake.requests.at(-1)!.messages
    expect(sent[0]!.content).toContain(
      "Each earlier answer begins with the name of the one who said it. Write only Fen's next reply",
    )
    // The echo model answered "You said: …": each answer reaches Fen under its speaker's name,
    // the person's lines as they wrote them.
    expect(sent.slice(1)).toEqual([
      { role: 'user', content: 'Hello everyone' },
      { role: 'assistant', content: 'Adam: You said: Hello everyone' },
      { role: 'user', content: 'Liora, how is the forest?' },
      { role: 'assistant', content: 'Liora: You said: Liora, how is the forest?' },
      { role: 'user', content: 'Fen, a song please' },
    ])
    // A regenerate of Fen's answer reads the same names.
    await ask(dee.cookie, {
      message: 'Fen, a song please',
      conversationId,
      mode: { kind: 'regenerate' },
    })
    expect(fake.requests.at(-1)!.messages.slice(1, 3)).toEqual(sent.slice(1, 3))

    // A chat the browser keeps (not saved) sends who said each answer with its history.
    const free = await signUp(t, 'group_eli')
    const kept = await ask(free.cookie, {
      message: 'Eve, and you?',
      participants: ['adam', 'eve'],
      history: [
        { role: 'user', content: 'Hi both' },
        { role: 'assistant', content: 'Hello there.', persona: 'adam' },
      ],
    })
    expect(kept.json()).toMatchObject({ persona: 'eve', saved: false })
    expect(fake.requests.at(-1)!.messages.slice(-2, -1)).toEqual([
      { role: 'assistant', content: 'Adam: Hello there.' },
    ])
    // An ordinary chat's answers are never named.
    await t.app.inject({
      method: 'POST',
      url: '/api/ai-agents/eve/ask',
      headers: { cookie: free.cookie },
      payload: {
        message: 'Hi',
        history: [
          { role: 'user', content: 'Hey' },
          { role: 'assistant', content: 'Hello.', persona: 'adam' },
        ],
      },
    })
    expect(fake.requests.at(-1)!.messages.map((m) => m.content)).toContain('Hello.')
  })
})
