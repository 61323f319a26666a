import type { RouteEntry } from '@/shared/routes'

export interface Area {
  screen: string
  title: string
  description: string
  paths: RouteEntry[]
  live: number
}

/** The platform's areas: the registry's screens with their paths and how many are live. */
export function areasOf(entries: readonly RouteEntry[]): Area[] {
  const byScreen = new Map<string, RouteEntry[]>()
  for (const entry of entries) {
    if (entry.redirectTo) continue
    byScreen.set(entry.screen, [...(byScreen.get(entry.screen) ?? []), entry])
  }
  return [...byScreen].map(([screen, paths]) => ({
    screen,
    title: paths[0]!.title,
    description: paths[0]!.description,
    paths,
    live: paths.filter((path) => path.live).length,
  }))
}

/** live when every path is, partly live when some are, planned when none is. */
export const areaStatus = (area: Area) =>
  area.live === area.paths.length ? 'live' : area.live > 0 ? 'partly live' : 'planned'
