import { describe, expect, it } from 'vitest'
import { emptyProgress, markVisited, parseProgress, stepsDone } from './onboarding-progress'

describe('onboarding progress', () => {
  it('starts fresh from nothing or from anything malformed', () => {
    expect(parseProgress(null)).toEqual(emptyProgress)
    expect(parseProgress('{oops')).toEqual(emptyProgress)
    expect(parseProgress(JSON.stringify({ persona: 'zeus', greeted: 'yes', visited: 3 }))).toEqual(
      emptyProgress,
    )
  })

  it('keeps a valid persona, the hello and unique visited paths', () => {
    expect(
      parseProgress(JSON.stringify({ persona: 'eve', greeted: true, visited: ['/a', '/a', 2] })),
    ).toEqual({ persona: 'eve', greeted: true, visited: ['/a'] })
  })

  it('counts each area once and needs three', () => {
    let progress = markVisited(emptyProgress, '/teachings')
    progress = markVisited(progress, '/teachings')
    progress = markVisited(progress, '/bookstore')
    expect(stepsDone(progress, false)).toEqual({ hello: false, account: false, areas: false })
    progress = markVisited(progress, '/platform-guide')
    expect(stepsDone({ ...progress, greeted: true }, true)).toEqual({
      hello: true,
      account: true,
      areas: true,
    })
  })
})
