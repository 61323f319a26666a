import { describe, expect, it } from 'vitest'
import { nextPageView, VIEWS_KEY } from './page-views'

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial))
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
  }
}

const at = (iso: string) => ({
  now: new Date(iso),
  referrer: '',
  ownHost: 'codex.example',
  firstOfLoad: false,
})

describe('nextPageView', () => {
  it('marks the first view of the day and of each path, then repeats', () => {
    const storage = memoryStorage()
    expect(nextPageView(storage, '/', at('2026-12-01T08:00:00Z'))).toEqual({
      path: '/',
      referrer: null,
      firstViewOfPath: true,
      firstViewOfDay: true,
    })
    expect(nextPageView(storage, '/blog', at('2026-12-01T08:01:00Z'))).toMatchObject({
      firstViewOfPath: true,
      firstViewOfDay: false,
    })
    expect(nextPageView(storage, '/', at('2026-12-01T09:00:00Z'))).toMatchObject({
      firstViewOfPath: false,
      firstViewOfDay: false,
    })
    expect(nextPageView(storage, '/', at('2026-12-02T00:00:01Z'))).toMatchObject({
      firstViewOfPath: true,
      firstViewOfDay: true,
    })
  })

  it('sends another site’s host on the first view of a load only', () => {
    const storage = memoryStorage()
    const options = { ...at('2026-12-01T08:00:00Z'), referrer: 'https://News.Example:8443/a?b' }
    expect(nextPageView(storage, '/', { ...options, firstOfLoad: true }).referrer).toBe(
      'news.example:8443',
    )
    expect(nextPageView(storage, '/', options).referrer).toBeNull()
    const own = { ...options, referrer: 'https://codex.example/blog', firstOfLoad: true }
    expect(nextPageView(storage, '/', own).referrer).toBeNull()
  })

  it('starts over when the stored log is unreadable', () => {
    const storage = memoryStorage({ [VIEWS_KEY]: '{not json' })
    expect(nextPageView(storage, '/', at('2026-12-01T08:00:00Z')).firstViewOfDay).toBe(true)
  })
})
