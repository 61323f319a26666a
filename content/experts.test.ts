import { describe, expect, it } from 'vitest'
import {
  ExpertSchema,
  buildFullContext,
  filterExperts,
  isComingSoon,
  priceSummary,
  type Expert,
} from '@/shared/experts'
import { experts, findExpert } from './experts'

const byId = (id: string) => findExpert(id)!

describe('experts catalogue', () => {
  it('has twelve valid experts with unique ids', () => {
    expect(experts).toHaveLength(12)
    expect(new Set(experts.map((expert) => expert.id)).size).toBe(12)
    for (const expert of experts) expect(ExpertSchema.parse(expert)).toEqual(expert)
  })

  it('carries the free questions and prices of docs/product/experts.md', () => {
    const prices = Object.fromEntries(
      experts.map((e) => [e.name, [e.freeQuestions, e.standardPrice, e.premiumPrice]]),
    )
    expect(prices).toMatchObject({
      Echo: [3, 25, null],
      Aurelia: [3, 25, null],
      'Universal Programmer': [5, 199, 349],
      OmniCodex: [4, 75, 125],
      'HumanCodex Expert': [5, 35, 35],
      'Creative Synthesis': [4, 89, 159],
      'Business Strategy': [3, 125, 249],
      'Learning Mentor': [5, 65, 119],
      'Wellness Guide': [4, 85, 149],
      Dracos: [0, null, 50],
    })
  })

  it('makes Dracos the only premium expert, priced per year', () => {
    expect(experts.filter((expert) => expert.isPremium).map((expert) => expert.id)).toEqual([
      'dracos',
    ])
    const dracos = byId('dracos')
    expect(dracos.category).toBe('premium')
    expect(dracos.premiumDescription).toMatch(/per-year subscription/)
    expect(priceSummary(dracos)).toBe('Premium Access Required: $50/year')
  })

  it('has at least one developing expert without a portal link, shown as coming soon', () => {
    const soon = experts.filter(isComingSoon)
    expect(soon.length).toBeGreaterThan(0)
    for (const expert of soon) {
      expect(expert.status).toBe('developing')
      expect(expert.chatGptLink).toBeNull()
    }
    expect(experts.filter((expert) => !isComingSoon(expert)).every((e) => e.chatGptLink)).toBe(true)
  })

  it('rejects a premium expert without a yearly price and a live one without a link', () => {
    const dracos = byId('dracos')
    expect(ExpertSchema.safeParse({ ...dracos, premiumPrice: null }).success).toBe(false)
    expect(ExpertSchema.safeParse({ ...byId('echo'), chatGptLink: null }).success).toBe(false)
    expect(ExpertSchema.safeParse({ ...byId('echo'), standardPrice: null }).success).toBe(false)
  })
})

describe('filterExperts', () => {
  const names = (list: Expert[]) => list.map((expert) => expert.name)

  it('matches the name or a specialty, case-insensitive', () => {
    expect(names(filterExperts(experts, { search: 'ECHO' }))).toEqual(['Echo'])
    expect(names(filterExperts(experts, { search: 'typescript' }))).toEqual([
      'Universal Programmer',
    ])
    expect(names(filterExperts(experts, { search: '  sleep ' }))).toEqual(['Wellness Guide'])
  })

  it('combines the search with the category', () => {
    expect(names(filterExperts(experts, { category: 'technical' }))).toEqual([
      'Universal Programmer',
      'OmniCodex',
    ])
    expect(names(filterExperts(experts, { search: 'research', category: 'technical' }))).toEqual([
      'OmniCodex',
    ])
    expect(filterExperts(experts, { search: 'research', category: 'wellness' })).toEqual([])
    expect(filterExperts(experts, { category: 'all' })).toHaveLength(12)
  })

  it('does not match on the description', () => {
    expect(filterExperts(experts, { search: 'tangled' })).toEqual([])
  })
})

describe('buildFullContext', () => {
  it('names the expert, the question type, the learning focus and the question', () => {
    const text = buildFullContext(byId('learning_mentor'), {
      questionType: 'practical',
      customPrompt: '  How do I learn calculus in a month?  ',
      learningFocus: ['Enrolled in Calculus Foundations'],
    })
    expect(text).toMatch(/^You are Learning Mentor, Companion of Every Learner/)
    expect(text).toContain('Question type: Practical steps.')
    expect(text).toContain('- Enrolled in Calculus Foundations')
    expect(text).toContain('Their question: How do I learn calculus in a month?')
    expect(text).toContain('Access: 5 free questions, then $65 per session, $119 per premium')
  })

  it('invites a greeting without a question and speaks of the yearly premium subscription', () => {
    const text = buildFullContext(byId('dracos'))
    expect(text).toContain('Question type: General question.')
    expect(text).toContain('Begin by greeting them')
    expect(text).toContain('Premium Access Required: $50/year')
    expect(text).toContain('Premium subscription: A per-year subscription')
    expect(text).not.toContain('About the person asking')
  })
})
