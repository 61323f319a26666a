import { describe, expect, it } from 'vitest'
import { parseFrontMatter, parseNote, serializeNote } from './parse-note'

describe('parseNote', () => {
  it('reads front matter tags, level and created date', () => {
    const note = parseNote(
      'File name',
      '---\ntags: [memory, "deep work"]\nconsciousnessLevel: Profound\ncreated: 2026-01-02\n---\nBody text',
    )
    expect(note).toMatchObject({
      title: 'File name',
      tags: ['memory', 'deep work'],
      consciousnessLevel: 'profound',
      body: 'Body text',
    })
    expect(note.created?.toISOString()).toBe('2026-01-02T00:00:00.000Z')
  })

  it('reads dash lists and a title from the front matter', () => {
    const { data } = parseFrontMatter('---\ntitle: Custom\ntags:\n  - one\n  - two\n---\n')
    expect(data).toEqual({ title: 'Custom', tags: ['one', 'two'] })
  })

  it('finds inline #tags and [[wikilinks]] with alias and heading, ignoring code', () => {
    const note = parseNote(
      'n',
      'See [[Memory palace|the palace]] and [[Eve#Voice]]. #idea #Nested/Tag\n\n`#notatag [[NotALink]]`\n```\n#nope [[Nope]]\n```\nIssue #42 is not a tag.',
    )
    expect(note.links).toEqual(['Memory palace', 'Eve'])
    expect(note.tags).toEqual(['idea', 'nested/tag'])
  })

  it('defaults to the basic level without front matter', () => {
    expect(parseNote('n', 'plain').consciousnessLevel).toBe('basic')
  })

  it('writes front matter that it reads back', () => {
    const text = serializeNote({
      tags: ['a', 'b c'],
      consciousnessLevel: 'enhanced',
      created: new Date('2026-11-21T00:00:00Z'),
      body: 'Hello [[World]]',
    })
    expect(parseNote('T', text)).toMatchObject({
      tags: ['a', 'b c'],
      consciousnessLevel: 'enhanced',
      links: ['World'],
    })
  })
})
