import { describe, expect, it } from 'vitest'
import {
  compassPaths,
  companionSectionIds,
  findRoute,
  homeSections,
  isLiveHref,
  liveScreenPaths,
  routeRegistry,
} from './routes'

describe('the route registry', () => {
  it('has each path once, with words for the hub and search', () => {
    const paths = routeRegistry.map((entry) => entry.path)
    expect(new Set(paths).size).toBe(paths.length)
    for (const entry of routeRegistry) {
      expect(entry.path).toMatch(/^\/[a-z0-9-]*$/)
      expect(entry.title.length).toBeGreaterThan(1)
      expect(entry.description.length).toBeGreaterThan(10)
      expect(entry.description.length).toBeLessThanOrEqual(90)
    }
  })

  it('covers every hub entry (docs/product/landing-and-navigation.md)', () => {
    expect(compassPaths).toHaveLength(26)
    for (const path of compassPaths) expect(findRoute(path), path).toBeDefined()
  })

  it('redirects /home to /', () => {
    expect(findRoute('/home')).toMatchObject({ redirectTo: '/', live: true })
    expect(liveScreenPaths()).not.toContain('/home')
  })

  it('has an entry for every anchored and companion section', () => {
    const ids = homeSections.map((section) => section.id)
    expect(new Set(ids).size).toBe(ids.length)
    const anchors = ['system-explanation', 'ai-interface', 'ring-of-twelve', 'humancodex-docs']
    for (const id of [...anchors, 'marketplace', 'auth', ...companionSectionIds]) {
      expect(ids, id).toContain(id)
    }
    expect(companionSectionIds).toHaveLength(14)
  })
})

describe('isLiveHref', () => {
  it('accepts live screens and live home sections only', () => {
    expect(isLiveHref('/')).toBe(true)
    expect(isLiveHref('/platform-guide#how-it-works')).toBe(true)
    expect(isLiveHref('/#codex-compass')).toBe(true)
    expect(isLiveHref('/#ring-of-thirteen')).toBe(true)
    expect(isLiveHref('/home#codex-compass')).toBe(true)
  })

  it('refuses unbuilt screens, unbuilt sections and unknown paths', () => {
    // Whichever screen is still unbuilt; the list shrinks as screens land.
    const unbuilt = routeRegistry.find((entry) => !entry.live)
    if (unbuilt) expect(isLiveHref(unbuilt.path)).toBe(false)
    const unbuiltSection = homeSections.find((section) => !section.live)
    if (unbuiltSection) expect(isLiveHref(`/#${unbuiltSection.id}`)).toBe(false)
    expect(isLiveHref('/#no-such-section')).toBe(false)
    expect(isLiveHref('/no-such-place')).toBe(false)
  })
})
