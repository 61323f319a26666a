import { describe, expect, it } from 'vitest'
import { routeRegistry } from '@/shared/routes'
import { eagerPaths, lazyScreens } from './screens'

describe('the screen registry', () => {
  const routed = [...eagerPaths, ...lazyScreens.flatMap((screen) => screen.paths)]

  it('routes exactly the paths the shared registry marks live', () => {
    const live = routeRegistry.filter((entry) => entry.live).map((entry) => entry.path)
    expect([...routed].sort()).toEqual([...live].sort())
  })

  it('routes each path once', () => {
    expect(new Set(routed).size).toBe(routed.length)
  })
})
