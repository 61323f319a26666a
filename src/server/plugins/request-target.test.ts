import { describe, expect, it } from 'vitest'
import { HostAllowList, readRequestTarget } from './request-target'

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
})
