import { describe, expect, it } from 'vitest'
import { formatMinutes, LearningReportSchema } from '@/shared/learning'
import {
  buildReport,
  reportFileName,
  reportPeriod,
  reportToMarkdown,
  type ActivityRow,
} from './report'

const now = new Date('2026-05-10T12:00:00Z')
const at = (
  iso: string,
  kind: ActivityRow['kind'],
  agent: string | null,
  minutes: number,
): ActivityRow => ({
  kind,
  agent,
  courseId: null,
  minutes,
  occurredAt: new Date(iso),
})
const names: Record<string, string> = { echo: 'Echo', adam: 'Adam' }

const activities = [
  at('2026-05-10T09:00:00Z', 'tutor-chat', 'echo', 4),
  at('2026-05-10T10:00:00Z', 'tutor-chat', 'echo', 4),
  at('2026-05-09T10:00:00Z', 'persona-chat', 'adam', 2),
  at('2026-05-08T10:00:00Z', 'course-opened', null, 15),
  at('2026-05-01T10:00:00Z', 'course-enrolled', 'echo', 5),
  at('2026-04-01T10:00:00Z', 'persona-chat', 'adam', 2),
]

const build = (reportType: 'weekly' | 'monthly', timeZone = 'UTC') =>
  buildReport({
    reportType,
    username: 'ada',
    now,
    timeZone,
    activities,
    enrollments: [
      {
        courseId: 'poetry-creative-writing',
        title: 'Poetry & Creative Writing',
        mentor: 'Echo',
        enrolledAt: new Date('2026-05-01T10:00:00Z'),
      },
    ],
    agentName: (id) => names[id] ?? id,
  })

describe('learning report', () => {
  it('covers the last 7 or 30 days, today included', () => {
    expect(reportPeriod('weekly', now, 'UTC')).toEqual({
      start: '2026-05-04',
      end: '2026-05-10',
      days: 7,
    })
    expect(reportPeriod('monthly', now, 'UTC')).toEqual({
      start: '2026-04-11',
      end: '2026-05-10',
      days: 30,
    })
  })

  it('counts only the period, by type, by day and by agent', () => {
    const report = build('weekly')
    expect(LearningReportSchema.parse(report)).toEqual(report)
    expect(report.totals).toEqual({ activities: 4, minutes: 25, activeDays: 3, learningStreak: 3 })
    expect(report.byType).toEqual([
      { kind: 'course-opened', label: 'Free courses opened', count: 1 },
      { kind: 'tutor-chat', label: 'Tutor chats', count: 2 },
      { kind: 'persona-chat', label: 'Persona chats', count: 1 },
    ])
    expect(report.byDay).toHaveLength(7)
    expect(report.byDay.at(-1)).toEqual({ date: '2026-05-10', activities: 2, minutes: 8 })
    expect(report.byDay[0]).toEqual({ date: '2026-05-04', activities: 0, minutes: 0 })
    expect(report.agents).toEqual([
      { name: 'Echo', count: 2 },
      { name: 'Adam', count: 1 },
    ])
    expect(report.enrollments[0]!.inPeriod).toBe(false)
  })

  it('takes a month for the monthly report, with the enrolment in it', () => {
    const report = build('monthly')
    expect(report.totals.activities).toBe(5)
    expect(report.enrollments[0]!.inPeriod).toBe(true)
    expect(report.agents[0]).toEqual({ name: 'Echo', count: 3 })
  })

  it('places activities on the days of the user’s time zone', () => {
    const report = build('weekly', 'Pacific/Kiritimati')
    // UTC+14: "now" is 02:00 on the 11th; 10:00Z on the 10th is midnight of the 11th, while
    // 09:00Z on the 10th and 10:00Z on the 9th both fall on the 10th.
    expect(report.period.end).toBe('2026-05-11')
    expect(report.byDay.slice(-2)).toEqual([
      { date: '2026-05-10', activities: 2, minutes: 6 },
      { date: '2026-05-11', activities: 1, minutes: 4 },
    ])
  })

  it('writes Markdown with the summary, the tables and the courses', () => {
    const markdown = reportToMarkdown(build('weekly'))
    expect(markdown).toMatch(/^# Weekly learning report: ada\n/)
    expect(markdown).toContain('Period: 2026-05-04 to 2026-05-10 (7 days, UTC)')
    expect(markdown).toContain(
      '- Estimated learning time: 25 min (An estimate, not measured time: free courses opened 15 min each,',
    )
    expect(markdown).toContain('- Learning streak: 3 days')
    expect(markdown).toContain('| Tutor chats | 2 |')
    expect(markdown).toContain('| 2026-05-10 | 2 | 8 |')
    expect(markdown).toContain('- Echo: 2')
    expect(markdown).toContain('| Poetry & Creative Writing | Echo | 2026-05-01 |')
  })

  it('says so when there is nothing to report', () => {
    const empty = buildReport({
      reportType: 'weekly',
      username: 'new',
      now,
      timeZone: 'UTC',
      activities: [],
      enrollments: [],
      agentName: (id) => id,
    })
    const markdown = reportToMarkdown(empty)
    expect(markdown).toContain('No learning activity in this period.')
    expect(markdown).toContain('Not enrolled in any AI-mentored course yet.')
    expect(empty.totals.learningStreak).toBe(0)
  })

  it('names files by type and date', () => {
    const report = build('monthly')
    expect(reportFileName(report, 'md')).toBe('learning-report-monthly-2026-05-10.md')
    expect(reportFileName(report, 'json')).toBe('learning-report-monthly-2026-05-10.json')
    expect(formatMinutes(125)).toBe('2 h 5 min')
    expect(formatMinutes(60)).toBe('1 h')
  })
})
