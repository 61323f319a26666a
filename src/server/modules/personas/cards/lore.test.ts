import { describe, expect, it } from 'vitest'
import type { CharacterBook, LoreEntry } from './card'
import { loreKeyProblem, REGEX_TURN_BUDGET_MS, selectLoreEntries } from './lore'

const words = (text: string) => text.split(/\s+/).filter(Boolean).length
// A clock that stands still: what matches does not depend on how busy the machine is.
const options = { countTokens: words, maxTokens: 1000, now: () => 0 }

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

  it('answers catastrophic patterns correctly, in linear time', () => {
    const keys = ['((a+))+$', '(a|a)+$', 'a*a*a*a*a*a*a*b']
    const lore = book(keys.map((key) => entry(key, [key], { use_regex: true })))
    // 28 letters held the backtracking engine 58 s; RE2 reads them once.
    const started = performance.now()
    expect(selectLoreEntries(lore, [`${'a'.repeat(4000)}!`], options)).toEqual([])
    expect(selectLoreEntries(lore, ['a'.repeat(4000)], options)).toEqual(['((a+))+$', '(a|a)+$'])
    expect(selectLoreEntries(lore, [`${'a'.repeat(4000)}b`], options)).toEqual(['a*a*a*a*a*a*a*b'])
    expect(performance.now() - started).toBeLessThan(1_000)
  })

  it('stops testing regular expressions once the turn has spent its budget', () => {
    let clock = 0
    const lore = book([
      entry('first', ['^lamp'], { use_regex: true }),
      entry('second', ['lamp$'], { use_regex: true }),
      entry('third', ['l.mp'], { use_regex: true }),
      entry('plain', ['lamp']),
    ])
    // Each look at the clock passes 60 ms, so each test takes 60: after two the budget is spent
    // and the third pattern is not tried.
    const now = () => (clock += 60)
    expect(REGEX_TURN_BUDGET_MS).toBeGreaterThan(60)
    expect(REGEX_TURN_BUDGET_MS).toBeLessThanOrEqual(120)
    expect(selectLoreEntries(lore, ['lamp'], { ...options, now })).toEqual([
      'first',
      'second',
      'plain',
    ])
  })

  it('names the entry and key that cannot run', () => {
    expect(loreKeyProblem(undefined)).toBeNull()
    expect(loreKeyProblem(book([entry('x', ['a(?=b)', 'fine'], { use_regex: false })]))).toBeNull()
    expect(loreKeyProblem(book([entry('x', ['((a+))+$', '/lamp/i'], { use_regex: true })]))).toBe(
      null,
    )
    const problem = loreKeyProblem(
      book([
        entry('ok', ['lamp'], { use_regex: true }),
        entry('bad', ['storm'], {
          use_regex: true,
          name: 'Weather',
          selective: true,
          secondary_keys: ['(a)\\1'],
        }),
      ]),
    )
    expect(problem).toMatch(/^character_book\.entries\.1\.secondary_keys\.0: /)
    expect(problem).toContain('"Weather"')
    expect(problem).toContain('backreferences')
    expect(loreKeyProblem(book([entry('x', ['.{0,900}'], { use_regex: true })]))).toMatch(
      /entries\.0\.keys\.0: lorebook entry 1's key ".*" is too costly/,
    )
  })
})
