import { describe, expect, it } from 'vitest'
import {
  linkKey,
  linkResolver,
  linkSuggester,
  markdownLinkPath,
  noteLinkPaths,
  relativeLinkPath,
} from './link-names'

const note = (id: number, path: string, extra: { title?: string; aliases?: string[] } = {}) => ({
  id,
  vault: 'v',
  path,
  title: extra.title ?? path.replace(/^.*\//, '').replace(/\.md$/, ''),
  aliases: extra.aliases ?? [],
})

describe('noteLinkPaths', () => {
  it('reads the path of every link form Obsidian writes', () => {
    const text = [
      '[[Note]] [[Note|shown]] [[Other#Heading]] [[Third#^block-id]] [[#Own heading]]',
      '| [[Table note\\|alias]] | ![[diagram.png]] | ![[Doc.pdf#page=2]] | [[Folder/Deep.md]] |',
      '`[[In code]]` %% [[In comment]] %%',
      '```',
      '[[In fence]]',
      '```',
      '%%',
      '[[Block comment]]',
      '%%',
    ].join('\n')
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

  it('reads Markdown links and embeds to vault paths, in the order written', () => {
    const text = [
      '[Plain](Note.md) and [[Wiki]] then [Spaced](Folder/My%20Note.md "a title")',
      '[Angled](<My Note.md>) ![Figure](img/Figure%201.png) [Heading](Other.md#Some%20heading)',
      '[Bare](Bare) [Web](https://obsidian.md/help) [Mail](mailto:a@b.c) [Proto](//cdn.example/x.png)',
      '[App](obsidian://open?vault=v&file=Note) [Own](#Own%20heading) [Paren](Notes/(draft).md)',
      '`[In code](Code.md)` %% [In comment](Comment.md) %%',
      '```',
      '[In fence](Fence.md)',
      '```',
    ].join('\n')
    expect(noteLinkPaths(text)).toEqual([
      'Note.md',
      'Wiki',
      'Folder/My Note.md',
      'My Note.md',
      'img/Figure 1.png',
      'Other.md',
      'Bare',
      'Notes/(draft).md',
    ])
  })

  it('is not fooled by wikilinks, spaces or a stray percent sign', () => {
    expect(noteLinkPaths('[[Note]](not a link) [x](My Note.md) [y](100%.md)')).toEqual([
      'Note',
      '100%.md',
    ])
    expect(markdownLinkPath('<Folder/My Note.md#Heading>')).toBe('Folder/My Note.md')
    expect(markdownLinkPath('C:/Users/file.md')).toBeUndefined()
  })

  it('keeps a longer fence open past a shorter one', () => {
    expect(noteLinkPaths('````\n```\n[[Hidden]]\n````\n[[Shown]]')).toEqual(['Shown'])
    // Obsidian's help vault: five backticks around four around three.
    const nested = ['`````md', '````md', '```js', '[[A]]', '```', '````', '`````', '[[Shown]]']
    expect(noteLinkPaths(nested.join('\n'))).toEqual(['Shown'])
    expect(noteLinkPaths('~~~\n```\n~~~\n[[Shown]]\n    [[Lazy line]]\n\n    [[Code]]')).toEqual([
      'Shown',
      'Lazy line',
    ])
  })

  it('reads links in HTML blocks, none in unclosed fences or a comment block left open', () => {
    expect(noteLinkPaths('<div>\n[[Html]]\n</div>\n\n[[Shown]]')).toEqual(['Html', 'Shown'])
    expect(noteLinkPaths('[[Shown]]\n```\n[[Open fence]]')).toEqual(['Shown'])
    expect(noteLinkPaths('[[Shown]]\n\n%%\n[[Open comment]]\n\n[[Still hidden]]')).toEqual([
      'Shown',
    ])
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

  it('resolves partial and full paths, `.md` and case', () => {
    expect(id('b/Twin')).toBe(3)
    expect(id('A/B/TWIN.md')).toBe(3)
    expect(id('Layouts/Table view')).toBe(4)
    expect(id('Bases/Layouts/Table view')).toBe(5)
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

  it('resolves a relative path from the linking note’s folder only', () => {
    expect(id('./Twin.md', 'a/From.md')).toBe(2)
    expect(id('../Twin', 'a/b/From.md')).toBe(2)
    expect(id('../../Twin.md', 'a/b/From.md')).toBe(1)
    expect(id('./b/Twin.md', 'a/From.md')).toBe(3)
    // No fallback to another folder, an alias or a title: the place is named.
    expect(id('./Twin', 'c/From.md')).toBeUndefined()
    expect(id('./AI', 'From.md')).toBeUndefined()
    expect(id('../Twin', 'From.md')).toBeUndefined()
    expect(resolve('v', '../img/diagram.png', 'a/From.md')).toEqual({
      attachment: 'img/diagram.png',
    })
    expect(relativeLinkPath('../x/./y.md', 'a/b/From.md')).toBe('a/x/y.md')
    expect(relativeLinkPath('Twin', 'a/From.md')).toBeUndefined()
  })

  it('leaves a bare alias or title unresolved, and suggests the note that carries it', () => {
    expect(id('ai')).toBeUndefined()
    expect(id('Custom title')).toBeUndefined()
    const suggest = linkSuggester(notes)
    expect(suggest('v', 'ai')?.id).toBe(6)
    expect(suggest('v', 'Custom title')?.id).toBe(7)
    expect(suggest('v', './AI', 'From.md')).toBeUndefined()
    expect(suggest('v', 'Nothing')).toBeUndefined()
  })

  it('compares link paths in one form', () => {
    expect(linkKey(' /Folder/Note.MD ')).toBe('folder/note')
  })
})
