import { describe, expect, it } from 'vitest'
import { keepUnedited } from './keep-bytes'

const shown = (text: string) => text.replaceAll('\0', '\uFFFD')

describe('keepUnedited', () => {
  it('keeps NULs outside the edit', () => {
    const file = 'a\0b\n- [ ] task\nc\0'
    const edited = shown(file).replace('[ ]', '[x]')
    expect(keepUnedited(file, shown(file), edited)).toBe('a\0b\n- [x] task\nc\0')
  })
  it('keeps NULs the edit spans when their U+FFFDs are still there in order', () => {
    const file = 'start x\0y end'
    const edited = shown(file).replace('x', 'X').replace('y', 'Y')
    expect(keepUnedited(file, shown(file), edited)).toBe('start X\0Y end')
  })
  it('writes what was typed when the U+FFFDs no longer match, and leaves NUL-free files alone', () => {
    const file = 'a\0b'
    expect(keepUnedited(file, shown(file), 'new')).toBe('new')
    expect(keepUnedited('plain \uFFFD', 'plain \uFFFD', 'plain \uFFFD!')).toBe('plain \uFFFD!')
  })
  it('changes nothing for an unchanged body', () => {
    const file = '\0\0x\0'
    expect(keepUnedited(file, shown(file), shown(file))).toBe(file)
  })
})
