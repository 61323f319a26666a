import { describe, expect, it } from 'vitest'
import type { CharacterBook, LoreEntry } from './card'
import { selectLoreEntries } from './lore'

const words = (text: string) => text.split(/\s+/).filter(Boolean).length
const options = { countTokens: words, maxTokens: 1000 }

function entry(content: string, keys: string[], extra: Partial<LoreEntry> = {}): LoreEntry {
  return { keys, content, enabled: true, insertion_order: 0, extensions: {}, ...extra }
}
function book(entries: LoreEntry[], extra: Partial<CharacterBook> = {}): CharacterBook {
  return { extensions: {}, entries, ...extra }
}

describe('selectLoreEntries', () => {
  it('returns nothing without a book or entries', () => {
    expect(selectLoreEntries(undefined, ['lamp'], options)).toEqual([])
    expect(selectLoreEntries(book([]), ['lamp'], options)).toEqual([])
  })

  it('adds entries whose keys appear, case-insensitively, and constant ones always', () => {
    const lore = book([
      entry('lamp lore', ['Lamp']),
      entry('storm lore', ['storm']),
      entry('always', [], { constant: true }),
    ])
    expect(selectLoreEntries(lore, ['The LAMP is lit'], options)).toEqual(['lamp lore', 'always'])
  })

  it('skips disabled and empty entries', () => {
    const lore = book([
      entry('off', ['lamp'], { enabled: false }),
      entry('  ', ['lamp']),
      entry('on', ['lamp']),
    ])
    expect(selectLoreEntries(lore, ['lamp'], options)).toEqual(['on'])
  })

  it('honours case_sensitive', () => {
    const lore = book([entry('exact', ['Lamp'], { case_sensitive: true })])
    expect(selectLoreEntries(lore, ['the lamp'], options)).toEqual([])
    expect(selectLoreEntries(lore, ['the Lamp'], options)).toEqual(['exact'])
  })

  it('scans only the last scan_depth messages (default 4, at most 20)', () => {
    const lore = (depth?: number) =>
      book([entry('found', ['needle'])], depth === undefined ? {} : { scan_depth: depth })
    const history = ['needle', 'a', 'b', 'c', 'd']
    expect(selectLoreEntries(lore(), history, options)).toEqual([])
    expect(selectLoreEntries(lore(), history.slice(1).concat('needle'), options)).toEqual(['found'])
    expect(selectLoreEntries(lore(5), history, options)).toEqual(['found'])
    expect(selectLoreEntries(lore(0), history, options)).toEqual([])
    const long = ['needle', ...Array.from({ length: 20 }, () => 'x')]
    expect(selectLoreEntries(lore(3000), long, options)).toEqual([])
    expect(selectLoreEntries(lore(3000), long.slice(1, 20).concat('needle'), options)).toEqual([
      'found',
    ])
  })

  it('needs a secondary key too for a selective entry', () => {
    const lore = book([entry('both', ['lamp'], { selective: true, secondary_keys: ['oil'] })])
    expect(selectLoreEntries(lore, ['the lamp'], options)).toEqual([])
    expect(selectLoreEntries(lore, ['the lamp', 'needs oil'], options)).toEqual(['both'])
    const noSecondary = book([
      entry('primary only', ['lamp'], { selective: true, secondary_keys: [] }),
    ])
    expect(selectLoreEntries(noSecondary, ['lamp'], options)).toEqual(['primary only'])
  })

  it('matches regex keys safely', () => {
    const lore = book([
      entry('slash form', ['/lamp(s)?\\b/i'], { use_regex: true }),
      entry('bare', ['^storm'], { use_regex: true }),
      entry('broken', ['/([/'], { use_regex: true }),
      entry('nested quantifiers', ['(a+)+$'], { use_regex: true }),
    ])
    expect(
      selectLoreEntries(
        lore,
        ['two LAMPS', 'Storm coming', 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa!'],
        options,
      ),
    ).toEqual(['slash form', 'bare'])
  })

  it('orders by insertion_order, then priority', () => {
    const lore = book([
      entry('third', ['k'], { insertion_order: 5 }),
      entry('second', ['k'], { insertion_order: 1, priority: 1 }),
      entry('first', ['k'], { insertion_order: 1, priority: 9 }),
    ])
    expect(selectLoreEntries(lore, ['k'], options)).toEqual(['first', 'second', 'third'])
  })

  it('stops when the next entry would pass maxTokens or the book budget', () => {
    const lore = (budget?: number) =>
      book(
        [
          entry('one two three', ['k'], { insertion_order: 1 }),
          entry('four five six', ['k'], { insertion_order: 2 }),
          entry('seven', ['k'], { insertion_order: 3 }),
        ],
        budget === undefined ? {} : { token_budget: budget },
      )
    expect(selectLoreEntries(lore(), ['k'], { countTokens: words, maxTokens: 6 })).toEqual([
      'one two three',
      'four five six',
    ])
    expect(selectLoreEntries(lore(), ['k'], { countTokens: words, maxTokens: 5 })).toEqual([
      'one two three',
    ])
    expect(selectLoreEntries(lore(4), ['k'], { countTokens: words, maxTokens: 100 })).toEqual([
      'one two three',
    ])
    expect(selectLoreEntries(lore(), ['k'], { countTokens: words, maxTokens: 2 })).toEqual([])
  })
})
