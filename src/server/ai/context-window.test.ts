import { afterEach, describe, expect, it } from 'vitest'
import { startFakeModel, type FakeModel } from '../../../tests/support/fake-model'
import { ollamaContextWindow, OLLAMA_DEFAULT_CONTEXT } from './context-window'
import { ModelRouter } from './model-router'
import type { OfflineProvider } from './offline/offline-provider'

let fake: FakeModel | undefined
afterEach(() => fake?.close())

/** The router's budget once the server has answered the background question. */
async function settledBudget(server: FakeModel, contextWindow?: number) {
  // Budgets only: no turn is generated, so no offline engine is needed.
  const router = new ModelRouter({} as OfflineProvider, 2000)
  router.replace(
    [
      {
        id: 'c',
        name: 'Ollama',
        baseUrl: server.baseUrl,
        source: 'stored',
        ...(contextWindow ? { contextWindow } : {}),
      },
    ],
    new Map([['default', { connectionId: 'c', model: 'normal' }]]),
  )
  router.budget()
  for (let i = 0; i < 100 && !router.serverWindow(); i++)
    await new Promise((resolve) => setTimeout(resolve, 20))
  return router.budget()
}

describe('the window a model server really runs', () => {
  it('is Ollama’s default, not the trained length, when nothing is loaded or set', async () => {
    fake = await startFakeModel({ ollama: { trained: 131_072 } })
    expect(await ollamaContextWindow(fake.baseUrl, 'normal', 2000)).toEqual({
      tokens: OLLAMA_DEFAULT_CONTEXT,
      source: 'default',
    })
    // The administrator's 8,192 is cut to what Ollama runs.
    expect((await settledBudget(fake, 8_192)).contextWindow).toBe(4_096)
  })

  it('is the loaded model’s context, else the Modelfile’s num_ctx, never over the setting', async () => {
    fake = await startFakeModel({ ollama: { trained: 131_072, numCtx: 16_384, running: 32_768 } })
    expect(await ollamaContextWindow(fake.baseUrl, 'normal', 2000)).toEqual({
      tokens: 32_768,
      source: 'ps',
    })
    expect((await settledBudget(fake, 8_192)).contextWindow).toBe(8_192)
    await fake.close()
    fake = await startFakeModel({ ollama: { trained: 131_072, numCtx: 2_048 } })
    expect(await ollamaContextWindow(fake.baseUrl, 'normal', 2000)).toEqual({
      tokens: 2_048,
      source: 'num_ctx',
    })
  })

  it('is not asked of a server that is not Ollama', async () => {
    fake = await startFakeModel()
    expect(await ollamaContextWindow(fake.baseUrl, 'normal', 2000)).toBeNull()
    expect((await settledBudget(fake, 8_192)).contextWindow).toBe(8_192)
  })
})
