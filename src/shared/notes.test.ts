import { describe, expect, it } from 'vitest'
import { NOTE_EXCERPT_CHARS, notePreview } from './notes'

describe('notePreview as a list excerpt', () => {
  it('drops the marks of Markdown and keeps the words', () => {
    const body = [
      '## Plan',
      '> **Bold** claim, _quiet_ aside and ~~old~~ text.',
      '- [ ] task with `code` and a [link](https://example.com)',
      '1. first ![diagram](a.png)',
      '---',
      '```ts',
      'const x = 1',
      '```',
    ].join('\n')
    expect(notePreview(body, NOTE_EXCERPT_CHARS)).toBe(
      'Plan Bold claim, quiet aside and old text. task with code and a link first diagram const x = 1',
    )
  })

  it('leaves underscores inside words and lone stars alone', () => {
    expect(notePreview('snake_case_name and 2 * 3', 100)).toBe('snake_case_name and 2 * 3')
  })

  it('gives the same text when a shorter preview is cut from an excerpt', () => {
    const body = `# Title\n\n${'A sentence with **marks** and [[Links|a link]]. '.repeat(8)}`
    const excerpt = notePreview(body, NOTE_EXCERPT_CHARS)
    expect(excerpt).toHaveLength(NOTE_EXCERPT_CHARS + 1)
    expect(notePreview(excerpt, 150)).toBe(notePreview(body, 150))
  })

  it('reads only the start of a long note, and still marks what it left', () => {
    const long = `# Index\n\n${'| [[Plugin]] | a plugin |\n'.repeat(20_000)}`
    expect(notePreview(long, 40)).toBe('Index | Plugin | a plugin | | Plugin | a…')
    const markup = `${'---\n'.repeat(3_000)}Last words`
    expect(notePreview(markup, 40)).toBe('…')
  })
})
