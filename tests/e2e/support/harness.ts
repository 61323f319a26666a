import type { Browser } from 'playwright-core'
import { afterAll, beforeAll } from 'vitest'
import { startFakeModel, type FakeModel } from '../../support/fake-model'
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

/**
 * The same, with the fake model server as every persona's model (`echo`: it answers "You
 * said: …"): what the chat, studio and group-chat journeys start from.
 */
export function useServerWithEchoModel() {
  const handle = {} as { server: RunningServer; browser: Browser; fake: FakeModel }
  beforeAll(async () => {
    handle.fake = await startFakeModel()
    const [server, browser] = await Promise.all([
      startServer({ AI_BASE_URL: handle.fake.baseUrl, AI_MODEL: 'echo', AI_API_KEY: 'sk-test' }),
      launchBrowser(),
    ])
    handle.server = server
    handle.browser = browser
  })
  afterAll(async () => {
    await handle.browser?.close()
    await handle.server?.stop()
    await handle.fake?.close()
  })
  return handle
}
