import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../test/build-test-app'
import { signUp } from '../../test/helpers'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp({ adminUsernames: ['ada_admin'] })
})
afterAll(() => t.close())

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, cookie?: string, payload?: object) =>
  t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) })
const ids = async (url: string) =>
  ((await call('GET', url)).json() as { id: string }[]).map((agent) => agent.id)
const isPerson = (id: string) =>
  id === 'deleted user' || id.startsWith('@') || ['user', 'Creator', 'Visitor'].includes(id)

describe('who is an agent', () => {
  it('never counts or lists "deleted user" or a person as an agent', async () => {
    const admin = await signUp(t, 'ada_admin')
    const leaving = await signUp(t, 'lee_leaving')
    const staying = await signUp(t, 'sam_staying')
    // People post and broadcast; an agent answers one of them.
    const posted = await call('POST', '/api/ai-messages', leaving.cookie, {
      content: 'Lee was here',
      messageType: 'conversation',
    })
    expect(posted.statusCode).toBe(201)
    for (const person of [leaving, staying, admin]) {
      const broadcast = await call('POST', '/api/ai-communication/broadcast', person.cookie, {
        message: 'Hello, codex',
        priority: 'low',
      })
      expect(broadcast.statusCode).toBe(201)
    }
    await t.app.agentReplies.drained()
    const deleted = await call('DELETE', '/api/account', leaving.cookie, {
      password: 'long-enough-password',
    })
    expect(deleted.statusCode).toBe(204)

    const board = (await call('GET', '/api/ai-messages?limit=100')).json() as {
      fromAgent: string
    }[]
    const senders = new Set(board.map((message) => message.fromAgent))
    expect(senders).toContain('deleted user')
    expect(senders).toContain('@sam_staying')
    expect(senders).toContain('Creator')

    const registry = await ids('/api/ai-agents')
    expect(registry.filter(isPerson)).toEqual([])
    const communicating = await ids('/api/ai-communication/agents')
    expect(communicating.filter(isPerson)).toEqual([])
    expect(communicating.every((id) => registry.includes(id))).toBe(true)

    const summary = (await call('GET', '/api/ai-communication/summary')).json()
    // Only the five AI agents that answered the broadcasts posted; the people did not count.
    const postingAgents = [...senders].filter((id) => registry.includes(id))
    expect(postingAgents.sort()).toEqual(['adam', 'agent-zero', 'alex', 'eva', 'eve'])
    expect(summary.activeAgents).toBe(postingAgents.length)
    // One definition (decision 251): the board's agents are the registry's but the experts,
    // the same list the AI Agents tab shows; the experts are counted as experts.
    const experts = ((await call('GET', '/api/ai-agents')).json() as { type: string }[]).filter(
      (agent) => agent.type === 'expert',
    )
    expect(summary.totalAgents).toBe(registry.length - experts.length)
    expect(summary.totalAgents).toBe(communicating.length)
    expect(summary.totalExperts).toBe(experts.length)
    expect(summary.activeAgents).toBeLessThanOrEqual(summary.totalAgents)
  })
})
