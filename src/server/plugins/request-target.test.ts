import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { HostAllowList, readRequestTarget } from './request-target'

/** The rule written the slow way: every path decoded and normalised. */
function reference(rawPath: string) {
  const api = /^\/api(\/|$)/
  let normalised: string
  try {
    normalised = path.posix.normalize(decodeURIComponent(rawPath).replaceAll('\\', '/'))
  } catch {
    return 'bad encoding'
  }
  return api.test(normalised) === api.test(rawPath) ? api.test(rawPath) : 'refused'
}

describe('readRequestTarget', () => {
  it('classifies plain paths without refusing them', () => {
    expect(readRequestTarget('/api/ai-agents?x=1')).toEqual({ isApi: true, refusal: null })
    expect(readRequestTarget('/api')).toEqual({ isApi: true, refusal: null })
    expect(readRequestTarget('/api/notes/Caf%C3%A9')).toEqual({ isApi: true, refusal: null })
    expect(readRequestTarget('/apiary')).toEqual({ isApi: false, refusal: null })
    expect(readRequestTarget('/board?next=/api/x')).toEqual({ isApi: false, refusal: null })
  })

  it('refuses a path that only decodes or normalises into the API, or out of it', () => {
    for (const url of ['/%61pi/x', '/%2fapi/x', '//api/x', '/./api/x', '/a/../api/x', '/api/../x'])
      expect(readRequestTarget(url).refusal, url).toMatch(/written plainly/)
  })

  it('answers as decoding and normalising every path would, for every short path', () => {
    const pieces = ['/', 'api', 'a', '.', '..', '%61', '%2f', '%zz', '\\', 'x']
    let level = ['']
    const paths = ['']
    for (let length = 0; length < 4; length++) {
      level = level.flatMap((prefix) => pieces.map((piece) => prefix + piece))
      paths.push(...level)
    }
    for (const rawPath of new Set(paths.map((p) => `/${p}`))) {
      const { isApi, refusal } = readRequestTarget(rawPath)
      const expected = reference(rawPath)
      if (expected === 'bad encoding') expect(refusal, rawPath).toMatch(/percent-encoding/)
      else if (expected === 'refused') expect(refusal, rawPath).toMatch(/written plainly/)
      else expect({ isApi, refusal }, rawPath).toEqual({ isApi: expected, refusal: null })
    }
  })

  it('refuses absolute-form targets and broken percent-encoding', () => {
    expect(readRequestTarget('http://evil.example/api/x').refusal).toMatch(/absolute/)
    expect(readRequestTarget('/api/%zz').refusal).toMatch(/percent-encoding/)
  })
})

describe('HostAllowList', () => {
  const list = new HostAllowList(['codex.example'])
  it('allows addresses, localhost and the configured names, any port', () => {
    for (const host of [
      '127.0.0.1:5000',
      '[::1]:80',
      '10.1.2.3',
      'localhost',
      'app.localhost:3000',
    ])
      expect(list.allows(host), host).toBe(true)
    expect(list.allows('Codex.Example:8443')).toBe(true)
  })
  it('refuses other names, and a missing Host', () => {
    expect(list.allows('evil.example')).toBe(false)
    expect(list.allows('codex.example.evil.example')).toBe(false)
    expect(list.allows(undefined)).toBe(false)
    expect(new HostAllowList(['*']).allows('anything.example')).toBe(true)
  })
  it('gives the same answers when asked again, past the hosts it remembers', () => {
    for (let i = 0; i < 200; i++) expect(list.allows(`host-${i}.example`)).toBe(false)
    expect(list.allows('evil.example')).toBe(false)
    expect(list.allows('codex.example')).toBe(true)
    expect(list.allows('127.0.0.1:5000')).toBe(true)
  })
})
