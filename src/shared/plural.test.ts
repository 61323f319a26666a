import { describe, expect, it } from 'vitest'
import { plural, pluralWord } from './plural'

describe('plural', () => {
  it('says one thing in the singular and every other count in the plural', () => {
    expect(plural(1, 'message')).toBe('1 message')
    expect(plural(0, 'message')).toBe('0 messages')
    expect(plural(2, 'turn')).toBe('2 turns')
    expect(plural(21, 'note')).toBe('21 notes')
    expect(plural(1.5, 'hour')).toBe('1.5 hours')
  })

  it('takes an irregular plural', () => {
    expect(plural(1, 'reply', 'replies')).toBe('1 reply')
    expect(plural(3, 'reply', 'replies')).toBe('3 replies')
    expect(pluralWord(1, 'entity', 'entities')).toBe('entity')
    expect(pluralWord(7, 'entity', 'entities')).toBe('entities')
  })
})
