import { describe, expect, it } from 'vitest'
import type { Note } from '@/shared/notes'
import { draftOf, isDirty } from './draft'

const note: Note = {
  id: 1,
  title: 'Three layers',
  content: 'Body',
  tags: ['codex', 'architecture'],
  vault: 'codex-notes',
  path: 'Three layers.md',
  created: '2026-11-02T00:00:00.000Z',
  modified: '2026-11-02T00:00:00.000Z',
  consciousnessLevel: 'enhanced',
  agentZeroObserved: false,
  aliases: [],
  version: 'v1',
  frontMatterWarning: null,
  contentWarning: null,
  properties: [],
  connections: [],
}

describe('drafts', () => {
  it('start clean from the note', () => {
    expect(isDirty(draftOf(note), note)).toBe(false)
    expect(isDirty(undefined, note)).toBe(false)
  })

  it('are dirty when a field differs, not when only spacing of tags does', () => {
    expect(isDirty({ ...draftOf(note), content: 'Body!' }, note)).toBe(true)
    expect(isDirty({ ...draftOf(note), title: 'Four layers' }, note)).toBe(true)
    expect(isDirty({ ...draftOf(note), level: 'basic' }, note)).toBe(true)
    expect(isDirty({ ...draftOf(note), tags: 'codex' }, note)).toBe(true)
    expect(isDirty({ ...draftOf(note), tags: ' codex ,architecture, ' }, note)).toBe(false)
  })
})
