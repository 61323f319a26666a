import { createBrowserRouter, Navigate, type RouteObject } from 'react-router'
import { RootLayout } from '@/client/components/layout/root-layout'
import { CompanionLauncher } from '@/client/features/companion/companion-launcher'
import { QuickSearchLauncher } from '@/client/features/quick-search/quick-search-launcher'
import { HomeScreen } from '@/client/routes/home'
import { NotFoundScreen } from '@/client/routes/not-found'
import { RouteErrorScreen } from '@/client/routes/route-error'
import { lazyScreens } from './screens'

const lazyRoutes: RouteObject[] = lazyScreens.flatMap((screen) =>
  screen.paths.map((path) => ({
    path,
    lazy: async () => ({ Component: (await screen.load()).default }),
  })),
)

export const routes: RouteObject[] = [
  {
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
      { path: 'home', element: <Navigate to="/" replace /> },
      ...lazyRoutes,
      { path: '*', element: <NotFoundScreen /> },
    ],
  },
]

export const createRouter = () => createBrowserRouter(routes)
