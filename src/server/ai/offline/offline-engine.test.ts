import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { collect } from '../provider'
import { bestSentences } from './compose'
import { docsKnowledge, KnowledgeBase, platformKnowledge } from './knowledge'
import { chunkText, createOfflineProvider } from './offline-provider'

const knowledge = new KnowledgeBase([
  docsKnowledge(path.resolve('content/docs')),
  platformKnowledge,
])
const engine = createOfflineProvider(knowledge, 0)
const ask = async (
  message: string,
  persona: 'adam' | 'eve' | 'eva' | 'alex' = 'adam',
  facts: string[] = [],
) =>
  (
    await collect(
      engine.generate([{ role: 'user', content: message }], { hints: { persona, facts } }),
    )
  ).text

beforeAll(() => knowledge.rebuild())

describe('offline engine retrieval', () => {
  it('indexes the docs, screens, personas and plans', () => {
    expect(knowledge.size).toBeGreaterThan(15)
    expect(knowledge.search('Pro plan price')[0]?.passage.id).toBe('plan:pro')
  })

  it('names the plan a question is about, with its price', async () => {
    const reply = await ask('How much does the Pro plan cost per month?')
    expect(reply).toContain('Pro plan')
    expect(reply).toContain('$19')
  })

  it('answers a question about a documented feature from its document', async () => {
    const reply = await ask('How does quick search work?', 'alex')
    expect(reply).toMatch(/Quick search/i)
    expect(reply).toContain('/platform-guide#quick-search')
  })

  it('knows the personas', async () => {
    expect(await ask('Tell me about Eve, the creative persona', 'eva')).toMatch(/Eve/)
  })

  it('admits when the codex has nothing on the subject', async () => {
    const reply = await ask('zxqv blorptangle frobnicator', 'alex')
    expect(reply).toMatch(/Nothing in the codex covers this/)
    expect(reply).toMatch(/AI_BASE_URL/)
  })
})

describe('offline engine voice and determinism', () => {
  it('gives the same reply to the same message', async () => {
    const question = 'What is the three-layer communication system?'
    expect(await ask(question)).toBe(await ask(question))
  })

  it('speaks differently as each persona', async () => {
    const question = 'What is the three-layer communication system?'
    const replies = await Promise.all(
      (['adam', 'eve', 'eva', 'alex'] as const).map((p) => ask(question, p)),
    )
    expect(new Set(replies).size).toBe(4)
  })

  it('greets by name when it knows the name', async () => {
    expect(await ask('Hello!', 'eve', ['Name: Ada'])).toMatch(
      /I am Eve.*good to see you again, Ada/,
    )
  })

  it('lists what it remembers when asked', async () => {
    const reply = await ask('What do you know about me?', 'eva', ['Name: Ada', 'Likes: chess'])
    expect(reply).toContain('- Name: Ada')
    expect(reply).toContain('- Likes: chess')
  })
})

describe('streaming helpers', () => {
  it('chunks text without losing a character', () => {
    const text = 'One two three four\n\nfive six seven.'
    const chunks = chunkText(text)
    expect(chunks.join('')).toBe(text)
    expect(chunks.length).toBe(3)
  })

  it('picks the sentences that share the most words with the question', () => {
    const text = 'Cats purr. Dogs bark loudly at night. Birds sing.'
    expect(bestSentences(text, 'why do dogs bark?', 1)).toBe('Dogs bark loudly at night.')
  })

  it('stops when aborted', async () => {
    const slow = createOfflineProvider(knowledge, 20)
    const controller = new AbortController()
    const generation = slow.generate([{ role: 'user', content: 'How does quick search work?' }], {
      signal: controller.signal,
      hints: { persona: 'adam', facts: [] },
    })
    await generation.next()
    controller.abort()
    await expect(generation.next()).rejects.toMatchObject({ kind: 'aborted' })
  })
})
