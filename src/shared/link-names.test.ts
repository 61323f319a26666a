import { describe, expect, it } from 'vitest'
import { linkableText, linkKey, linkResolver, noteLinkPaths } from './link-names'

const note = (id: number, path: string, extra: { title?: string; aliases?: string[] } = {}) => ({
  id,
  vault: 'v',
  path,
  title: extra.title ?? path.replace(/^.*\//, '').replace(/\.md$/, ''),
  aliases: extra.aliases ?? [],
})

describe('noteLinkPaths', () => {
  it('reads the path of every link form Obsidian writes', () => {
    const text = linkableText(
      [
        '[[Note]] [[Note|shown]] [[Other#Heading]] [[Third#^block-id]] [[#Own heading]]',
        '| [[Table note\\|alias]] | ![[diagram.png]] | ![[Doc.pdf#page=2]] | [[Folder/Deep.md]] |',
        '`[[In code]]` %% [[In comment]] %%',
        '```',
        '[[In fence]]',
        '```',
        '%%',
        '[[Block comment]]',
        '%%',
      ].join('\n'),
    )
    expect(noteLinkPaths(text)).toEqual([
      'Note',
      'Note',
      'Other',
      'Third',
      'Table note',
      'diagram.png',
      'Doc.pdf',
      'Folder/Deep.md',
    ])
  })

  it('keeps a longer fence open past a shorter one', () => {
    expect(noteLinkPaths(linkableText('````\n```\n[[Hidden]]\n````\n[[Shown]]'))).toEqual(['Shown'])
  })
})

describe('linkResolver', () => {
  const notes = [
    note(1, 'Twin.md'),
    note(2, 'a/Twin.md'),
    note(3, 'a/b/Twin.md'),
    note(4, 'Layouts/Table view.md'),
    note(5, 'Bases/Layouts/Table view.md'),
    note(6, 'Artificial intelligence.md', { aliases: ['AI'] }),
    note(7, 'x/Shown.md', { title: 'Custom title' }),
  ]
  const resolve = linkResolver(notes, [
    { vault: 'v', path: 'img/diagram.png' },
    { vault: 'v', path: 'a/diagram.png' },
  ])
  const id = (target: string, source = '') => resolve('v', target, source)?.note?.id

  it('prefers the linking note’s folder, then the shortest path', () => {
    expect(id('Twin', 'a/b/From.md')).toBe(3)
    expect(id('Twin', 'a/From.md')).toBe(2)
    expect(id('twin', 'c/From.md')).toBe(1)
  })

  it('resolves partial and full paths, `.md`, case and aliases', () => {
    expect(id('b/Twin')).toBe(3)
    expect(id('A/B/TWIN.md')).toBe(3)
    expect(id('Layouts/Table view')).toBe(4)
    expect(id('Bases/Layouts/Table view')).toBe(5)
    expect(id('ai')).toBe(6)
    expect(id('Custom title')).toBe(7)
    expect(id('Nothing')).toBeUndefined()
    expect(resolve('w', 'Twin')).toBeUndefined()
  })

  it('resolves non-Markdown targets to attachments, never to notes', () => {
    expect(resolve('v', 'diagram.png', 'a/From.md')).toEqual({ attachment: 'a/diagram.png' })
    expect(resolve('v', 'diagram.png', 'From.md')).toEqual({ attachment: 'a/diagram.png' })
    expect(resolve('v', 'img/diagram.png', 'a/From.md')).toEqual({
      attachment: 'img/diagram.png',
    })
    expect(resolve('v', 'missing.pdf')).toBeUndefined()
  })

  it('compares link paths in one form', () => {
    expect(linkKey(' ./Folder/Note.MD ')).toBe('folder/note')
  })
})
