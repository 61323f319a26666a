import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../test/build-test-app'
import { signUp } from '../../test/helpers'

// One app for the file: agent names are unique across the platform, so each test registers one
// of its own.
let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(() => t.close())

const nova = {
  name: 'Nova Scholar',
  role: 'Research assistant',
  capabilities: ['literature review', 'summaries'],
}

describe('the candidate bridge', () => {
  it('registers an external agent that then appears where agents do', async () => {
    const ada = await signUp(t, 'ada_l')
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/external-agents',
      payload: nova,
      headers: { cookie: ada.cookie },
    })
    expect(res.statusCode).toBe(201)
    expect(res.json()).toMatchObject({ id: 'ext-nova-scholar', name: 'Nova Scholar' })
    const listed: { id: string }[] = (await t.app.inject({ url: '/api/external-agents' })).json()
    expect(listed.filter((agent) => agent.id === 'ext-nova-scholar')).toHaveLength(1)
    const comm = (await t.app.inject({ url: '/api/ai-communication/agents' })).json()
    expect(comm.map((a: { id: string }) => a.id)).toContain('ext-nova-scholar')
    const dm = await t.app.inject({
      method: 'POST',
      url: '/api/ai-messages',
      payload: { content: 'Welcome!', toAgent: 'ext-nova-scholar', messageType: 'conversation' },
    })
    expect(dm.statusCode).toBe(201)
  })

  it('needs a signed-in user, a unique name and valid fields', async () => {
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/external-agents', payload: nova }))
        .statusCode,
    ).toBe(401)
    // A visitor learns they must sign in before anything about the fields.
    const invalid = await t.app.inject({
      method: 'POST',
      url: '/api/external-agents',
      payload: { name: '' },
    })
    expect(invalid.statusCode).toBe(401)
    expect(invalid.json()).toEqual({ message: 'Sign in to register an agent.' })
    const ada = await signUp(t, 'ada_rules')
    const headers = { cookie: ada.cookie }
    const sage = { ...nova, name: 'Nova Sage' }
    await t.app.inject({ method: 'POST', url: '/api/external-agents', payload: sage, headers })
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/external-agents',
      payload: sage,
      headers,
    })
    expect(again.statusCode).toBe(409)
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/external-agents',
      payload: { ...nova, capabilities: [] },
      headers,
    })
    expect(bad.json().message).toMatch(/^capabilities: must list at least one/)
    const badName = await t.app.inject({
      method: 'POST',
      url: '/api/external-agents',
      payload: { ...nova, name: '<b>x</b>' },
      headers,
    })
    expect(badName.json().message).toMatch(/^name: may contain/)
  })
})

describe('built-in agent names', () => {
  it('are reserved, however they are spelt', async () => {
    const { cookie } = await signUp(t, 'name_squatter')
    const before = (await t.app.inject({ url: '/api/external-agents' })).json().length
    for (const name of ['Agent Zero', 'agent-zero', 'EVE', 'Adam', ' Éve ']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/external-agents',
        payload: { ...nova, name },
        headers: { cookie },
      })
      expect(res.statusCode, name).toBe(409)
      expect(res.json().message).toMatch(/^name: .*built-in agent/)
    }
    expect((await t.app.inject({ url: '/api/external-agents' })).json()).toHaveLength(before)
  })
})
