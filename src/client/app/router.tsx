import { createBrowserRouter, type RouteObject } from 'react-router'
import { RootLayout } from '@/client/components/layout/root-layout'
import { CompanionLauncher } from '@/client/features/companion/companion-launcher'
import { QuickSearchLauncher } from '@/client/features/quick-search/quick-search-launcher'
import { HomeScreen } from '@/client/routes/home'
import { NotFoundScreen } from '@/client/routes/not-found'
import { RouteErrorScreen } from '@/client/routes/route-error'

const LAYOUT = 'layout'

export const routes: RouteObject[] = [
  {
    id: LAYOUT,
    element: (
      <>
        <RootLayout />
        <QuickSearchLauncher />
        <CompanionLauncher />
      </>
    ),
    errorElement: <RouteErrorScreen />,
    // Shown for the moment a lazy screen loads when it is the first page opened.
    hydrateFallbackElement: <div aria-busy="true" className="min-h-dvh" />,
    children: [
      { index: true, element: <HomeScreen /> },
      { path: '*', element: <NotFoundScreen /> },
    ],
  },
]

let screenRoutes: Promise<RouteObject[]> | undefined

/**
 * Every other path matches `*` at first, which makes the router ask for more specific routes
 * before it shows the not-found screen: the first such visit loads the screen routes, built
 * from the route registry, and adds them (the router skips those it already has).
 */
export const createRouter = () =>
  createBrowserRouter(routes, {
    async patchRoutesOnNavigation({ patch }) {
      screenRoutes ??= import('./screens').then((module) => module.screenRoutes())
      patch(LAYOUT, await screenRoutes)
    },
  })
