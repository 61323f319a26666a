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
