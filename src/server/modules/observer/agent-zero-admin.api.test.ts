import { describe, expect, it } from 'vitest'
import { adminRouteApp, expectAdminOnly } from '../../test/admin-route-app'
import { like } from 'drizzle-orm'
import { agentZeroState } from '../../db/schema/index'

const env = adminRouteApp()
const post = (url: string, payload: object, cookie?: string) =>
  env.send('POST', url, payload, cookie)
const invoke = (payload: object, cookie?: string) => post('/api/agent-zero/invoke', payload, cookie)
const observations = async () => {
  await env.app.background.idle()
  return (await env.app.inject({ url: '/api/agent-zero/observations?limit=200' })).json() as {
    type: string
  }[]
}

describe('POST /api/agent-zero/invoke with type reset', () => {
  it('is refused to a visitor and to a member, and clears nothing', async () => {
    expect((await invoke({ query: 'remember this' })).statusCode).toBe(200)
    // The visitor's conversation, under a key of its own (conversation:visitor:…).
    const conversation = async () =>
      (
        await env.app.database.db
          .select()
          .from(agentZeroState)
          .where(like(agentZeroState.key, 'conversation:visitor:%'))
      ).flatMap((row) => row.value as unknown[])
    expect(await conversation()).toHaveLength(2)
    const before = await observations()

    await expectAdminOnly(
      env,
      (cookie) => invoke({ query: 'reset codex', type: 'reset' }, cookie),
      'reset Agent Zero',
    )

    expect(await conversation()).toHaveLength(2)
    expect(await observations()).toEqual(before)
  })

  it('runs for an administrator', async () => {
    const res = await invoke({ query: 'reset codex', type: 'reset' }, env.admin)
    expect(res.statusCode).toBe(200)
    expect(res.json().message).toMatch(/^Reset complete\. Cleared working state \(conversation\)/)
  })

  it('leaves the other invocation types open to anyone', async () => {
    for (const type of ['invoke', 'audit', 'genesis'])
      expect((await invoke({ query: 'status', type })).statusCode, type).toBe(200)
    // Bad input is still a 400 first, whoever sends it.
    expect((await invoke({ query: ' ', type: 'reset' })).statusCode).toBe(400)
  })
})

describe('POST /api/agent-zero/checks/run', () => {
  it('is refused to a visitor and to a member, and records nothing', async () => {
    const before = await observations()
    await expectAdminOnly(
      env,
      (cookie) => post('/api/agent-zero/checks/run', { ids: ['database'] }, cookie),
      'run the integrity checks',
    )
    expect(await observations()).toEqual(before)
  })

  it('runs every check for an administrator and records the run', async () => {
    const res = await post('/api/agent-zero/checks/run', {}, env.admin)
    expect(res.statusCode).toBe(200)
    expect(res.json().length).toBe(env.app.integrity.list().length)
    expect((await observations())[0]?.type).toBe('system-verification')
  })
})

describe('GET /api/agent-zero/checks/results', () => {
  it('gives anyone every check result to read, without recording a run', async () => {
    const before = await observations()
    const res = await env.app.inject({ url: '/api/agent-zero/checks/results' })
    expect(res.statusCode).toBe(200)
    const ids = res.json().map((result: { id: string }) => result.id)
    expect(ids).toEqual(env.app.integrity.list().map((check) => check.id))
    expect(await observations()).toEqual(before)
  })
})
