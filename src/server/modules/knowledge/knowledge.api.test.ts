import { afterEach, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../test/build-test-app'
import { signUp } from '../../test/helpers'
import { GithubClient, GithubRateLimited } from './github-client'
import { concepts, knowledgeLevel } from './service'
import { startFakeGithub } from './testing/fake-github'

const closers: (() => Promise<void>)[] = []
afterEach(async () => {
  await Promise.all(closers.splice(0).map((close) => close()))
})

async function setup(limit?: number) {
  const github = await startFakeGithub({ limit })
  closers.push(github.close)
  const t: TestApp = await buildTestApp({
    github: { apiUrl: github.apiUrl },
    adminUsernames: ['ops_ada'],
  })
  closers.push(() => t.close())
  // The seek spends the server's GitHub quota: an operator action.
  const admin = (await signUp(t, 'ops_ada')).cookie
  return { t, github, admin }
}

describe('the GitHub client', () => {
  it('searches, reads READMEs and stops at the rate limit', async () => {
    const github = await startFakeGithub({ limit: 3 })
    closers.push(github.close)
    const client = new GithubClient({ apiUrl: github.apiUrl, reserve: 0 })
    expect(await client.searchRepositories('memory')).toHaveLength(3)
    expect(client.remaining).toBe(2)
    expect(await client.readme('lab-memory/project-1')).toMatch(/# project-1/)
    expect(await client.readme('lab-memory/project-3')).toBeNull()
    await expect(client.readme('lab-memory/project-2')).rejects.toBeInstanceOf(GithubRateLimited)
  })
})

describe('the knowledge seeker', () => {
  it('stores READMEs per domain, deduplicated, and reports the run', async () => {
    const { t, admin } = await setup()
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/knowledge/seek-github',
      headers: { cookie: admin },
      payload: {},
    })
    expect(res.statusCode).toBe(200)
    const data = res.json().data
    expect(data).toMatchObject({
      repositoriesFound: 48,
      knowledgeDocumentsCreated: 48,
      partial: false,
    })
    expect(data.domainsIndexed).toHaveLength(8)
    expect(data.estimatedKnowledgeLevel).toMatch(/^Intermediate - /)
    const again = (
      await t.app.inject({
        method: 'POST',
        url: '/api/knowledge/seek-github',
        headers: { cookie: admin },
        payload: {},
      })
    ).json().data
    expect(again.knowledgeDocumentsCreated).toBe(0)
    const stats = (await t.app.inject({ url: '/api/knowledge/stats' })).json()
    expect(stats.categoryCounts['Computer Science']).toBe(6)
    expect(stats.priorityCounts).toEqual({ high: 18, medium: 18, low: 12 })
  })

  it('reports partial results when the rate limit stops it', async () => {
    const { t, admin } = await setup(10)
    const data = (
      await t.app.inject({
        method: 'POST',
        url: '/api/knowledge/seek-github',
        headers: { cookie: admin },
        payload: {},
      })
    ).json().data
    expect(data.partial).toBe(true)
    expect(data.knowledgeDocumentsCreated).toBeGreaterThan(0)
    expect(data.knowledgeDocumentsCreated).toBeLessThan(48)
  })

  it('fails cleanly when GitHub cannot be reached', async () => {
    const t = await buildTestApp({
      github: { apiUrl: 'http://127.0.0.1:1' },
      adminUsernames: ['ops_ada'],
    })
    closers.push(() => t.close())
    const admin = (await signUp(t, 'ops_ada')).cookie
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/knowledge/seek-github',
      headers: { cookie: admin },
      payload: {},
    })
    expect(res.statusCode).toBe(502)
    expect(res.json().message).toMatch(/GitHub could not be reached/)
  })

  it('connects documents across domains and computes real metrics', async () => {
    const { t, admin } = await setup()
    const empty = (await t.app.inject({ url: '/api/knowledge/verify-system' })).json()
    expect(empty).toMatchObject({
      knowledgeBase: { totalDocuments: 0 },
      systemStatus: 'Operational',
    })
    expect(empty.evolutionMetrics).toBeUndefined()
    await t.app.inject({
      method: 'POST',
      url: '/api/knowledge/seek-github',
      headers: { cookie: admin },
      payload: {},
    })
    const evolution = (
      await t.app.inject({
        method: 'POST',
        url: '/api/knowledge/mass-evolution',
        headers: { cookie: admin },
      })
    ).json()
    expect(evolution.summary.totalProcessed).toBe(48)
    expect(evolution.summary.evolutionaryLeapsIdentified).toBeGreaterThan(0)
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/knowledge/mass-evolution',
          headers: { cookie: admin },
        })
      ).json().summary.totalProcessed,
    ).toBe(0)
    const verify = (await t.app.inject({ url: '/api/knowledge/verify-system' })).json()
    expect(verify.knowledgeBase).toEqual({ totalDocuments: 48, coverage: '8 of 8 domains' })
    expect(verify.evolutionMetrics.evolutionPotential).toBe(0)
    expect(verify.evolutionMetrics.practicalApplications).toBeGreaterThan(0)
    const docs = (
      await t.app.inject({ url: '/api/knowledge/documents?query=attention&domain=Mathematics' })
    ).json()
    expect(docs.length).toBeGreaterThan(0)
    expect(docs[0].connections.length).toBeGreaterThan(0)
    expect(t.app.ai.knowledge.search('knowledge graphs attention').length).toBeGreaterThan(0)
  })
})

describe('who may run the costly knowledge actions', () => {
  it('refuses a visitor (401) and a member (403) before any GitHub call or change', async () => {
    const { t, github } = await setup()
    const member = (await signUp(t, 'member_bo')).cookie
    for (const url of ['/api/knowledge/seek-github', '/api/knowledge/mass-evolution']) {
      const visitor = await t.app.inject({ method: 'POST', url, payload: {} })
      expect(visitor.statusCode).toBe(401)
      const plain = await t.app.inject({ method: 'POST', url, headers: { cookie: member } })
      expect(plain.statusCode).toBe(403)
      expect(plain.json().message).toMatch(/^Only an administrator can /)
    }
    expect(github.served()).toBe(0)
    const verify = (await t.app.inject({ url: '/api/knowledge/verify-system' })).json()
    expect(verify.knowledgeBase.totalDocuments).toBe(0)
  })
})

describe('helpers', () => {
  it('finds concepts and names knowledge levels', () => {
    expect(
      concepts('Graphs and graphs: memory, memory, memory attention. The readme license.'),
    ).toEqual(['memory', 'graphs', 'attention'])
    expect(knowledgeLevel(0)).toBe('')
    expect(knowledgeLevel(300)).toMatch(/^Graduate/)
  })
})
