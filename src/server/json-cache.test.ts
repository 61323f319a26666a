import { describe, expect, it } from 'vitest'
import { JsonCache } from './json-cache'

describe('JsonCache', () => {
  it('loads once for concurrent misses and serves the serialized value until cleared', async () => {
    const cache = new JsonCache()
    let loads = 0
    const load = async () => ({ n: ++loads })
    const [a, b] = await Promise.all([cache.get('k', load), cache.get('k', load)])
    expect([a, b, await cache.get('k', load)]).toEqual(['{"n":1}', '{"n":1}', '{"n":1}'])
    cache.clear()
    expect(await cache.get('k', load)).toBe('{"n":2}')
  })

  it('does not keep a value whose load was under way when it was cleared', async () => {
    const cache = new JsonCache()
    let release!: (value: string) => void
    const pending = new Promise<string>((resolve) => (release = resolve))
    const slow = cache.get('k', () => pending)
    cache.clear()
    release('old')
    expect(await slow).toBe('"old"')
    expect(await cache.get('k', () => 'new')).toBe('"new"')
  })

  it('forgets a failed load and keeps at most maxEntries keys', async () => {
    const cache = new JsonCache(2)
    await expect(cache.get('bad', () => Promise.reject(new Error('down')))).rejects.toThrow('down')
    expect(await cache.get('bad', () => 'ok')).toBe('"ok"')
    await cache.get('b', () => 'b')
    await cache.get('c', () => 'c')
    expect(await cache.get('bad', () => 'reloaded')).toBe('"reloaded"')
  })
})
