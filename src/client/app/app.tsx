import { useState } from 'react'
import { RouterProvider } from 'react-router'
import { AppProviders } from './providers'
import { PageViewBeacon } from './page-view-beacon'
import { createRouter } from './router'
import { SessionSync } from './session-sync'

export function App() {
  const [router] = useState(createRouter)
  return (
    <AppProviders>
      <SessionSync />
      <PageViewBeacon router={router} />
      <RouterProvider router={router} />
    </AppProviders>
  )
}
