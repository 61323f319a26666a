import { describe, expect, it } from 'vitest'
import { homeSections, routeRegistry } from '@/shared/routes'
import { KnowledgeBase, platformKnowledge, type Passage } from './knowledge'
import { operatorPassages, productPassages } from './product-docs'

const passage = (id: string, title: string, text: string): Passage => ({
  id,
  title,
  text,
  kind: 'doc',
})
const base = async () => {
  const knowledge = new KnowledgeBase([
    {
      name: 'test',
      load: () => [
        passage(
          'how',
          'How it works',
          'How does it work? What does each part do, and how does it work with the others?',
        ),
        passage('search', 'Quick search', 'Find any note, course or entity by typing.'),
      ],
    },
  ])
  await knowledge.rebuild()
  return knowledge
}

describe('KnowledgeBase.search', () => {
  it('finds the topic of a question, not the passage full of question words', async () => {
    const hits = (await base()).search('How does quick search work?')
    expect(hits[0]?.passage.id).toBe('search')
  })

  it('finds nothing for a question made only of stop words', async () => {
    expect((await base()).search('What is it?')).toEqual([])
  })
})

describe('KnowledgeBase.update', () => {
  const sentence = (words: string) => `${words} stays in the index as one whole sentence.`

  it('replaces a changed passage and its facts, and forgets a removed one', async () => {
    const knowledge = await base()
    await knowledge.addSource({
      name: 'notes',
      load: () => [
        passage('note:1', 'Tidepools', sentence('Anemones in the tidepools')),
        passage('note:2', 'Glaciers', sentence('Glaciers carve valleys slowly')),
      ],
    })
    knowledge.update(
      'notes',
      [passage('note:1', 'Tidepools', sentence('Starfish at low tide'))],
      ['note:2'],
    )
    expect(knowledge.search('anemones')).toEqual([])
    expect(knowledge.search('starfish')[0]?.passage.id).toBe('note:1')
    expect(knowledge.search('glaciers')).toEqual([])
    expect(knowledge.searchFacts('anemones')).toEqual([])
    expect(knowledge.searchFacts('glaciers valleys')).toEqual([])
    expect(knowledge.searchFacts('starfish')[0]?.fact.passageId).toBe('note:1')
    // The other source is untouched.
    expect(knowledge.search('quick search')[0]?.passage.id).toBe('search')
    expect(knowledge.size).toBe(3)
  })

  it('leaves an id another source holds to that source', async () => {
    const knowledge = await base()
    knowledge.update('notes', [passage('search', 'Taken', sentence('Borrowed words'))], [])
    expect(knowledge.search('borrowed')).toEqual([])
    knowledge.update('notes', [], ['search'])
    expect(knowledge.search('quick search')[0]?.passage.id).toBe('search')
  })
})

describe('KnowledgeBase.consult', () => {
  const note = (id: string, text: string, ownerId?: number): Passage => ({
    id,
    title: `Note ${id}`,
    text,
    kind: 'note',
    ...(ownerId === undefined ? {} : { ownerId }),
  })
  const withFinder = async (found: Passage[]) => {
    const knowledge = await base()
    const asked: { query: string; readerId: number | null }[] = []
    knowledge.addFinder({
      name: 'notes',
      find: async (query, readerId) => {
        asked.push({ query, readerId })
        return found
      },
    })
    return { knowledge, asked }
  }
  const orchard = 'The orchard grows twelve kinds of apple along the river wall.'

  it('answers from what the finders found for the question, then forgets it', async () => {
    const { knowledge, asked } = await withFinder([note('note:1', orchard)])
    const inside = await knowledge.consult('orchard apples', 7, () => ({
      passages: knowledge.search('orchard apples', 3, 7).map((hit) => hit.passage.id),
      facts: knowledge.searchFacts('orchard apples', { readerId: 7 }).map((hit) => hit.fact.id),
    }))
    expect(asked).toEqual([{ query: 'orchard apples', readerId: 7 }])
    expect(inside).toEqual({ passages: ['note:1'], facts: ['note:1#0'] })
    expect(knowledge.search('orchard apples')).toEqual([])
    expect(knowledge.searchFacts('orchard apples')).toEqual([])
    expect(knowledge.size).toBe(2)
  })

  it("keeps a person's found note from anyone else's answer", async () => {
    const { knowledge } = await withFinder([note('note:2', orchard, 7)])
    const read = (readerId: number | null) =>
      knowledge.consult('orchard', readerId, () => knowledge.search('orchard', 3, readerId).length)
    expect(await read(7)).toBe(1)
    expect(await read(8)).toBe(0)
    expect(await read(null)).toBe(0)
  })

  it('forgets what it found when the reading throws, and takes a passage found twice once', async () => {
    const { knowledge } = await withFinder([note('note:3', orchard), note('note:3', orchard)])
    await expect(
      knowledge.consult('orchard', null, () => {
        expect(knowledge.size).toBe(3)
        throw new Error('reading failed')
      }),
    ).rejects.toThrow('reading failed')
    expect(knowledge.size).toBe(2)
    expect(knowledge.search('orchard')).toEqual([])
  })

  it('reads a note found again as it is now, and no question sees what it did not find', async () => {
    let found = [note('note:5', orchard)]
    const knowledge = await base()
    knowledge.addFinder({ name: 'notes', find: async () => found })
    const ids = (query: string) =>
      knowledge.consult(query, null, () =>
        knowledge.search(query, 3, null).map((hit) => `${hit.passage.id}: ${hit.passage.text}`),
      )
    expect(await ids('orchard')).toEqual([`note:5: ${orchard}`])
    // Changed since: its new text, not the one the last question found.
    found = [note('note:5', 'The vineyard grows grapes.')]
    expect(await ids('orchard')).toEqual([])
    expect(await ids('vineyard')).toEqual(['note:5: The vineyard grows grapes.'])
    // Found by no finder this time (deleted, or a question about something else).
    found = []
    expect(await ids('vineyard')).toEqual([])
    expect(knowledge.size).toBe(2)
  })

  it('keeps at most a few dozen found notes between questions', async () => {
    const knowledge = await base()
    let n = 0
    knowledge.addFinder({ name: 'notes', find: async () => [note(`note:${++n}`, orchard)] })
    for (let i = 0; i < 100; i++) await knowledge.lookUp('orchard')
    const held = (knowledge as unknown as { index: { documentCount: number } }).index
    expect(held.documentCount - knowledge.size).toBeLessThanOrEqual(64)
    expect(await knowledge.lookUp('orchard')).toHaveLength(1)
  })

  it('asks no finder for a question with no words', async () => {
    const { knowledge, asked } = await withFinder([note('note:4', orchard)])
    expect(await knowledge.consult('  ', null, () => knowledge.size)).toBe(2)
    expect(asked).toEqual([])
  })
})

describe('a hostile question', () => {
  it('is searched by its first terms: 280,000 letters or a megabyte of words do not throw', async () => {
    const knowledge = await base()
    expect(() => knowledge.search('a'.repeat(280_000))).not.toThrow()
    expect(() => knowledge.searchFacts('a'.repeat(280_000))).not.toThrow()
    const words = Array.from({ length: 100_000 }, (_, i) => `zz${i}`).join(' ')
    // The topic after the flood is past the terms read: the flood finds nothing.
    expect(knowledge.search(`${words} quick search`)).toEqual([])
    expect(knowledge.search(`quick search ${words}`)[0]?.passage.id).toBe('search')
  })
})

describe("the product's own documentation as knowledge", () => {
  const live = new Set([
    ...routeRegistry.filter((entry) => entry.live).map((entry) => entry.path),
    ...homeSections.filter((section) => section.live).map((section) => `/#${section.id}`),
  ])
  const passages = [...productPassages(), ...operatorPassages()]

  it('links every section of docs/product and the operator pages to a live screen', () => {
    expect(passages.some((p) => p.id.startsWith('product:notes-and-vaults'))).toBe(true)
    for (const title of ['Backup and restore', 'Model connections', 'Crisis help'])
      expect(passages.find((p) => p.title === title)?.text).toBeTruthy()
    for (const passage of passages) expect(live.has(passage.path!), passage.id).toBe(true)
  })

  it('leaves out what only developers read: setting names, code paths, decisions', () => {
    for (const passage of passages)
      expect(passage.text, passage.id).not.toMatch(/\b[A-Z]{2,}_|DATADIR|\bsrc\/|decision \d/)
  })

  it('finds a documented feature with the screen it is on', async () => {
    const knowledge = new KnowledgeBase([platformKnowledge])
    await knowledge.rebuild()
    const hits = knowledge.searchFacts('character card import SillyTavern', { limit: 5 })
    const card = hits.find((hit) => hit.fact.kind === 'description')
    expect(card?.fact.title).toMatch(/Character cards/)
    expect(card?.fact.path).toBe('/personas')
  })
})
