import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { routeRegistry } from '@/shared/routes'
import { screenModules, screenRoutes } from './screens'

const liveScreens = new Set(
  routeRegistry.filter((e) => e.live && !e.redirectTo && e.path !== '/').map((e) => e.screen),
)

describe('the screens of the route registry', () => {
  it('has a module with a default export for every live screen', () => {
    for (const screen of liveScreens) {
      expect(screenModules.has(screen), `src/client/routes/${screen}.tsx`).toBe(true)
      const source = readFileSync(`src/client/routes/${screen}.tsx`, 'utf8')
      expect(source, `${screen}.tsx exports its screen`).toMatch(/^export default /m)
    }
  })

  it('has no screen module that no live path shows', () => {
    expect([...screenModules.keys()].filter((name) => !liveScreens.has(name))).toEqual([])
  })

  it('routes every live path but the eager home page once, redirects as redirects', () => {
    const routes = screenRoutes()
    const live = routeRegistry.filter((e) => e.live && e.path !== '/')
    expect(routes.map((route) => route.path)).toEqual(live.map((e) => e.path))
    const home = routes.find((route) => route.path === '/home')
    expect(home?.element).toBeTruthy()
    expect(home?.lazy).toBeUndefined()
    expect(routes.find((route) => route.path === '/crypto')?.lazy).toBeTypeOf('function')
  })
})
