import { describe, expect, it } from 'vitest'
import { fileNameOf } from './download-report'

describe('report file name', () => {
  it('comes from Content-Disposition, else the fallback', () => {
    expect(fileNameOf('attachment; filename="learning-report-weekly-2026-05-10.md"', 'x.md')).toBe(
      'learning-report-weekly-2026-05-10.md',
    )
    expect(fileNameOf(null, 'learning-report.json')).toBe('learning-report.json')
    expect(fileNameOf('attachment', 'learning-report.md')).toBe('learning-report.md')
  })
})
