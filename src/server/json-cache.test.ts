import { describe, expect, it } from 'vitest'
import { etagMatches, JsonCache } from './json-cache'

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

describe('JsonCache ETags', () => {
  it('hashes each fill once and changes the tag with the value', async () => {
    const cache = new JsonCache()
    let n = 0
    const load = () => ({ n: ++n })
    const first = await cache.entry('k', load)
    expect(first.etag).toMatch(/^"[\w-]{27}"$/)
    expect(await cache.entry('k', load)).toBe(first)
    expect(await cache.get('k', load)).toBe(first.json)
    expect(first.bytes.equals(Buffer.from(first.json))).toBe(true)
    cache.clear()
    const second = await cache.entry('k', load)
    expect(second.json).toBe('{"n":2}')
    expect(second.etag).not.toBe(first.etag)
    cache.clear()
    n = 0
    expect((await cache.entry('k', load)).etag).toBe(first.etag)
  })

  it('matches If-None-Match lists, weak tags and *, and nothing else', () => {
    expect(etagMatches('"abc"', '"abc"')).toBe(true)
    expect(etagMatches('"x", W/"abc"', '"abc"')).toBe(true)
    expect(etagMatches('*', '"abc"')).toBe(true)
    expect(etagMatches('"abcd"', '"abc"')).toBe(false)
    expect(etagMatches('abc', '"abc"')).toBe(false)
    expect(etagMatches(undefined, '"abc"')).toBe(false)
    expect(etagMatches('', '"abc"')).toBe(false)
  })
})
