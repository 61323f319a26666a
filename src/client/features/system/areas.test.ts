import { describe, expect, it } from 'vitest'
import { routeRegistry, type RouteEntry } from '@/shared/routes'
import { areaStatus, areasOf } from './areas'

const entry = (path: string, screen: string, live: boolean, redirectTo?: string): RouteEntry => ({
  path,
  screen,
  title: `Title of ${path}`,
  description: 'd',
  category: 'page',
  icon: 'x',
  live,
  ...(redirectTo ? { redirectTo } : {}),
})

describe('development areas', () => {
  it('groups paths by screen, counts the live ones and leaves redirects out', () => {
    const areas = areasOf([
      entry('/a', 'one', true),
      entry('/b', 'two', false),
      entry('/a2', 'one', false),
      entry('/home', 'home', true, '/'),
      entry('/c', 'three', true),
    ])
    expect(areas.map((a) => [a.screen, a.title, a.paths.length, a.live, areaStatus(a)])).toEqual([
      ['one', 'Title of /a', 2, 1, 'partly live'],
      ['two', 'Title of /b', 1, 0, 'planned'],
      ['three', 'Title of /c', 1, 1, 'live'],
    ])
  })

  it('covers every path of the registry once', () => {
    const paths = areasOf(routeRegistry).flatMap((area) => area.paths.map((p) => p.path))
    expect(paths.sort()).toEqual(
      routeRegistry
        .filter((e) => !e.redirectTo)
        .map((e) => e.path)
        .sort(),
    )
  })
})
