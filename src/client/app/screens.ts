import type { ComponentType } from 'react'
import { createElement } from 'react'
import { Navigate, type RouteObject } from 'react-router'
import { routeRegistry, type RouteEntry } from '@/shared/routes'

type ScreenModule = { default: ComponentType }

/**
 * Every screen module of src/client/routes/, by its name. Home, its sections and the error and
 * not-found screens are part of the first view (router.tsx), not screens loaded on their own.
 */
const modules = import.meta.glob<ScreenModule>([
  '../routes/*.tsx',
  '!../routes/home*.tsx',
  '!../routes/not-found.tsx',
  '!../routes/route-error.tsx',
])

export const screenModules: ReadonlyMap<string, () => Promise<ScreenModule>> = new Map(
  Object.entries(modules).map(([file, load]) => [file.replace(/^.*\/|\.tsx$/g, ''), load]),
)

function screenRoute(entry: RouteEntry): RouteObject {
  if (entry.redirectTo) {
    return {
      path: entry.path,
      element: createElement(Navigate, { to: entry.redirectTo, replace: true }),
    }
  }
  const load = screenModules.get(entry.screen)
  if (!load)
    throw new Error(`No screen module src/client/routes/${entry.screen}.tsx for ${entry.path}`)
  return { path: entry.path, lazy: async () => ({ Component: (await load()).default }) }
}

/**
 * The routes of every live path of the registry but `/`, which the router shows eagerly. Only
 * the registry lists paths (decision 163); this module loads on the first visit off the home
 * page, so the first view does not carry the registry.
 */
export const screenRoutes = (): RouteObject[] =>
  routeRegistry.filter((entry) => entry.live && entry.path !== '/').map(screenRoute)
