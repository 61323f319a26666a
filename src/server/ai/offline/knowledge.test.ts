import { describe, expect, it } from 'vitest'
import { KnowledgeBase, type Passage } from './knowledge'

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
