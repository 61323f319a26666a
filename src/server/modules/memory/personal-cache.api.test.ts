import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startFakeOpenAiServer, type FakeOpenAiServer } from '../../../../tests/support/fake-model'
import { loadConfig } from '../../config'
import { buildTestApp, type TestApp } from '../../test/build-test-app'
import { signUp } from '../../test/helpers'
import { personalCacheOf } from './personal-cache'

// Each change to facts or preferences must reach the very next prompt, cache or no cache.
let fake: FakeOpenAiServer
let t: TestApp
beforeAll(async () => {
  fake = await startFakeOpenAiServer()
  const base = loadConfig({ OFFLINE_CHUNK_DELAY_MS: '0' }).ai
  t = await buildTestApp({ ai: { ...base, baseUrl: fake.baseUrl, model: 'echo' } })
})
afterAll(async () => {
  await t.close()
  await fake.close()
})

/** The system prompt the model received for one question of this user. */
async function promptFor(cookie: string, message = 'hello') {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/ai-agents/eve/ask',
    payload: { message },
    headers: { cookie },
  })
  expect(res.statusCode).toBe(200)
  return fake.requests.at(-1)!.messages[0]!.content
}

const send = (
  cookie: string,
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
) => t.app.inject({ method, url, payload, headers: { cookie } })

describe("a user's remembered facts and preferences in the next prompt", () => {
  it('follow every change made on the memory page', async () => {
    const { cookie } = await signUp(t, 'memo_changes')
    expect(await promptFor(cookie)).not.toMatch(/What you remember/)

    const added = await send(cookie, 'POST', '/api/memory/facts', { fact: 'Name: Ada' })
    expect(added.statusCode).toBe(201)
    expect(await promptFor(cookie)).toMatch(/- Name: Ada/)

    const id = added.json().id as number
    expect(
      (await send(cookie, 'PATCH', `/api/memory/facts/${id}`, { fact: 'Name: Grace' })).statusCode,
    ).toBe(200)
    const renamed = await promptFor(cookie)
    expect(renamed).toMatch(/- Name: Grace/)
    expect(renamed).not.toMatch(/Ada/)

    expect((await send(cookie, 'DELETE', `/api/memory/facts/${id}`)).statusCode).toBe(204)
    expect(await promptFor(cookie)).not.toMatch(/Grace/)

    const preferences = {
      replyLength: 'short',
      tone: 'formal',
      language: 'French',
      voiceByDefault: false,
    }
    expect((await send(cookie, 'PUT', '/api/preferences', preferences)).statusCode).toBe(200)
    expect(await promptFor(cookie)).toMatch(/Answer in French\./)
  })

  it('include a fact stated in the chat from the next turn on', async () => {
    const { cookie } = await signUp(t, 'memo_stated')
    expect(await promptFor(cookie, 'My name is Linus.')).not.toMatch(/Linus/)
    expect(await promptFor(cookie)).toMatch(/- Name: Linus/)
    // A newer name replaces the old one.
    await promptFor(cookie, 'My name is Margaret.')
    const next = await promptFor(cookie)
    expect(next).toMatch(/- Name: Margaret/)
    expect(next).not.toMatch(/Linus/)
  })

  it("never carry one user's memory into another's prompt", async () => {
    const ada = await signUp(t, 'memo_ada')
    const bob = await signUp(t, 'memo_bob')
    await send(ada.cookie, 'POST', '/api/memory/facts', { fact: 'Lives in Lyon' })
    expect(await promptFor(ada.cookie)).toMatch(/Lyon/)
    expect(await promptFor(bob.cookie)).not.toMatch(/Lyon/)
  })

  it('are kept in memory with PGlite only', () => {
    expect(personalCacheOf(t.app.database.db) === undefined).toBe(
      t.app.database.kind === 'postgres',
    )
  })
})
