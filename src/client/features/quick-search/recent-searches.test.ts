import { describe, expect, it, vi } from 'vitest'
import {
  addRecentSearch,
  clearRecentSearches,
  readRecentSearches,
  RECENT_SEARCHES_KEY,
} from './recent-searches'

function memoryStore(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial))
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
    data,
  }
}

describe('recent searches', () => {
  it('keeps the five newest, newest first, without duplicates', () => {
    const store = memoryStore()
    for (const term of ['one', 'two', 'three', 'four', 'five', 'six', 'TWO ']) {
      addRecentSearch(term, store)
    }
    expect(readRecentSearches(store)).toEqual(['TWO', 'six', 'five', 'four', 'three'])
    expect(JSON.parse(store.data.get(RECENT_SEARCHES_KEY) ?? '')).toHaveLength(5)
  })

  it('ignores blank queries', () => {
    const store = memoryStore()
    expect(addRecentSearch('   ', store)).toEqual([])
    expect(store.data.size).toBe(0)
  })

  it('logs and ignores stored JSON that is invalid or not a list', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect(readRecentSearches(memoryStore({ [RECENT_SEARCHES_KEY]: '{oops' }))).toEqual([])
    expect(readRecentSearches(memoryStore({ [RECENT_SEARCHES_KEY]: '{"a":1}' }))).toEqual([])
    expect(warn).toHaveBeenCalledTimes(2)
    const store = memoryStore({ [RECENT_SEARCHES_KEY]: '[oops' })
    expect(addRecentSearch('codex', store)).toEqual(['codex'])
    warn.mockRestore()
  })

  it('drops entries that are not text', () => {
    const store = memoryStore({ [RECENT_SEARCHES_KEY]: '["a", 3, null, "b"]' })
    expect(readRecentSearches(store)).toEqual(['a', 'b'])
  })

  it('clears', () => {
    const store = memoryStore()
    addRecentSearch('x', store)
    clearRecentSearches(store)
    expect(readRecentSearches(store)).toEqual([])
  })
})
