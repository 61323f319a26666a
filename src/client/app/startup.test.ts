import { describe, expect, it } from 'vitest'
import { deepLinkHash } from './startup'

describe('deepLinkHash', () => {
  it('keeps a hash that names a live home section', () => {
    expect(deepLinkHash('#marketplace')).toBe('#marketplace')
    expect(deepLinkHash('#ai-interface')).toBe('#ai-interface')
  })

  it('drops an empty, unknown or malformed hash', () => {
    expect(deepLinkHash('')).toBe('')
    expect(deepLinkHash('#')).toBe('')
    expect(deepLinkHash('#stale-scroll-state')).toBe('')
    expect(deepLinkHash('#%E0%A4%A')).toBe('')
  })
})
