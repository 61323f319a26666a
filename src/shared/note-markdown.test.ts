import { describe, expect, it } from 'vitest'
import { readMarkdown } from './note-markdown'

describe('readMarkdown', () => {
  it('reads links with their form, subpath, display and text as written', () => {
    const source = [
      'See [[Note#Part|shown]], ![[Figure.png]] and [text](Other%20note.md#^block "t").',
      '',
      '| a | b |',
      '|---|---|',
      '| [[Table\\|cell]] | x |',
    ].join('\n')
    expect(readMarkdown(source).links).toEqual([
      {
        form: 'wiki',
        embed: false,
        path: 'Note',
        subpath: 'Part',
        display: 'shown',
        raw: '[[Note#Part|shown]]',
        line: 0,
      },
      { form: 'wiki', embed: true, path: 'Figure.png', raw: '![[Figure.png]]', line: 0 },
      {
        form: 'markdown',
        embed: false,
        path: 'Other note.md',
        subpath: '^block',
        display: 'text',
        raw: '[text](Other%20note.md#^block "t")',
        line: 0,
      },
      {
        form: 'wiki',
        embed: false,
        path: 'Table',
        display: 'cell',
        raw: '[[Table|cell]]',
        line: 4,
      },
    ])
  })

  it('reads tags, headings, block ids and callouts outside code and comments', () => {
    const reading = readMarkdown(
      [
        '# Title #in-heading?',
        '',
        '#first tag, (#second) and a#no #123 #1a',
        '',
        '> [!Warning]- Careful',
        '> body [[In callout]] ^callout-id',
        '',
        '```',
        '#code',
        '```',
        '%% #hidden %% `#span`',
        '- item ^item-1',
      ].join('\n'),
    )
    expect(reading.tags).toEqual(['in-heading', 'first', 'second', '1a'])
    expect(reading.headings).toEqual(['Title #in-heading?'])
    expect(reading.blockIds).toEqual(['callout-id', 'item-1'])
    expect(reading.callouts).toEqual(['warning'])
    expect(reading.links.map((link) => link.path)).toEqual(['In callout'])
  })

  it('reads links and tags in HTML and HTML comments, as Obsidian indexes them', () => {
    const reading = readMarkdown(
      [
        '<!-- - [[GitHub sponsors]]: [Sponsor](https://example.com) ^sponsor-->',
        '',
        'Text <!-- [[Inline]] #hidden-in-comment --> and <span>[[Span]]</span>',
        '',
        '<div>',
        '[[In div]] [a](Note%20A.md) %% [[commented]] %%',
        '</div>',
        '',
        '```html',
        '<!-- [[In code]] -->',
        '```',
      ].join('\n'),
    )
    expect(reading.links.map((link) => [link.path, link.line, link.raw])).toEqual([
      ['GitHub sponsors', 0, '[[GitHub sponsors]]'],
      ['Inline', 2, '[[Inline]]'],
      ['Span', 2, '[[Span]]'],
      ['In div', 4, '[[In div]]'],
      ['Note A.md', 4, '[a](Note%20A.md)'],
    ])
    expect(reading.tags).toEqual(['hidden-in-comment'])
  })
})
