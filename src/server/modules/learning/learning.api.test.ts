import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../test/build-test-app'
import { parseSse, signUp } from '../../test/helpers'
import { REPORT_TTL_MS } from './reports'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(() => t.close())
afterEach(() => {
  t.app.learningClock.now = () => new Date()
})

const setClock = (iso: string) => {
  t.app.learningClock.now = () => new Date(iso)
}

type Session = Awaited<ReturnType<typeof signUp>>

const post = (session: Session | null, url: string, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    headers: session ? { cookie: session.cookie } : {},
  })
const get = (session: Session | null, url: string) =>
  t.app.inject({ url, headers: session ? { cookie: session.cookie } : {} })
const stats = (session: Session, tz?: string) =>
  get(session, `/api/learning/stats?userId=${session.user.id}${tz ? `&tz=${tz}` : ''}`)

describe('enrolments', () => {
  it('stores an enrolment per user, once, and shows it on every device', async () => {
    const ada = await signUp(t, 'ada_enrol')
    const first = await post(ada, '/api/learning/enrollments', { courseId: 'culinary-craft' })
    expect(first.statusCode).toBe(201)
    expect(first.json()).toMatchObject({ courseId: 'culinary-craft' })
    const again = await post(ada, '/api/learning/enrollments', { courseId: 'culinary-craft' })
    expect(again.statusCode).toBe(200)
    expect(again.json().enrolledAt).toBe(first.json().enrolledAt)

    // A second session of the same account (another device) sees it.
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: 'ada_enrol', password: 'long-enough-password' },
    })
    const other = `hc_session=${login.cookies.find((c) => c.name === 'hc_session')!.value}`
    const list = await t.app.inject({
      url: '/api/learning/enrollments',
      headers: { cookie: other },
    })
    expect(list.json().map((e: { courseId: string }) => e.courseId)).toEqual(['culinary-craft'])

    // Counted once as activity, with the mentor, and once as a purchase intent at its price.
    expect((await stats(ada)).json()).toMatchObject({
      totalActivities: 1,
      totalLearningTime: 5,
      favoriteAgents: ['Meg'],
    })
    const purchases = await get(ada, '/api/purchases')
    expect(purchases.json()).toEqual([
      expect.objectContaining({
        productType: 'course',
        productId: 'culinary-craft',
        amountCents: 8900,
      }),
    ])
  })

  it('keeps each user’s enrolments to themselves', async () => {
    const bob = await signUp(t, 'bob_enrol')
    const cyd = await signUp(t, 'cyd_enrol')
    await post(bob, '/api/learning/enrollments', { courseId: 'logic-critical-thinking' })
    expect((await get(cyd, '/api/learning/enrollments')).json()).toEqual([])
    expect((await get(bob, '/api/learning/enrollments')).json()).toHaveLength(1)
  })

  it('refuses visitors, unknown courses and a missing course id', async () => {
    const eve = await signUp(t, 'eve_enrol')
    expect(
      (await post(null, '/api/learning/enrollments', { courseId: 'culinary-craft' })).statusCode,
    ).toBe(401)
    expect((await get(null, '/api/learning/enrollments')).statusCode).toBe(401)
    // The visitor hears they must sign in, not what the body lacks.
    const empty = await post(null, '/api/learning/enrollments', {})
    expect(empty.statusCode).toBe(401)
    expect(empty.json().message).toBe(
      'Sign in to keep your learning: enrolments, activity and reports.',
    )
    const unknown = await post(eve, '/api/learning/enrollments', { courseId: 'no-such-course' })
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json().message).toMatch(/^courseId:/)
    // A free course is not something to enrol in.
    expect(
      (await post(eve, '/api/learning/enrollments', { courseId: 'free-cs50' })).statusCode,
    ).toBe(404)
    const missing = await post(eve, '/api/learning/enrollments', {})
    expect(missing.statusCode).toBe(400)
    expect(missing.json().message).toMatch(/^courseId/)
  })
})

describe('learning stats', () => {
  it('are the signed-in user’s own only', async () => {
    const dan = await signUp(t, 'dan_stats')
    const fay = await signUp(t, 'fay_stats')
    await post(dan, '/api/learning/course-opened', { courseId: 'free-cs50' })
    const own = await stats(dan)
    expect(own.statusCode).toBe(200)
    expect(own.json()).toEqual({
      totalActivities: 1,
      totalLearningTime: 15,
      favoriteAgents: [],
      learningStreak: 1,
    })
    const theirs = await get(fay, `/api/learning/stats?userId=${dan.user.id}`)
    expect(theirs.statusCode).toBe(403)
    expect((await stats(fay)).json().totalActivities).toBe(0)
    expect((await get(null, `/api/learning/stats?userId=${dan.user.id}`)).statusCode).toBe(401)
  })

  it('names bad input', async () => {
    const gus = await signUp(t, 'gus_stats')
    const noId = await get(gus, '/api/learning/stats')
    expect(noId.statusCode).toBe(400)
    expect(noId.json().message).toMatch(/^userId/)
    const badZone = await stats(gus, 'Mars/Olympus')
    expect(badZone.statusCode).toBe(400)
    expect(badZone.json().message).toMatch(/^tz/)
    const badCourse = await post(gus, '/api/learning/course-opened', { courseId: 'culinary-craft' })
    expect(badCourse.statusCode).toBe(404)
  })

  it('count the streak in consecutive days, with the clock moved across days', async () => {
    const hal = await signUp(t, 'hal_streak')
    const open = () => post(hal, '/api/learning/course-opened', { courseId: 'free-khan-math' })
    setClock('2026-05-01T10:00:00Z')
    await open()
    setClock('2026-05-03T10:00:00Z') // a gap on the 2nd
    await open()
    setClock('2026-05-04T05:00:00Z')
    await open()
    setClock('2026-05-05T22:00:00Z')
    await open()
    expect((await stats(hal)).json().learningStreak).toBe(3)

    // The next day, before any activity, the streak still stands; a day later it is gone.
    setClock('2026-05-06T09:00:00Z')
    expect((await stats(hal)).json().learningStreak).toBe(3)
    setClock('2026-05-07T09:00:00Z')
    expect((await stats(hal)).json().learningStreak).toBe(0)

    // In Los Angeles (UTC-7) 05:00Z on the 4th is the evening of the 3rd and 22:00Z on the 5th
    // the afternoon of the 5th: days 1, 3 and 5, so the streak on the 5th is one day.
    setClock('2026-05-06T01:00:00Z')
    expect((await stats(hal, 'America/Los_Angeles')).json().learningStreak).toBe(1)
    expect((await stats(hal, 'America/Los_Angeles')).json()).toMatchObject({
      totalActivities: 4,
      totalLearningTime: 60,
    })
  })

  it('put the most frequent agent first', async () => {
    const ivy = await signUp(t, 'ivy_agents')
    for (const courseId of ['consciousness-studies', 'poetry-creative-writing', 'culinary-craft'])
      await post(ivy, '/api/learning/enrollments', { courseId })
    expect((await stats(ivy)).json().favoriteAgents).toEqual(['Echo', 'Meg'])
  })
})

describe('learning reports', () => {
  it('generate a report of real activity, downloadable as JSON and Markdown', async () => {
    const jo = await signUp(t, 'jo_report')
    setClock('2026-05-09T12:00:00Z')
    await post(jo, '/api/learning/enrollments', { courseId: 'poetry-creative-writing' })
    setClock('2026-05-10T12:00:00Z')
    await post(jo, '/api/learning/course-opened', { courseId: 'free-drawabox' })
    const created = await post(jo, '/api/learning/report', {
      userId: jo.user.id,
      reportType: 'weekly',
    })
    expect(created.statusCode).toBe(201)
    const ticket = created.json()
    expect(ticket.downloadToken).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(ticket.fileName).toBe('learning-report-weekly-2026-05-10.md')
    expect(Date.parse(ticket.expiresAt)).toBe(Date.parse('2026-05-10T12:00:00Z') + REPORT_TTL_MS)

    const json = await get(jo, `/api/learning/download/${ticket.downloadToken}`)
    expect(json.statusCode).toBe(200)
    expect(json.headers['content-disposition']).toBe(
      'attachment; filename="learning-report-weekly-2026-05-10.json"',
    )
    const report = json.json()
    expect(report).toMatchObject({
      reportType: 'weekly',
      username: 'jo_report',
      period: { start: '2026-05-04', end: '2026-05-10', days: 7 },
      totals: { activities: 3, minutes: 20, activeDays: 2, learningStreak: 2 },
      agents: [{ name: 'Echo', count: 1 }],
      enrollments: [
        expect.objectContaining({
          title: 'Poetry & Creative Writing',
          mentor: 'Echo',
          inPeriod: true,
        }),
      ],
    })
    expect(report.byType.map((row: { kind: string }) => row.kind)).toEqual([
      'course-opened',
      'course-enrolled',
      'report-generated',
    ])

    const md = await get(jo, `/api/learning/download/${ticket.downloadToken}/formatted`)
    expect(md.statusCode).toBe(200)
    expect(md.headers['content-type']).toBe('text/markdown; charset=utf-8')
    expect(md.headers['content-disposition']).toBe(
      'attachment; filename="learning-report-weekly-2026-05-10.md"',
    )
    expect(md.body).toMatch(
      /^# Weekly learning report: jo_report\n\nPeriod: 2026-05-04 to 2026-05-10/,
    )
    expect(md.body).toContain('| Free courses opened | 1 |')
    expect(md.body).toContain('| Poetry & Creative Writing | Echo | 2026-05-09 (this period) |')
  })

  it('belong to their owner and expire', async () => {
    const kai = await signUp(t, 'kai_report')
    const lea = await signUp(t, 'lea_report')
    setClock('2026-06-01T08:00:00Z')
    const { downloadToken } = (
      await post(kai, '/api/learning/report', { userId: kai.user.id, reportType: 'monthly' })
    ).json()
    expect((await get(lea, `/api/learning/download/${downloadToken}`)).statusCode).toBe(403)
    expect((await get(lea, `/api/learning/download/${downloadToken}/formatted`)).statusCode).toBe(
      403,
    )
    expect((await get(null, `/api/learning/download/${downloadToken}`)).statusCode).toBe(401)
    expect(
      (await get(kai, `/api/learning/download/${downloadToken.slice(0, -2)}xx`)).statusCode,
    ).toBe(404)

    setClock(new Date(Date.parse('2026-06-01T08:00:00Z') + REPORT_TTL_MS - 1000).toISOString())
    expect((await get(kai, `/api/learning/download/${downloadToken}`)).statusCode).toBe(200)
    setClock(new Date(Date.parse('2026-06-01T08:00:00Z') + REPORT_TTL_MS).toISOString())
    const expired = await get(kai, `/api/learning/download/${downloadToken}/formatted`)
    expect(expired.statusCode).toBe(410)
    expect(expired.json().message).toMatch(/expired/)
  })

  it('refuse a bad report type, another user’s id and visitors', async () => {
    const max = await signUp(t, 'max_report')
    const bad = await post(max, '/api/learning/report', {
      userId: max.user.id,
      reportType: 'daily',
    })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().message).toBe('reportType: must be weekly or monthly')
    const other = await post(max, '/api/learning/report', {
      userId: max.user.id + 1000,
      reportType: 'weekly',
    })
    expect(other.statusCode).toBe(403)
    expect(
      (await post(null, '/api/learning/report', { userId: 1, reportType: 'weekly' })).statusCode,
    ).toBe(401)
  })
})

describe('tutor chat', () => {
  it('answers as the course mentor about the course and records a tutor chat', async () => {
    const ned = await signUp(t, 'ned_tutor')
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/learning/tutor',
      headers: { cookie: ned.cookie, accept: 'text/event-stream' },
      payload: { courseId: 'woodworking-first-cut', message: 'Where do I start?' },
    })
    expect(res.statusCode).toBe(200)
    const events = parseSse(res.body)
    const done = events.find((event) => event.event === 'done')!.data as { response: string }
    expect(done.response).toContain('Woodworking from First Cut to Finished Piece')
    expect((await stats(ned)).json()).toMatchObject({
      totalActivities: 1,
      totalLearningTime: 4,
      favoriteAgents: ['Rogark'],
    })
  })

  it('works for visitors without recording anything, and refuses unknown or unready mentors', async () => {
    const res = await post(null, '/api/learning/tutor', {
      courseId: 'algebra-to-calculus',
      message: 'What will I learn?',
    })
    expect(res.statusCode).toBe(200)
    expect(res.json().response).toContain('Mathematics: From Algebra to Calculus')
    expect(
      (await post(null, '/api/learning/tutor', { courseId: 'nope', message: 'hi' })).statusCode,
    ).toBe(404)
    const unready = await post(null, '/api/learning/tutor', {
      courseId: 'mythic-storytelling',
      message: 'hi',
    })
    expect(unready.statusCode).toBe(409)
    expect(unready.json().message).toMatch(/Star Dragon/)
  })

  it('records persona chats as learning activity too', async () => {
    const oli = await signUp(t, 'oli_persona')
    await post(oli, '/api/ai-agents/eve/ask', { message: 'Tell me about the courses' })
    expect((await stats(oli)).json()).toMatchObject({ totalActivities: 1, favoriteAgents: ['Eve'] })
  })
})

describe('notes', () => {
  it('count a created note as learning activity', async () => {
    const pia = await signUp(t, 'pia_notes')
    const res = await post(pia, '/api/obsidian/notes', {
      title: 'What I learned about knots',
      content: 'A bowline holds.',
    })
    expect(res.statusCode).toBe(201)
    expect((await stats(pia)).json()).toMatchObject({ totalActivities: 1, totalLearningTime: 10 })
  })
})

describe('the offline engine knows the courses', () => {
  it('names a course when a question names it', async () => {
    const res = await post(null, '/api/ai-agents/adam/ask', {
      message: 'What is the Philosophy of Mind course about?',
    })
    expect(res.json().response).toContain('Philosophy of Mind')
  })

  it('finds courses in quick search', async () => {
    const res = await get(null, '/api/quick-search/search?query=woodworking')
    expect(res.json()[0]).toMatchObject({
      title: 'Woodworking from First Cut to Finished Piece',
      path: '/teachings?course=woodworking-first-cut',
    })
  })
})
