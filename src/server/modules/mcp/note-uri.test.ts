import { describe, expect, it } from 'vitest'
import { noteUri, parseNoteUri } from './note-uri'

describe('note URIs', () => {
  it('go there and back for shared and personal vaults, folders and odd names', () => {
    for (const [vault, file] of [
      ['Obsidian Vault', 'ideas/Memory palace.md'],
      ['.personal/7', 'Tagebuch – Ü 100%.md'],
      ['v', 'a#b?c/d e.md'],
    ] as const) {
      const uri = noteUri(vault, file)
      expect(uri.startsWith('note://')).toBe(true)
      expect(parseNoteUri(uri)).toEqual({ vault, path: file })
    }
    expect(noteUri('.personal/7', 'a.md')).toBe('note://.personal%2F7/a.md')
  })

  it('refuse what names no note', () => {
    for (const uri of [
      'file:///etc/passwd',
      'note://',
      'note://vault',
      'note://vault/',
      'note:///a.md',
      'note://v/../secret.md',
      'note://v/a//b.md',
      'note://v/%E0%A4%A.md',
      'note://v/a%2F..%2Fb.md',
      'note://v/a%00.md',
      `note://v/${'a'.repeat(5000)}`,
    ])
      expect(parseNoteUri(uri), uri).toBeUndefined()
  })
})
