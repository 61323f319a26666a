import { describe, expect, it } from 'vitest'
import { namesApi, SearchIndex, swaps, type SearchDocument } from './search-index'

const doc = (id: string, title: string, keywords = '', description = ''): SearchDocument => ({
  id,
  title,
  description,
  keywords,
  icon: 'circle',
  category: 'content',
  section: 'Probe',
  path: '/',
})

function index(...docs: SearchDocument[]) {
  const built = new SearchIndex()
  built.replaceSource('probe', docs)
  return built
}

describe('SearchIndex', () => {
  it('keeps working while documents come and go between its clean-ups (minisearch issue 306)', async () => {
    // Words from a small alphabet split the index's tree often, as real notes do.
    let seed = 1
    const random = () => (seed = (seed * 48271) % 2147483647) / 2147483647
    const word = () =>
      Array.from(
        { length: 3 + Math.floor(random() * 6) },
        () => 'abcdefgh'[Math.floor(random() * 8)],
      ).join('')
    const words = () => Array.from({ length: 15 }, word).join(' ')
    const failures: unknown[] = []
    const onFailure = (error: unknown) => failures.push(error)
    process.on('unhandledRejection', onFailure)
    try {
      const built = new SearchIndex()
      let next = 0
      const fresh = () => doc(`d${next++}`, word(), words())
      built.replaceSource('probe', Array.from({ length: 3000 }, fresh))
      for (let round = 0; round < 150 && !failures.length; round++) {
        const removed = Array.from({ length: 30 }, () => `d${Math.floor(random() * next)}`)
        built.updateSource('probe', Array.from({ length: 30 }, fresh), [...new Set(removed)])
        await new Promise((resolve) => setTimeout(resolve, 2))
      }
      await new Promise((resolve) => setTimeout(resolve, 100))
      expect(built.search(word()).length).toBeGreaterThanOrEqual(0)
    } finally {
      process.off('unhandledRejection', onFailure)
    }
    expect(failures.map(String)).toEqual([])
    // 3,000 documents and 150 rounds of change: 2.5 s on a quiet machine, 4.7 s in a full CI
    // run, past the unit tests' default 5 s on a slower one.
  }, 30_000)

  it('matches title prefixes and body words, but not body prefixes', () => {
    const built = index(doc('a', 'Zephyr Gardens', 'orchids in bloom'))
    expect(built.search('zeph').map((r) => r.id)).toEqual(['a'])
    expect(built.search('orchids').map((r) => r.id)).toEqual(['a'])
    expect(built.search('orchi')).toEqual([])
  })

  it('looks only at titles and aliases while the last word is under three letters', () => {
    const built = index(doc('title', 'Orbit Lab'), doc('body', 'Moon Base', 'or orbit'), {
      ...doc('alias', 'Corentin Godefroy'),
      aliases: 'CG\nAlex F',
    })
    expect(built.search('or').map((r) => r.id)).toEqual(['title'])
    expect(built.search('CG').map((r) => r.id)).toEqual(['alias'])
    expect(built.search('Alex F').map((r) => r.id)).toEqual(['alias'])
    expect(
      built
        .search('orbit')
        .map((r) => r.id)
        .sort(),
    ).toEqual(['body', 'title'])
  })

  it('forgives typos by word length', () => {
    const built = index(doc('a', 'Documentation', 'consciousness'))
    expect(built.search('documantation').map((r) => r.id)).toEqual(['a'])
    expect(built.search('conciousness').map((r) => r.id)).toEqual(['a'])
    expect(built.search('dcmntation')).toEqual([])
  })

  it('ranks an exact title, then titles starting with the query, then the rest', () => {
    const built = index(
      doc('inside', 'The Lantern Room', 'lantern lantern lantern'),
      doc('leading', 'Lantern Keeper'),
      doc('exact', 'Lantern'),
    )
    expect(built.search('lantern').map((r) => r.id)).toEqual(['exact', 'leading', 'inside'])
  })

  it('falls back to any word when no result has all of them', () => {
    const built = index(doc('a', 'Orbit Lab'), doc('b', 'Moon Base'))
    expect(
      built
        .search('orbit base')
        .map((r) => r.id)
        .sort(),
    ).toEqual(['a', 'b'])
    expect(built.search('orbit lab').map((r) => r.id)).toEqual(['a'])
  })

  it('replaces a source without touching the others', () => {
    const built = index(doc('a', 'Orbit Lab'))
    built.replaceSource('other', [doc('b', 'Orbit Base')])
    built.replaceSource('probe', [doc('c', 'Comet Lab')])
    expect(built.search('orbit').map((r) => r.id)).toEqual(['b'])
    expect(built.search('comet').map((r) => r.id)).toEqual(['c'])
    expect(built.size).toBe(2)
  })
})

describe('SearchIndex results of one person', () => {
  const built = index(
    { ...doc('shared', 'Harbour charter'), aliases: 'Lighthouse rules' },
    { ...doc('mine', 'Zanzibar diary'), aliases: 'Wombat ledger', ownerId: 7 },
  )

  it('finds an alias like a title: by prefix, and first when it is exact', () => {
    expect(built.search('lighth').map((r) => r.id)).toEqual(['shared'])
    built.replaceSource('other', [doc('body', 'Beacons', 'lighthouse rules in the body')])
    expect(built.search('lighthouse rules').map((r) => r.id)).toEqual(['shared', 'body'])
    built.replaceSource('other', [])
  })

  it('shows a document with an owner to that owner alone, in every read and count', () => {
    expect(built.search('wombat', undefined, 20, 7).map((r) => r.id)).toEqual(['mine'])
    for (const viewer of [null, 8]) {
      expect(built.search('wombat', undefined, 20, viewer)).toEqual([])
      expect(built.get('mine', viewer)).toBeUndefined()
      expect(built.all(undefined, viewer).map((d) => d.id)).toEqual(['shared'])
    }
    expect(built.get('mine', 7)?.title).toBe('Zanzibar diary')
  })
})

describe('swaps and namesApi', () => {
  it('swaps neighbouring letters from four letters on', () => {
    expect(swaps('abc')).toEqual([])
    expect(swaps('persnoa')).toContain('persona')
    expect(swaps('aabb')).toEqual(['abab'])
  })

  it('treats a method word or a slash as naming the API', () => {
    expect(namesApi('GET health')).toBe(true)
    expect(namesApi('/api/videos')).toBe(true)
    expect(namesApi('get started')).toBe(true)
    expect(namesApi('budget')).toBe(false)
    expect(namesApi('videos')).toBe(false)
  })
})
