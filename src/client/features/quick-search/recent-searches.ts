export const RECENT_SEARCHES_KEY = 'hc.quickSearch.recent'
export const MAX_RECENT_SEARCHES = 5

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

const browserStorage = (): Store | undefined => {
  try {
    return window.localStorage
  } catch {
    return undefined
  }
}

/** The last searches, newest first; stored JSON that is invalid is logged and ignored. */
export function readRecentSearches(store: Store | undefined = browserStorage()): string[] {
  const raw = store?.getItem(RECENT_SEARCHES_KEY)
  if (!raw) return []
  try {
    const parsed: unknown = JSON.parse(raw)
    if (!Array.isArray(parsed)) throw new Error('not a list')
    return parsed
      .filter((item): item is string => typeof item === 'string')
      .slice(0, MAX_RECENT_SEARCHES)
  } catch (error) {
    console.warn('ignoring invalid recent searches in local storage', error)
    return []
  }
}

/** Puts `query` first, without duplicates (case-insensitive), keeping at most five. */
export function addRecentSearch(query: string, store: Store | undefined = browserStorage()) {
  const term = query.trim()
  if (!term || !store) return readRecentSearches(store)
  const next = [
    term,
    ...readRecentSearches(store).filter((item) => item.toLowerCase() !== term.toLowerCase()),
  ].slice(0, MAX_RECENT_SEARCHES)
  try {
    store.setItem(RECENT_SEARCHES_KEY, JSON.stringify(next))
  } catch (error) {
    console.warn('could not save recent searches', error)
  }
  return next
}

export function clearRecentSearches(store: Store | undefined = browserStorage()) {
  store?.removeItem(RECENT_SEARCHES_KEY)
}
