import { describe, expect, it } from 'vitest'
import { noteTokens, readMarkdown, type TaskMeta, type Token } from './note-markdown'
import { noteSection, noteTree } from './note-tree'

const types = (tokens: Token[]) =>
  tokens.flatMap((token): string[] => [token.type, ...types(token.children ?? [])])
const tasksOf = (source: string) =>
  noteTokens(source)
    .map((token) => (token.meta as { task?: TaskMeta } | null)?.task)
    .filter(Boolean)

describe('the one reading, as the view draws it', () => {
  it('reads GFM tables, nested and ordered lists', () => {
    const all = types(noteTokens('| a | b |\n|---|:-:|\n| 1 | 2 |\n\n1. one\n   - inner\n2. two'))
    expect(all).toEqual(expect.arrayContaining(['table_open', 'th_open', 'td_open']))
    expect(all.filter((type) => type === 'ordered_list_open')).toHaveLength(1)
    expect(all.filter((type) => type === 'bullet_list_open')).toHaveLength(1)
  })

  it('finds each task box and where its character stands, CRLF and quotes included', () => {
    const source = '- [ ] open\r\n- [x] done\r\n  1. [ ] nested\r\n\r\n> - [/] quoted\n- not a task'
    const found = tasksOf(source)
    expect(found.map((task) => [task!.checked, task!.mark])).toEqual([
      [false, ' '],
      [true, 'x'],
      [false, ' '],
      [true, '/'],
    ])
    for (const task of found) expect(source[task!.offset]).toBe(task!.mark)
    const inline = noteTokens('- [ ] open').find((token) => token.type === 'inline')!
    expect(inline.children!.map((child) => child.content)).toEqual(['open'])
  })

  it('marks callouts with their type, title and folding, and takes the marker off the text', () => {
    const tokens = noteTokens('> [!Warning]- Mind **this**\n> Body [[Link]]\n\n> [!tip]\n> Tip')
    const callouts = tokens
      .map(
        (token) =>
          (token.meta as { callout?: { type: string; fold: string; title: Token[] } } | null)
            ?.callout,
      )
      .filter(Boolean)
    expect(callouts.map((c) => [c!.type, c!.fold])).toEqual([
      ['warning', '-'],
      ['tip', ''],
    ])
    expect(types(callouts[0]!.title)).toContain('strong_open')
    expect(tokens[2]!.children!.map((child) => child.type)).toEqual(['text', 'wikilink'])
    expect(readMarkdown('> [!Warning]- x').callouts).toEqual(['warning'])
  })

  it('reads highlights, footnotes, math, comments, block ids and tags', () => {
    const source = [
      'A ==mark== and $e^{i\\pi}$ but $5 and $10, see[^1] and ^[inline [[Inner]]] #tag/sub.',
      '',
      '$$',
      '\\int_0^1 x\\,dx',
      '$$',
      '',
      'Hidden %%secret [[Gone]]%% here ^block-1',
      '',
      '[^1]: The note [[Foot]].',
    ].join('\n')
    const all = types(noteTokens(source))
    expect(all).toEqual(
      expect.arrayContaining(['mark_open', 'footnote_ref', 'footnote_block_open', 'math_block']),
    )
    const maths = noteTokens(source)[1]!.children!.filter((t) => t.type === 'math_inline')
    expect(maths.map((t) => t.content)).toEqual(['e^{i\\pi}'])
    expect(noteTokens(source).find((t) => t.type === 'math_block')!.content).toBe(
      '\\int_0^1 x\\,dx',
    )
    const hidden = noteTokens(source).find((t) => (t.meta as { blockId?: string } | null)?.blockId)
    expect(hidden!.meta).toMatchObject({ blockId: 'block-1' })
    const texts = (tokens: Token[]): string[] =>
      tokens.flatMap((t) => [t.type === 'text' ? t.content : '', ...texts(t.children ?? [])])
    expect(texts(noteTokens(source)).join()).not.toContain('secret')
    const reading = readMarkdown(source)
    expect(reading.links.map((link) => [link.path, link.line])).toEqual([
      ['Inner', 0],
      ['Foot', 8],
    ])
    expect(reading.tags).toEqual(['tag/sub'])
    expect(reading.blockIds).toEqual(['block-1'])
  })

  it('nests tokens into a tree', () => {
    const tree = noteTree('- a\n  - b')
    expect(tree[0]!.token.type).toBe('bullet_list_open')
    expect(tree[0]!.children[0]!.children.map((node) => node.token.type)).toEqual([
      'paragraph_open',
      'bullet_list_open',
    ])
  })
})

describe('noteSection', () => {
  const body = '# Top\nIntro\n## Part\nIn part\n### Deeper\nStill\n## Next\nOther\n\nA para ^p1\n'
  it('gives a heading to the next of its level, ignoring case', () => {
    expect(noteSection(body, 'part')).toBe('## Part\nIn part\n### Deeper\nStill')
    expect(noteSection(body, 'Top#Next')).toBe('## Next\nOther\n\nA para ^p1\n')
  })
  it('gives the block of an id without the id, and nothing for an unknown part', () => {
    expect(noteSection(body, '^p1')).toBe('A para')
    expect(noteSection(body, 'Missing')).toBeUndefined()
    expect(noteSection(body, '^none')).toBeUndefined()
  })
})
