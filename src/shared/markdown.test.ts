import { describe, expect, it } from 'vitest'
import { blocksToText, inlineRun, parseBlocks, parseDoc, parseInline, sortDocs } from './markdown'

describe('parseDoc', () => {
  it('reads front matter and blocks', () => {
    const doc = parseDoc(
      'intro',
      '---\ntitle: Intro\nsummary: The start.\norder: 2\naccordion: true\n---\n\nHello **world**.\n',
    )
    expect(doc).toEqual({
      slug: 'intro',
      title: 'Intro',
      summary: 'The start.',
      order: 2,
      accordion: true,
      blocks: [{ type: 'paragraph', text: 'Hello **world**.' }],
    })
  })

  it('refuses a document without a title', () => {
    expect(() => parseDoc('x', 'just text')).toThrow(/content\/docs\/x\.md/)
  })

  it('sorts by order, then title', () => {
    const docs = [
      parseDoc('b', '---\ntitle: B\norder: 2\n---\n'),
      parseDoc('z', '---\ntitle: Z\n---\n'),
      parseDoc('a', '---\ntitle: A\norder: 2\n---\n'),
      parseDoc('first', '---\ntitle: First\norder: 1\n---\n'),
    ]
    expect(sortDocs(docs).map((doc) => doc.slug)).toEqual(['first', 'a', 'b', 'z'])
  })
})

describe('parseBlocks', () => {
  it('splits headings, paragraphs, lists with continuation lines, quotes and code', () => {
    const blocks = parseBlocks(
      [
        '## Title',
        'one',
        'two',
        '',
        '- a',
        '  still a',
        '- b',
        '',
        '1. first',
        '2. second',
        '> quoted',
        '> more',
        '```',
        'code **raw**',
        '```',
        '### Small',
      ].join('\n'),
    )
    expect(blocks).toEqual([
      { type: 'heading', level: 2, text: 'Title' },
      { type: 'paragraph', text: 'one two' },
      { type: 'list', ordered: false, items: ['a still a', 'b'] },
      { type: 'list', ordered: true, items: ['first', 'second'] },
      { type: 'quote', text: 'quoted more' },
      { type: 'code', text: 'code **raw**' },
      { type: 'heading', level: 3, text: 'Small' },
    ])
  })
})

describe('parseBlocks on chat replies', () => {
  it('keeps the fence language, any heading level and star bullets', () => {
    expect(
      parseBlocks(
        ['# Big', '#### Deep', '```TS extra', 'let a = 1', '```', '* x', '+ y'].join('\n'),
      ),
    ).toEqual([
      { type: 'heading', level: 2, text: 'Big' },
      { type: 'heading', level: 3, text: 'Deep' },
      { type: 'code', text: 'let a = 1', lang: 'ts' },
      { type: 'list', ordered: false, items: ['x', 'y'] },
    ])
  })

  it('treats an unfinished fence (a reply still streaming) as code so far', () => {
    expect(parseBlocks('Look:\n```\nconst a')).toEqual([
      { type: 'paragraph', text: 'Look:' },
      { type: 'code', text: 'const a' },
    ])
  })

  it('keeps HTML as paragraph text', () => {
    expect(parseBlocks('<script>alert(1)</script>')).toEqual([
      { type: 'paragraph', text: '<script>alert(1)</script>' },
    ])
  })
})

describe('parseInline', () => {
  it('reads _underscores_ as emphasis but leaves snake_case alone', () => {
    expect(parseInline('_(note)_ and snake_case_name')).toEqual([
      { type: 'em', text: '(note)' },
      { type: 'text', text: ' and snake_case_name' },
    ])
  })

  it('finds strong, emphasis, code and links in order', () => {
    expect(parseInline('a **b** *c* `d` [e](/f) g')).toEqual([
      { type: 'text', text: 'a ' },
      { type: 'strong', text: 'b' },
      { type: 'text', text: ' ' },
      { type: 'em', text: 'c' },
      { type: 'text', text: ' ' },
      { type: 'code', text: 'd' },
      { type: 'text', text: ' ' },
      { type: 'link', text: 'e', href: '/f' },
      { type: 'text', text: ' g' },
    ])
  })

  it('gives plain text for search', () => {
    expect(blocksToText(parseBlocks('Read **the** [guide](/g).\n\n- one\n- `two`'))).toBe(
      'Read the guide. one two',
    )
  })
})

describe('inlineRun', () => {
  const text = (source: string, max?: number) =>
    inlineRun(source, max)
      .map((part) => part.text)
      .join('')

  it('keeps strong, code and links as parts and runs blocks together', () => {
    const parts = inlineRun('**Adam** says hi ([open](/personas)).\n\n- one\n- `two`')
    expect(parts).toEqual([
      { type: 'strong', text: 'Adam' },
      { type: 'text', text: ' says hi (' },
      { type: 'link', text: 'open', href: '/personas' },
      { type: 'text', text: ').' },
      { type: 'text', text: ' ' },
      { type: 'text', text: 'one; ' },
      { type: 'code', text: 'two' },
    ])
  })

  it('cuts after maxLength visible characters with an ellipsis', () => {
    const cut = text('**Bold words** and a long tail of plain text', 12)
    expect(cut).toBe('Bold words…')
    expect(cut.length).toBeLessThanOrEqual(12)
    expect(text('short', 12)).toBe('short')
  })

  it('drops markup a cut snippet left unmatched', () => {
    expect(text('see **the trut')).toBe('see the trut')
    expect(text('go to [the page](/agent-ze')).toBe('go to the page')
    expect(text('page](/x) and more')).toBe('page and more')
    expect(text('a * b = c and snake_case_name')).toBe('a * b = c and snake_case_name')
  })
})
