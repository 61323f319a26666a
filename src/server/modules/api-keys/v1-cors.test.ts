import { describe, expect, it } from 'vitest'
import { allowedRequestHeaders, corsAllows } from './v1-cors'

describe('CORS for /v1', () => {
  it('allows listed origins exactly, any with *, none when unset', () => {
    expect(corsAllows(['https://app.example'], 'https://app.example')).toBe(true)
    expect(corsAllows(['https://app.example'], 'https://APP.example/')).toBe(true)
    expect(corsAllows(['https://app.example'], 'http://app.example')).toBe(false)
    expect(corsAllows(['https://app.example'], 'https://app.example:8443')).toBe(false)
    expect(corsAllows(['*'], 'https://anything.example')).toBe(true)
    expect(corsAllows([], 'https://app.example')).toBe(false)
    expect(corsAllows(['*'], undefined)).toBe(false)
  })

  it('echoes plain requested header names and refuses anything else', () => {
    expect(allowedRequestHeaders('Authorization, content-type,x-stainless-lang')).toBe(
      'Authorization, content-type, x-stainless-lang',
    )
    expect(allowedRequestHeaders('authorization\r\nx-evil: 1')).toBeNull()
    expect(allowedRequestHeaders('a b')).toBeNull()
    expect(
      allowedRequestHeaders(Array.from({ length: 41 }, (_, i) => `h${i}`).join(',')),
    ).toBeNull()
    expect(allowedRequestHeaders(undefined)).toBeNull()
  })
})
