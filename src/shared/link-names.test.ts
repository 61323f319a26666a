import { describe, expect, it } from 'vitest'
import { linkNames, linkResolver } from './link-names'

const note = (id: number, title: string, path: string, vault = 'v') => ({ id, vault, title, path })

describe('linkNames', () => {
  it('names a note by title, by path without .md and by file name, in lower case', () => {
    const shown = note(1, 'Shown Title', 'deep/Dir/File.md')
    expect(linkNames(shown)).toEqual(['shown title', 'deep/dir/file', 'file'])
    expect(linkNames(shown)).not.toContain('dir/file')
    expect(linkNames(shown)).not.toContain('file.md')
  })
})

describe('linkResolver', () => {
  it('gives the first note in the order given that the target names, within its vault', () => {
    const newer = note(2, 'Twin', 'b/Twin.md')
    const older = note(1, 'Twin', 'a/Twin.md')
    const elsewhere = note(3, 'Alone', 'Alone.md', 'w')
    const resolve = linkResolver([newer, older, elsewhere])
    expect(resolve('v', 'twin')).toBe(newer)
    expect(resolve('v', 'A/Twin')).toBe(older)
    expect(resolve('v', 'alone')).toBeUndefined()
    expect(resolve('w', 'ALONE')).toBe(elsewhere)
  })

  it('lets an earlier note take a name by file that a later one has as title', () => {
    const first = note(1, 'Something', 'x/Plan.md')
    const second = note(2, 'Plan', 'Plan-2.md')
    expect(linkResolver([first, second])('v', 'plan')).toBe(first)
  })
})
