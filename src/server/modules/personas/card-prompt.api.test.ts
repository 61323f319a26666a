import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startFakeModel, type FakeModel } from '../../../../tests/support/fake-model'
import { loadConfig } from '../../config'
import { buildTestApp, type TestApp } from '../../test/build-test-app'
import { signUp } from '../../test/helpers'

/**
 * What the model receives for an imported character (docs/product/personas.md "The prompt"):
 * the card's own prompt, no platform text, the greeting chosen as the first answer, the
 * lorebook at its places, the depth prompt at its depth and the post-history instructions last.
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

/** A card written for this test, shaped as SillyTavern exports them (V2, extensions as it writes). */
const healer = {
  spec: 'chara_card_v2',
  spec_version: '2.0',
  data: {
    name: 'Liora',
    description: '{{char}} is a forest healer who tends travellers lost in the Vale of Ash.',
    personality: 'gentle, watchful',
    scenario: '{{user}} wakes in a glade after a wolf attack.',
    first_mes: '*{{char}} kneels beside {{user}}.* You are safe now.',
    alternate_greetings: [
      '*{{char}} hums by the fire.* Awake at last?',
      'The glade is quiet, {{user}}.',
    ],
    mes_example: '<START>\n{{user}}: Who are you?\n{{char}}: A healer, no more.',
    system_prompt: 'Play {{char}} faithfully.\n{{original}}',
    post_history_instructions: 'Stay in third person for {{char}}.',
    extensions: {
      depth_prompt: { prompt: '{{char}} never leaves the glade.', depth: 2, role: 'system' },
    },
    character_book: {
      name: 'Vale',
      scan_depth: 4,
      token_budget: 500,
      entries: [
        {
          keys: ['wolf', 'wolves'],
          content: 'The wolves of the Vale serve the Ashen King.',
          enabled: true,
          insertion_order: 10,
          position: 'before_char',
          extensions: { position: 0 },
        },
        {
          keys: ['river'],
          content: 'The river Sel runs cold even in summer.',
          enabled: true,
          insertion_order: 20,
          comment: 'River',
          extensions: { position: 4, depth: 0, role: 0 },
        },
      ],
    },
  },
}

async function importHealer(cookie: string): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/personas/import',
    headers: { cookie, 'content-type': 'application/json' },
    payload: JSON.stringify(healer),
  })
  expect(res.statusCode).toBe(201)
  return res.json().id as string
}

const ask = (id: string, cookie: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/ai-agents/${id}/ask`, headers: { cookie }, payload })
const lastPrompt = () => fake.requests.at(-1)!.messages

describe('an imported character is prompted as its author wrote it', () => {
  it('sends the card’s prompt with {{original}} filled and no platform text or advertising', async () => {
    const ann = await signUp(t, 'card_ann')
    const id = await importHealer(ann.cookie)
    const res = await ask(id, ann.cookie, { message: 'Where am I?' })
    expect(res.statusCode).toBe(200)
    const [system, ...chat] = lastPrompt()
    expect(system!.role).toBe('system')
    expect(system!.content).toMatch(
      /^Play Liora faithfully\.\nWrite Liora's next reply in a fictional chat between Liora and card_ann\./,
    )
    expect(system!.content).toContain('Liora is a forest healer')
    expect(system!.content).toContain("Liora's personality: gentle, watchful")
    expect(system!.content).toContain('Scenario: card_ann wakes in a glade')
    expect(system!.content).toContain('Liora: A healer, no more.')
    expect(system!.content).not.toMatch(
      /\{\{|HumanCodex|\$19|\$79|Pro plan|warm and friendly|Markdown/,
    )
    expect(system!.content).not.toContain('wolves of the Vale')
    // The greeting is the first answer, then the question; the depth prompt (depth 2) lies
    // before both, the post-history instructions come last.
    expect(chat).toEqual([
      { role: 'system', content: 'Liora never leaves the glade.' },
      { role: 'assistant', content: '*Liora kneels beside card_ann.* You are safe now.' },
      { role: 'user', content: 'Where am I?' },
      { role: 'system', content: 'Stay in third person for Liora.' },
    ])
  })

  it('keeps the greeting first on every later message and puts the chosen alternate in context', async () => {
    const bo = await signUp(t, 'card_bo')
    const id = await importHealer(bo.cookie)
    const history = [
      { role: 'user', content: 'Hello' },
      { role: 'assistant', content: 'Rest now.' },
    ]
    await ask(id, bo.cookie, { message: 'Tell me about the wolf', history, greeting: 2 })
    const sent = lastPrompt()
    expect(sent[0]!.content).toContain(
      'The wolves of the Vale serve the Ashen King.\n\nLiora is a forest healer',
    )
    expect(sent.slice(1)).toEqual([
      { role: 'assistant', content: 'The glade is quiet, card_bo.' },
      { role: 'user', content: 'Hello' },
      { role: 'system', content: 'Liora never leaves the glade.' },
      { role: 'assistant', content: 'Rest now.' },
      { role: 'user', content: 'Tell me about the wolf' },
      { role: 'system', content: 'Stay in third person for Liora.' },
    ])
    const wrong = await ask(id, bo.cookie, { message: 'Hi', greeting: 3 })
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json().message).toMatch(/^greeting: Liora has 3 greetings/)
  })

  it('opens a reopened saved conversation’s context with the greeting it was started with', async () => {
    const eli = await signUp(t, 'card_eli', true)
    const id = await importHealer(eli.cookie)
    const first = await ask(id, eli.cookie, { message: 'Hello', greeting: 2 })
    expect(first.statusCode).toBe(200)
    const conversationId = first.json().conversationId as string
    // Reopened from the history: the page sends the conversation only, no greeting.
    const again = await ask(id, eli.cookie, { message: 'Where is the river?', conversationId })
    expect(again.statusCode).toBe(200)
    const chat = lastPrompt().filter((message) => message.role !== 'system')
    expect(chat[0]).toEqual({ role: 'assistant', content: 'The glade is quiet, card_eli.' })
    expect(chat.slice(1, 2)).toEqual([{ role: 'user', content: 'Hello' }])
    const detail = await t.app.inject({
      url: `/api/conversations/${conversationId}`,
      headers: { cookie: eli.cookie },
    })
    expect(detail.json().conversation.greeting).toBe(2)
  })

  it('places an at-depth lorebook entry after the last message and an edited entry reaches the next prompt', async () => {
    const cy = await signUp(t, 'card_cy')
    const id = await importHealer(cy.cookie)
    const first = await ask(id, cy.cookie, { message: 'Is the river safe?' })
    // "What the model received": its owner sees the prompt, the fired entry named; nobody else.
    const conversationId = first.json().conversationId as string
    const seen = await t.app.inject({
      url: `/api/personas/prompts/${conversationId}`,
      headers: { cookie: cy.cookie },
    })
    expect(seen.statusCode).toBe(200)
    const [received] = seen.json().prompts
    expect(received).toMatchObject({
      question: 'Is the river safe?',
      messages: lastPrompt(),
      fired: [{ label: 'River', content: 'The river Sel runs cold even in summer.' }],
    })
    expect(received.tokens).toBeGreaterThan(50)
    const other = await signUp(t, 'card_cy_other')
    const hidden = await t.app.inject({
      url: `/api/personas/prompts/${conversationId}`,
      headers: { cookie: other.cookie },
    })
    expect(hidden.json()).toEqual({ prompts: [] })
    const bad = await t.app.inject({
      url: '/api/personas/prompts/not-an-id',
      headers: { cookie: cy.cookie },
    })
    expect(bad.statusCode).toBe(400)
    expect(lastPrompt().slice(-3)).toEqual([
      { role: 'user', content: 'Is the river safe?' },
      { role: 'system', content: 'The river Sel runs cold even in summer.' },
      { role: 'system', content: 'Stay in third person for Liora.' },
    ])
    const persona = (
      await t.app.inject({ url: `/api/personas/${id}`, headers: { cookie: cy.cookie } })
    ).json()
    const book = persona.card.character_book
    book.entries[1] = {
      ...book.entries[1],
      keys: ['bridge'],
      content: 'The bridge at Sel fell last winter.',
    }
    const saved = await t.app.inject({
      method: 'PATCH',
      url: `/api/personas/${id}`,
      headers: { cookie: cy.cookie },
      payload: { card: { ...persona.card, character_book: book } },
    })
    expect(saved.statusCode).toBe(200)
    await ask(id, cy.cookie, { message: 'Can I cross the bridge?' })
    const contents = lastPrompt().map((message) => message.content)
    expect(contents).toContain('The bridge at Sel fell last winter.')
    expect(contents.join('\n')).not.toContain('runs cold')
    // The export carries the edit.
    const exported = await t.app.inject({
      url: `/api/personas/${id}/card.json`,
      headers: { cookie: cy.cookie },
    })
    expect(exported.json().data.character_book.entries[1]).toMatchObject({
      keys: ['bridge'],
      content: 'The bridge at Sel fell last winter.',
      extensions: { position: 4, depth: 0, role: 0 },
    })
  })

  it('adds platform knowledge and house tone only when the persona’s switch is on; a built-in has it', async () => {
    const di = await signUp(t, 'card_di')
    await ask('eve', di.cookie, { message: 'What is this place?' })
    expect(lastPrompt()[0]!.content).toContain('You live inside HumanCodex')
    const id = await importHealer(di.cookie)
    const persona = (
      await t.app.inject({ url: `/api/personas/${id}`, headers: { cookie: di.cookie } })
    ).json()
    await t.app.inject({
      method: 'PATCH',
      url: `/api/personas/${id}`,
      headers: { cookie: di.cookie },
      payload: {
        card: {
          ...persona.card,
          extensions: { ...persona.card.extensions, 'humancodex/platform': true },
        },
      },
    })
    await ask(id, di.cookie, { message: 'What is this place?' })
    expect(lastPrompt()[0]!.content).toContain('You live inside HumanCodex')
    expect(lastPrompt()[0]!.content).toMatch(/^Play Liora faithfully\./)
  })
})
