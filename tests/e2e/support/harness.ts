import type { Browser } from 'playwright-core'
import { afterAll, beforeAll } from 'vitest'
import { launchBrowser } from './browser'
import { startServer, type RunningServer } from './server'

/** One server and one browser for a spec file, started before its tests and stopped after. */
export function useServerAndBrowser(env: Record<string, string> = {}) {
  const handle = {} as { server: RunningServer; browser: Browser }
  beforeAll(async () => {
    const [server, browser] = await Promise.all([startServer(env), launchBrowser()])
    handle.server = server
    handle.browser = browser
  })
  afterAll(async () => {
    await handle.browser?.close()
    await handle.server?.stop()
  })
  return handle
}
