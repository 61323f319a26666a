import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../test/build-test-app'
import { signUp } from '../../test/helpers'
import { readState } from './service'

let t: TestApp
let admin: string
let member: string
beforeAll(async () => {
  t = await buildTestApp({ adminUsernames: ['ops_ada'] })
  admin = (await signUp(t, 'ops_ada')).cookie
  member = (await signUp(t, 'member_bo')).cookie
})
afterAll(() => t.close())

const post = (url: string, payload: object, cookie?: string) =>
  t.app.inject({ method: 'POST', url, payload, headers: cookie ? { cookie } : {} })
const invoke = (payload: object, cookie?: string) => post('/api/agent-zero/invoke', payload, cookie)
const observations = async () => {
  await t.app.background.idle()
  return (await t.app.inject({ url: '/api/agent-zero/observations?limit=200' })).json() as {
    type: string
  }[]
}
const refusal = (what: string) =>
  `Only an administrator can ${what}. Ask an administrator of this installation.`

describe('POST /api/agent-zero/invoke with type reset', () => {
  it('is refused to a visitor and to a member, and clears nothing', async () => {
    expect((await invoke({ query: 'remember this' })).statusCode).toBe(200)
    const conversation = () => readState<unknown[]>(t.app.database.db, 'conversation', [])
    expect(await conversation()).toHaveLength(2)
    const before = await observations()

    const visitor = await invoke({ query: 'reset codex', type: 'reset' })
    expect(visitor.statusCode).toBe(401)
    expect(visitor.json()).toEqual({ message: 'Sign in to reset Agent Zero.' })
    const signedIn = await invoke({ query: 'reset codex', type: 'reset' }, member)
    expect(signedIn.statusCode).toBe(403)
    expect(signedIn.json()).toEqual({ message: refusal('reset Agent Zero') })

    expect(await conversation()).toHaveLength(2)
    expect(await observations()).toEqual(before)
  })

  it('runs for an administrator', async () => {
    const res = await invoke({ query: 'reset codex', type: 'reset' }, admin)
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
    const visitor = await post('/api/agent-zero/checks/run', {})
    expect(visitor.statusCode).toBe(401)
    expect(visitor.json()).toEqual({ message: 'Sign in to run the integrity checks.' })
    const signedIn = await post('/api/agent-zero/checks/run', { ids: ['database'] }, member)
    expect(signedIn.statusCode).toBe(403)
    expect(signedIn.json()).toEqual({ message: refusal('run the integrity checks') })
    expect(await observations()).toEqual(before)
  })

  it('runs every check for an administrator and records the run', async () => {
    const res = await post('/api/agent-zero/checks/run', {}, admin)
    expect(res.statusCode).toBe(200)
    expect(res.json().length).toBe(t.app.integrity.list().length)
    expect((await observations())[0]?.type).toBe('system-verification')
  })
})

describe('GET /api/agent-zero/checks/results', () => {
  it('gives anyone every check result to read, without recording a run', async () => {
    const before = await observations()
    const res = await t.app.inject({ url: '/api/agent-zero/checks/results' })
    expect(res.statusCode).toBe(200)
    const ids = res.json().map((result: { id: string }) => result.id)
    expect(ids).toEqual(t.app.integrity.list().map((check) => check.id))
    expect(await observations()).toEqual(before)
  })
})
