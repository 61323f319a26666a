import { describe, expect, it } from 'vitest'
import {
  completeWikilink,
  linkifyWikilinks,
  matchTitles,
  parseWikilink,
  wikilinkQueryAt,
  wikilinkTargets,
} from './wikilinks'

const notes = [
  { id: 1, title: 'Welcome to the codex', path: 'Welcome to the codex.md' },
  { id: 2, title: 'Adam', path: 'entities/Adam.md' },
  { id: 3, title: 'Three layers', path: 'Three layers.md' },
]

describe('parseWikilink', () => {
  it('reads target, heading and alias', () => {
    expect(parseWikilink('entities/Adam|Adam')).toEqual({ target: 'entities/Adam', label: 'Adam' })
    expect(parseWikilink('Three layers#Agents')).toEqual({
      target: 'Three layers',
      label: 'Three layers',
    })
    expect(parseWikilink('Three layers#Agents|the layers')).toEqual({
      target: 'Three layers',
      label: 'the layers',
    })
  })
})

describe('wikilinkTargets', () => {
  it('lists each target once, in order, without alias or heading, as the server does', () => {
    const text = 'See [[Adam|the first]], [[ Eve#Origins ]] and [[Adam]].\n[[#Only a heading]]'
    expect(wikilinkTargets(text)).toEqual(['Adam', 'Eve'])
  })

  it('leaves out links inside inline and fenced code', () => {
    const text = 'Run `[[Not a link]]`.\n```\n[[Nor this]]\n```\n~~~\n[[Nor that]]\n~~~\n[[Real]]'
    expect(wikilinkTargets(text)).toEqual(['Real'])
  })
})

describe('linkifyWikilinks', () => {
  // What the server resolved for the note's links: here, the ones these tests name.
  const resolved = new Map([
    ['entities/adam', notes[1]!],
    ['adam', notes[1]!],
  ])
  const hrefOf = ({ target }: { target: string }) => {
    const note = resolved.get(target.toLowerCase())
    return note ? `/knowledge-editor?note=${note.id}` : undefined
  }

  it('turns known links into Markdown links and unknown ones into text', () => {
    expect(linkifyWikilinks('See [[entities/Adam|Adam]] and [[Ghost]].', hrefOf)).toBe(
      'See [Adam](/knowledge-editor?note=2) and Ghost.',
    )
  })

  it('does the same for Markdown links to vault paths, leaving web links as they are', () => {
    const resolvedMd = new Map([['entities/adam.md', 2]])
    const byPath = ({ target }: { target: string }) => {
      const id = resolvedMd.get(target.toLowerCase())
      return id ? `/knowledge-editor?note=${id}` : undefined
    }
    expect(
      linkifyWikilinks(
        '[The first](entities/Adam.md#Voice), [lost](Ghost.md), [web](https://obsidian.md) [[Adam]]',
        byPath,
      ),
    ).toBe('[The first](/knowledge-editor?note=2), lost, [web](https://obsidian.md) Adam')
    expect(linkifyWikilinks('[[entities/Adam.md]]', byPath)).toBe(
      '[entities/Adam.md](/knowledge-editor?note=2)',
    )
  })

  it('leaves inline code alone', () => {
    expect(linkifyWikilinks('Type `[[Adam]]` for [[Adam]]', hrefOf)).toBe(
      'Type `[[Adam]]` for [Adam](/knowledge-editor?note=2)',
    )
  })
})

describe('wikilink autocompletion', () => {
  it('finds the unfinished link at the caret', () => {
    const text = 'Start with [[Thr'
    expect(wikilinkQueryAt(text, text.length)).toEqual({ start: 13, query: 'Thr' })
    expect(wikilinkQueryAt('No link here', 5)).toBeNull()
    expect(wikilinkQueryAt('Done [[Adam]] then', 18)).toBeNull()
    expect(wikilinkQueryAt('[[Adam|al', 9)).toBeNull()
  })

  it('ranks exact, prefix, word and substring matches', () => {
    const titles = ['Codex layers', 'Three layers', 'Layers', 'Layered thinking', 'Adam']
    expect(matchTitles(titles, 'layers')).toEqual(['Layers', 'Codex layers', 'Three layers'])
    expect(matchTitles(titles, 'lay')).toEqual([
      'Layers',
      'Layered thinking',
      'Codex layers',
      'Three layers',
    ])
    expect(matchTitles(titles, 'dam')).toEqual(['Adam'])
    expect(matchTitles(titles, 'zzz')).toEqual([])
  })

  it('offers every title, shortest first, for an empty query, up to the limit', () => {
    expect(matchTitles(['Bb', 'A', 'Ccc'], '', 2)).toEqual(['A', 'Bb'])
  })

  it('completes the link and moves the caret past it', () => {
    const text = 'See [[Thr and more'
    const query = wikilinkQueryAt(text, 9)!
    expect(completeWikilink(text, 9, query, 'Three layers')).toEqual({
      text: 'See [[Three layers]] and more',
      caret: 20,
    })
  })

  it('does not double a closing bracket that is already there', () => {
    const text = 'See [[Thr]]'
    const query = wikilinkQueryAt(text, 9)!
    expect(completeWikilink(text, 9, query, 'Three layers').text).toBe('See [[Three layers]]')
  })
})
