import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { enrollments, learningActivities } from '../../db/schema/index'
import { buildTestApp, type TestApp } from '../../test/build-test-app'
import { signUp } from '../../test/helpers'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(() => t.close())

const names = (body: { name: string }[]) => body.map((expert) => expert.name)
const generate = (payload: object, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/generate-context',
    payload,
    ...(cookie ? { headers: { cookie } } : {}),
  })

describe('GET /api/experts', () => {
  it('lists the twelve experts of the ring', async () => {
    const res = await t.app.inject({ url: '/api/experts' })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toHaveLength(12)
    expect(res.json()[0]).toMatchObject({ id: 'echo', freeQuestions: 3, standardPrice: 25 })
  })

  it('searches name or specialty case-insensitively, combined with the category', async () => {
    const search = async (query: string) =>
      names((await t.app.inject({ url: `/api/experts?${query}` })).json())
    expect(await search('search=TYPESCRIPT')).toEqual(['Universal Programmer'])
    expect(await search('search=aur')).toEqual(['Aurelia'])
    expect(await search('category=technical')).toEqual(['Universal Programmer', 'OmniCodex'])
    expect(await search('search=research&category=technical')).toEqual(['OmniCodex'])
    expect(await search('search=research&category=wellness')).toEqual([])
    expect(await search('category=premium')).toEqual(['Dracos'])
    expect(await search('category=all&search=')).toHaveLength(12)
  })

  it('rejects an unknown category, naming the field', async () => {
    const res = await t.app.inject({ url: '/api/experts?category=magic' })
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toMatch(/^category: /)
  })

  it('returns one expert, or 404 for an unknown id', async () => {
    expect((await t.app.inject({ url: '/api/experts/dracos' })).json()).toMatchObject({
      isPremium: true,
      premiumPrice: 50,
    })
    const missing = await t.app.inject({ url: '/api/experts/nobody' })
    expect(missing.statusCode).toBe(404)
    expect(missing.json()).toEqual({ message: 'No expert with the id nobody' })
  })

  it('makes the experts findable in quick search and known to the offline engine', async () => {
    const res = await t.app.inject({ url: '/api/quick-search/search?query=Dracos' })
    expect(res.json()[0]).toMatchObject({ id: 'expert:dracos', path: '/agents?q=Dracos' })
    const hit = t.app.ai.knowledge.search('Which expert teaches woodworking?', 1)[0]
    expect(hit?.passage.id).toBe('expert:rogark')
  })
})

describe('POST /api/generate-context', () => {
  it("builds the context from the expert's profile, the question type and the prompt", async () => {
    const res = await generate({
      expertId: 'creative_synthesis',
      questionType: 'creative',
      customPrompt: 'Help me name my jazz trio',
    })
    expect(res.statusCode).toBe(200)
    const { fullContext } = res.json()
    expect(fullContext).toContain('You are Creative Synthesis, Weaver of Ideas')
    expect(fullContext).toContain('Specialties: Storytelling, Brainstorming')
    expect(fullContext).toContain('Question type: Creative exploration.')
    expect(fullContext).toContain('Their question: Help me name my jazz trio')
    expect(fullContext).toContain('4 free questions, then $89 per session')
    expect(fullContext).not.toContain('About the person asking')
  })

  it("adds a signed-in person's learning focus from their enrolments and activity", async () => {
    const ada = await signUp(t, 'ada_ctx')
    const db = t.app.database.db
    await db.insert(enrollments).values([
      { userId: ada.user.id, courseId: 'culinary-craft' },
      { userId: ada.user.id, courseId: 'retired-course_id' },
    ])
    await db.insert(learningActivities).values([
      { userId: ada.user.id, kind: 'tutor-chat', agent: 'rogark', minutes: 30 },
      { userId: ada.user.id, kind: 'tutor-chat', agent: 'rogark', minutes: 15 },
      { userId: ada.user.id, kind: 'chat', agent: 'eve', minutes: 5 },
    ])
    const { fullContext } = (await generate({ expertId: 'learning_mentor' }, ada.cookie)).json()
    expect(fullContext).toContain('About the person asking (from their HumanCodex learning):')
    expect(fullContext).toContain('The Culinary Craft')
    expect(fullContext).toContain('Retired Course Id')
    expect(fullContext).toMatch(
      /- Learning so far: 3 activities, 50 minutes, a 1-day streak; learns most often with Rogark\./,
    )
    const bob = await signUp(t, 'bob_ctx')
    const bobs = (await generate({ expertId: 'learning_mentor' }, bob.cookie)).json()
    expect(bobs.fullContext).not.toContain('About the person asking')
  })

  it('rejects an unknown expert with 404 and bad input with 400 naming the field', async () => {
    const unknown = await generate({ expertId: 'nobody' })
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json()).toEqual({ message: 'No expert with the id nobody' })

    const long = await generate({ expertId: 'echo', customPrompt: 'x'.repeat(2001) })
    expect(long.statusCode).toBe(400)
    expect(long.json().message).toBe('customPrompt: must be at most 2000 characters')

    expect((await generate({ expertId: 'echo', customPrompt: 'x'.repeat(2000) })).statusCode).toBe(
      200,
    )
    expect((await generate({})).json().message).toMatch(/^expertId: /)
    expect((await generate({ expertId: 'echo', questionType: 'gossip' })).json().message).toMatch(
      /^questionType: /,
    )
  })

  it('frames a developing expert too (the launcher, not the server, refuses to open it)', async () => {
    const res = await generate({ expertId: 'star_dragon' })
    expect(res.statusCode).toBe(200)
    expect(res.json().fullContext).toContain('You are Star Dragon')
  })
})
