import { describe, expect, it } from 'vitest'
import { utcDay } from './utc-day'

describe('utcDay', () => {
  it('names the UTC day, whatever the local time zone says', () => {
    expect(utcDay(new Date('2026-11-27T23:59:59.999Z'))).toBe('2026-11-27')
    expect(utcDay(new Date('2026-11-28T00:00:00+02:00'))).toBe('2026-11-27')
  })
})
