import { describe, expect, it } from 'vitest'
import { NOTE_PREVIEW_CHARS, notePreview, SEARCH_PREVIEW_CHARS, splitTags } from './note-format'

describe('splitTags', () => {
  it('splits at commas, trims, and drops empty tags', () => {
    expect(splitTags(' codex, memory ,, ,learning,')).toEqual(['codex', 'memory', 'learning'])
  })

  it('drops a leading # and repeated tags', () => {
    expect(splitTags('#codex, codex, #start')).toEqual(['codex', 'start'])
  })

  it('gives no tags for blank input', () => {
    expect(splitTags('  ,  ')).toEqual([])
    expect(splitTags('')).toEqual([])
  })
})

describe('notePreview', () => {
  it('keeps short text whole, on one line', () => {
    expect(notePreview('A short\n\nnote.', NOTE_PREVIEW_CHARS)).toBe('A short note.')
  })

  it('cuts at the limit and marks the cut', () => {
    const long = 'x'.repeat(300)
    expect(notePreview(long, NOTE_PREVIEW_CHARS)).toBe(`${'x'.repeat(150)}…`)
    expect(notePreview(long, SEARCH_PREVIEW_CHARS)).toBe(`${'x'.repeat(200)}…`)
  })

  it('keeps text of exactly the limit without an ellipsis', () => {
    expect(notePreview('y'.repeat(150), 150)).toBe('y'.repeat(150))
  })

  it('shows wikilinks as their label and drops heading marks', () => {
    expect(
      notePreview(
        '# Welcome\n\nMeet [[entities/Adam|Adam]], [[Three layers#Top]] and [[Eve]].',
        150,
      ),
    ).toBe('Welcome Meet Adam, Three layers and Eve.')
  })

  it('leaves front matter out', () => {
    expect(notePreview('---\ntags: [a]\n---\n\nBody text', 150)).toBe('Body text')
  })
})
