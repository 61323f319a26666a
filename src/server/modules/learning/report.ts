import {
  ACTIVITY_KINDS,
  ACTIVITY_LABELS,
  formatMinutes,
  learningTimeBasis,
  type ActivityKind,
  type LearningReport,
  type ReportType,
} from '@/shared/learning'
import { addDays, computeStreak, dayKey, daysBetween } from './days'

export const REPORT_DAYS: Record<ReportType, number> = { weekly: 7, monthly: 30 }

export interface ActivityRow {
  kind: ActivityKind
  agent: string | null
  courseId: string | null
  minutes: number
  occurredAt: Date
}

export interface EnrollmentRow {
  courseId: string
  title: string
  mentor: string
  enrolledAt: Date
}

export interface ReportInput {
  reportType: ReportType
  username: string
  now: Date
  timeZone: string
  /** The user's activities; those outside the period are ignored. */
  activities: ActivityRow[]
  /** Days with activity before the period, so the streak can run past its start. */
  earlierActiveDays?: Iterable<string>
  enrollments: EnrollmentRow[]
  agentName: (id: string) => string
}

/** The period of a report: the last 7 or 30 days, today included, in the user's time zone. */
export function reportPeriod(reportType: ReportType, now: Date, timeZone: string) {
  const end = dayKey(now, timeZone)
  const days = REPORT_DAYS[reportType]
  return { start: addDays(end, -(days - 1)), end, days }
}

/** Builds a report from real activity: counts by type and by day, time, agents, courses. */
export function buildReport(input: ReportInput): LearningReport {
  const period = reportPeriod(input.reportType, input.now, input.timeZone)
  const inPeriod = input.activities
    .map((activity) => ({ ...activity, day: dayKey(activity.occurredAt, input.timeZone) }))
    .filter((activity) => activity.day >= period.start && activity.day <= period.end)

  const byKind = new Map<ActivityKind, number>()
  const perDay = new Map<string, { activities: number; minutes: number }>()
  const agents = new Map<string, number>()
  for (const activity of inPeriod) {
    byKind.set(activity.kind, (byKind.get(activity.kind) ?? 0) + 1)
    const day = perDay.get(activity.day) ?? { activities: 0, minutes: 0 }
    day.activities++
    day.minutes += activity.minutes
    perDay.set(activity.day, day)
    if (activity.agent) {
      const name = input.agentName(activity.agent)
      agents.set(name, (agents.get(name) ?? 0) + 1)
    }
  }
  const activeDays = new Set([...(input.earlierActiveDays ?? []), ...perDay.keys()])

  return {
    reportType: input.reportType,
    username: input.username,
    generatedAt: input.now.toISOString(),
    timeZone: input.timeZone,
    period,
    totals: {
      activities: inPeriod.length,
      minutes: inPeriod.reduce((sum, activity) => sum + activity.minutes, 0),
      activeDays: perDay.size,
      learningStreak: computeStreak(activeDays, period.end),
    },
    byType: ACTIVITY_KINDS.filter((kind) => byKind.has(kind)).map((kind) => ({
      kind,
      label: ACTIVITY_LABELS[kind],
      count: byKind.get(kind)!,
    })),
    byDay: daysBetween(period.start, period.end).map((date) => ({
      date,
      ...(perDay.get(date) ?? { activities: 0, minutes: 0 }),
    })),
    agents: [...agents]
      .map(([name, count]) => ({ name, count }))
      .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name)),
    enrollments: input.enrollments.map((enrollment) => {
      const day = dayKey(enrollment.enrolledAt, input.timeZone)
      return {
        courseId: enrollment.courseId,
        title: enrollment.title,
        mentor: enrollment.mentor,
        enrolledAt: enrollment.enrolledAt.toISOString(),
        inPeriod: day >= period.start && day <= period.end,
      }
    }),
  }
}

/** `learning-report-weekly-2026-05-10.md`: the type and the last day of the period. */
export function reportFileName(
  report: Pick<LearningReport, 'reportType' | 'period'>,
  ext: 'md' | 'json',
) {
  return `learning-report-${report.reportType}-${report.period.end}.${ext}`
}

const cell = (text: string) => text.replaceAll('|', '\\|')

/** The report as a Markdown document. */
export function reportToMarkdown(report: LearningReport): string {
  const title = report.reportType === 'weekly' ? 'Weekly' : 'Monthly'
  const { totals, period } = report
  const lines = [
    `# ${title} learning report: ${report.username}`,
    '',
    `Period: ${period.start} to ${period.end} (${period.days} days, ${report.timeZone})  `,
    `Generated: ${report.generatedAt}`,
    '',
    '## Summary',
    '',
    `- Activities: ${totals.activities}`,
    `- Estimated learning time: ${formatMinutes(totals.minutes)} (${learningTimeBasis()})`,
    `- Active days: ${totals.activeDays} of ${period.days}`,
    `- Learning streak: ${totals.learningStreak} ${totals.learningStreak === 1 ? 'day' : 'days'}`,
    '',
    '## Activities by type',
    '',
  ]
  if (report.byType.length === 0) lines.push('No learning activity in this period.')
  else {
    lines.push('| Activity | Count |', '| --- | ---: |')
    for (const row of report.byType) lines.push(`| ${row.label} | ${row.count} |`)
  }
  lines.push(
    '',
    '## Activities by day',
    '',
    '| Day | Activities | Estimated minutes |',
    '| --- | ---: | ---: |',
  )
  for (const row of report.byDay) lines.push(`| ${row.date} | ${row.activities} | ${row.minutes} |`)
  lines.push('', '## Agents you learned with', '')
  if (report.agents.length === 0) lines.push('No agents in this period.')
  else for (const agent of report.agents) lines.push(`- ${agent.name}: ${agent.count}`)
  lines.push('', '## Courses', '')
  if (report.enrollments.length === 0) lines.push('Not enrolled in any AI-mentored course yet.')
  else {
    lines.push('| Course | Mentor | Enrolled |', '| --- | --- | --- |')
    for (const course of report.enrollments) {
      lines.push(
        `| ${cell(course.title)} | ${cell(course.mentor)} | ${course.enrolledAt.slice(0, 10)}${course.inPeriod ? ' (this period)' : ''} |`,
      )
    }
  }
  return `${lines.join('\n')}\n`
}
