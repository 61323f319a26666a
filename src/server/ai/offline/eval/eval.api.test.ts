import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { PersonaId } from '@/shared/personas'
import { DEFAULT_PREFERENCES, type ResponsePreferences } from '@/shared/preferences'
import { buildMessages } from '../../../modules/chat/prompt'
import { builtinChatPersona } from '../../../modules/personas/index'
import { buildTestApp, type TestApp } from '../../../test/build-test-app'
import { collect } from '../../provider'
import evaluation from './questions.json'

// The evaluation set runs on the real app's offline engine, with every knowledge source the
// app registers (docs, catalogue, experts, courses, the sample vault). Nothing in the engine
// knows these questions: each answer must be found by retrieval.

const PERSONAS: PersonaId[] = ['adam', 'eve', 'eva', 'alex']
let t: TestApp

beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(() => t.close())

type Length = ResponsePreferences['replyLength']

async function answer(
  persona: PersonaId,
  message: string,
  history: { role: 'user' | 'assistant'; content: string }[] = [],
  replyLength: Length = 'medium',
) {
  const preferences = { ...DEFAULT_PREFERENCES, replyLength }
  const messages = buildMessages({
    persona: builtinChatPersona(persona),
    userName: 'you',
    preferences,
    facts: [],
    passages: [],
    history,
    message,
  })
  const result = await collect(
    t.app.ai.offline.generate(messages, {
      hints: { persona, facts: [], preferences },
    }),
  )
  return result.text
}

const holds = (reply: string, fact: string) => reply.toLowerCase().includes(fact.toLowerCase())

describe('offline evaluation set', () => {
  it('has at least 40 questions and 10 follow-up pairs', () => {
    expect(evaluation.questions.length).toBeGreaterThanOrEqual(40)
    expect(evaluation.followUps.length).toBeGreaterThanOrEqual(10)
  })

  // Short replies are one sentence: the strictest form of "the sentence that holds the answer".
  it.each(['medium', 'short'] as const)(
    'answers at least 90 percent of the questions with their fact (%s replies)',
    async (length) => {
      const misses: string[] = []
      for (const [i, item] of evaluation.questions.entries()) {
        const persona = PERSONAS[i % PERSONAS.length]!
        const reply = await answer(persona, item.question, [], length)
        if (!holds(reply, item.fact))
          misses.push(`${persona}: ${item.question} (wants ${item.fact})`)
      }
      const total = evaluation.questions.length
      console.info(
        `evaluation (${length}): ${total - misses.length}/${total} with their fact`,
        misses,
      )
      expect(1 - misses.length / total).toBeGreaterThanOrEqual(0.9)
    },
  )

  it('answers at least 90 % of the follow-ups from the topic of the turn before', async () => {
    const misses: string[] = []
    for (const [i, pair] of evaluation.followUps.entries()) {
      const persona = PERSONAS[i % PERSONAS.length]!
      const first = await answer(persona, pair.first)
      const reply = await answer(persona, pair.followUp, [
        { role: 'user', content: pair.first },
        { role: 'assistant', content: first },
      ])
      if (!holds(reply, pair.fact))
        misses.push(`${persona}: ${pair.first} → ${pair.followUp} (wants ${pair.fact})`)
    }
    const score = 1 - misses.length / evaluation.followUps.length
    console.info(
      `evaluation: ${evaluation.followUps.length - misses.length}/${evaluation.followUps.length} follow-ups answered with their fact`,
      misses,
    )
    expect(score).toBeGreaterThanOrEqual(0.9)
  })

  it('follows up through the chat route, which passes the conversation to the engine', async () => {
    const ask = (message: string, history: { role: string; content: string }[] = []) =>
      t.app.inject({
        method: 'POST',
        url: '/api/ai-agents/alex/ask',
        payload: { message, history },
      })
    const first = (await ask('Tell me about the woodworking course')).json()
    const reply = await ask('who teaches it?', [
      { role: 'user', content: 'Tell me about the woodworking course' },
      { role: 'assistant', content: first.response },
    ])
    expect(reply.statusCode).toBe(200)
    expect(reply.json().response).toMatch(/Woodworking[^.]*taught by Rogark/)
  })

  it("remembers a visitor's name from the conversation the chat route passes, and names no setting", async () => {
    const ask = (message: string, history: { role: string; content: string }[] = []) =>
      t.app.inject({ method: 'POST', url: '/api/ai-agents/eva/ask', payload: { message, history } })
    const intro = (await ask('My name is Lena.')).json()
    const reply = await ask('What is my name?', [
      { role: 'user', content: 'My name is Lena.' },
      { role: 'assistant', content: intro.response },
    ])
    expect(reply.json().response).toMatch(/Lena/)
    const outside = (await ask('What is the capital of Australia?')).json().response
    expect(outside).toMatch(/without a connected model.*\]\(\/[^)]*\)/)
    expect(outside).not.toMatch(/AI_[A-Z]/)
  })
})
