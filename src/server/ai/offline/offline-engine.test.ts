import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { DEFAULT_PREFERENCES, type ResponsePreferences } from '@/shared/preferences'
import { collect, type ChatMessage } from '../provider'
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
  preferences?: Partial<ResponsePreferences>,
  history: ChatMessage[] = [],
) =>
  (
    await collect(
      engine.generate([...history, { role: 'user', content: message }], {
        hints: { persona, facts, preferences: { ...DEFAULT_PREFERENCES, ...preferences } },
      }),
    )
  ).text

beforeAll(() => knowledge.rebuild())

describe('offline engine retrieval', () => {
  it('indexes the docs, screens, personas and plans', () => {
    expect(knowledge.size).toBeGreaterThan(15)
    expect(knowledge.search('Pro plan price')[0]?.passage.id).toBe('fact:plan:pro')
  })

  it('names the plan a question is about, with its price', async () => {
    const reply = await ask('How much does the Pro plan cost per month?')
    expect(reply).toContain('Pro plan')
    expect(reply).toContain('$19')
  })

  it('answers a question about a documented feature from its document', async () => {
    const reply = await ask('How does quick search work?', 'alex')
    expect(reply).toMatch(/Quick search/i)
    expect(reply).toMatch(/\(\/platform-guide#[a-z-]+\)/)
  })

  it('knows the personas', async () => {
    expect(await ask('Tell me about Eve, the creative persona', 'eva')).toMatch(/Eve/)
  })

  it('admits when the codex has nothing on the subject, without naming settings', async () => {
    const reply = await ask('Who painted the ceiling of the Sistine Chapel?', 'alex')
    expect(reply).toMatch(/^Can't answer that offline, it needs a connected model; closest here: /)
    // One sentence, offering two or three live screens as links, no passage about anything else.
    expect(reply.split(/(?<=[.!?])\s+/)).toHaveLength(1)
    expect(reply.match(/\]\(\/[^)]*\)/g)?.length).toBeGreaterThanOrEqual(2)
    expect(reply).not.toMatch(/AI_[A-Z]/)
    expect(await ask('zxqv qwrtp kkkj', 'alex')).toMatch(/didn't catch that/)
  })

  it("declines in the person's language, with the closest screens", async () => {
    const german = await ask('Wer hat die Decke der Sixtinischen Kapelle gemalt?', 'eva')
    expect(german).toMatch(/kann ich offline nicht beantworten/)
    expect(german).toMatch(/\]\(\/[^)]*\)/)
    const spanish = await ask('¿Quién pintó el techo de la Capilla Sixtina?', 'adam')
    expect(spanish).toMatch(/no puedo responderlo sin conexión/)
  })
})

describe('offline engine knows what it does not know (decision 277)', () => {
  const declines = /connected model/

  it('declines when the rarest word of the question is in no sentence', async () => {
    // "desktop" is in a sentence about layouts; "Claude" is what the question is about.
    expect(await ask('Does it work with Claude Desktop?')).toMatch(declines)
    expect(await ask("How do you say 'good night' in Japanese?", 'eve')).toMatch(declines)
  })

  it('gives a how-to guide only when it holds half the subject words', async () => {
    const cancel = await ask('How do I cancel Premium?', 'alex')
    expect(cancel).toMatch(/Switch to Free/)
    expect(cancel).not.toMatch(/Delete account/)
    expect(await ask('How do I log out?')).toMatch(/Log Out/)
  })

  it('picks a persona by the four descriptions for "which of you"', async () => {
    const question = 'Which of you is best at turning my tasks into a plan?'
    expect(await ask(question, 'eva')).toMatch(/^Alex would be a lovely fit/)
    expect(await ask(question, 'alex')).toMatch(/^That's me: Alex/)
    expect(await ask('Which persona is the creative one?')).toMatch(/best fit is Eve/)
  })

  it('reads "pro Tag" as a day, not as the Pro plan', async () => {
    const reply = await ask('Wie viele Gespräche habe ich pro Tag kostenlos?')
    expect(reply).toMatch(/10 Gespräche pro Tag/)
    expect(reply).not.toMatch(/Pro kostet/)
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

  it('holds the name, job and place told earlier in the conversation', async () => {
    const history: ChatMessage[] = []
    for (const said of ['My name is Sam.', 'I work as a nurse.', 'I live in Lyon.']) {
      const reply = await ask(said, 'adam', [], {}, history)
      history.push({ role: 'user', content: said }, { role: 'assistant', content: reply })
    }
    expect(history[3]!.content).toMatch(/you work as a nurse/)
    expect(await ask("What's my name?", 'eva', [], {}, history)).toMatch(/You are Sam\./)
    expect(await ask("What's my job?", 'alex', [], {}, history)).toMatch(/^A nurse, you said\./)
    expect(await ask('Where do I live?', 'adam', [], {}, history)).toMatch(/Lyon/)
    // Another conversation knows none of it.
    expect(await ask("What's my name?", 'eva')).not.toMatch(/Sam/)
  })

  it('lists what it remembers when asked', async () => {
    const reply = await ask('What do you know about me?', 'eva', ['Name: Ada', 'Likes: chess'])
    expect(reply).toContain('- Name: Ada')
    expect(reply).toContain('- Likes: chess')
  })
})

describe('offline engine answers', () => {
  it('answers from the sentence that holds the fact, not the first record sharing a word', async () => {
    const reply = await ask('Which experts are premium only?', 'eva')
    expect(reply).toMatch(/premium only[^.]*Dracos/)
    expect(await ask('Who teaches the woodworking course?', 'alex')).toContain('Rogark')
    expect(await ask('What is the difference between a free and premium account?')).toMatch(
      /10 conversations/,
    )
  })

  it('answers a short follow-up about the topic of the turn before', async () => {
    const first = 'Tell me about meditation'
    const history: ChatMessage[] = [
      { role: 'user', content: first },
      { role: 'assistant', content: await ask(first, 'eva') },
    ]
    const reply = await ask('and what does it cost?', 'eva', [], {}, history)
    expect(reply).toMatch(/Meditation[^.]*\$89/)
    expect(reply).not.toMatch(/communication/i)
  })

  it('gives each persona its own substance, not only its own opening line', async () => {
    const question = 'What is the difference between a free and premium account?'
    const replies = await Promise.all(
      (['adam', 'eve', 'eva', 'alex'] as const).map((p) => ask(question, p)),
    )
    // Past the first paragraph: Adam numbers, Eve pictures, Eva a gentle step, Alex a checklist.
    expect(new Set(replies.map((text) => text.split('\n\n').slice(1).join('\n\n'))).size).toBe(4)
    expect(replies[0]).toMatch(/^1\. /m)
    expect(replies[3]).toMatch(/^- \[ \] /m)
  })

  it('follows the reply length and tone preferences', async () => {
    const question = 'Tell me about the Mythic Storytelling course'
    const short = await ask(question, 'eve', [], { replyLength: 'short' })
    const long = await ask(question, 'eve', [], { replyLength: 'long' })
    expect(short.length).toBeLessThan(long.length / 2)
    expect(long).toMatch(/Where to read more/)
    const formal = await ask(question, 'eve', [], { tone: 'formal' })
    const playful = await ask(question, 'eve', [], { tone: 'playful' })
    expect(formal).not.toBe(playful)
    expect(formal).not.toContain('!')
    expect(playful).toMatch(/!/)
    expect(await ask(question, 'eve', [], { tone: 'neutral' })).not.toMatch(/^Oh|^Let me|^I love/)
    expect(await ask(question, 'eve', [], { language: 'French' })).toMatch(
      /connect a model to get replies in French/,
    )
  })
})

describe("people's text", () => {
  const people = new KnowledgeBase([
    {
      name: 'notes',
      load: () => [
        {
          id: 'note:1',
          title: 'Harbour plans',
          text: 'The harbour festival moves to the old pier this year.',
          kind: 'note',
          attribution: { author: 'Ada', source: 'Harbour plans', vault: 'town' },
        },
        {
          id: 'note:2',
          title: 'Private diary',
          text: 'The harbour key is under the blue stone.',
          kind: 'note',
          attribution: { author: 'Bo', source: 'Private diary' },
          ownerId: 7,
        },
      ],
    },
  ])
  const askAs = async (message: string, readerId: number | null) =>
    (
      await collect(
        createOfflineProvider(people, 0).generate([{ role: 'user', content: message }], {
          hints: { persona: 'adam', facts: [], readerId },
        }),
      )
    ).text
  beforeAll(() => people.rebuild())

  it("quotes a note as its author's words, never as what the codex says", async () => {
    const reply = await askAs('Where is the harbour festival?', null)
    expect(reply).toContain('Ada wrote in “Harbour plans” (town vault): “The harbour festival')
    expect(reply).not.toMatch(/codex (actually )?says/i)
  })

  it('uses a private note only for its owner', async () => {
    expect(await askAs('Where is the harbour key?', null)).not.toContain('blue stone')
    expect(await askAs('Where is the harbour key?', 8)).not.toContain('blue stone')
    expect(await askAs('Where is the harbour key?', 7)).toContain('Bo wrote in “Private diary”')
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
