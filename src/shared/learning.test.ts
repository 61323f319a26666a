import { describe, expect, it } from 'vitest'
import {
  formatMinutes,
  LearningStatsQuerySchema,
  learningProgress,
  ReportInputSchema,
} from './learning'

describe('learning progress', () => {
  it('is total activities out of 50, capped at 100 percent', () => {
    expect(learningProgress(0)).toBe(0)
    expect(learningProgress(1)).toBe(2)
    expect(learningProgress(25)).toBe(50)
    expect(learningProgress(50)).toBe(100)
    expect(learningProgress(180)).toBe(100)
  })
})

describe('learning contracts', () => {
  it('take a user id and an IANA time zone for stats', () => {
    expect(LearningStatsQuerySchema.parse({ userId: '7', tz: 'Europe/Berlin' })).toEqual({
      userId: 7,
      tz: 'Europe/Berlin',
    })
    expect(LearningStatsQuerySchema.safeParse({ userId: '7', tz: 'Nowhere/Land' }).success).toBe(
      false,
    )
  })

  it('know only weekly and monthly reports', () => {
    expect(ReportInputSchema.safeParse({ userId: 1, reportType: 'monthly' }).success).toBe(true)
    const daily = ReportInputSchema.safeParse({ userId: 1, reportType: 'daily' })
    expect(daily.error?.issues[0]?.message).toBe('must be weekly or monthly')
  })

  it('write learning time in hours and minutes', () => {
    expect(formatMinutes(0)).toBe('0 min')
    expect(formatMinutes(95)).toBe('1 h 35 min')
    expect(formatMinutes(120)).toBe('2 h')
  })
})
