import type { Browser } from 'playwright-core'
import { startFakeModel, type FakeModel } from '../../support/fake-model'
import { launchBrowser } from './browser'
import { startServer, type RunningServer } from './server'

export interface EchoModelServer {
  /** The fake model server every persona's model is (it answers "You said: …"). */
  fake: FakeModel
  server: RunningServer
  browser: Browser
  stop(): Promise<void>
}

/**
 * The real server with the fake model as its AI endpoint (model `echo`), and a browser: what the
 * chat, studio and group-chat journeys start from. A file calls it in `beforeAll` and `stop` in
 * `afterAll`.
 */
export async function startEchoModelServer(): Promise<EchoModelServer> {
  const fake = await startFakeModel()
  const [server, browser] = await Promise.all([
    startServer({ AI_BASE_URL: fake.baseUrl, AI_MODEL: 'echo', AI_API_KEY: 'sk-test' }),
    launchBrowser(),
  ])
  return {
    fake,
    server,
    browser,
    async stop() {
      await browser.close()
      await server.stop()
      await fake.close()
    },
  }
}
