import { execFile } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../test/build-test-app'

const run = promisify(execFile)

interface Operation {
  operationId?: string
  security?: Record<string, string[]>[]
  parameters?: unknown[]
  requestBody?: unknown
  responses: Record<string, { description?: string }>
}

describe('the OpenAPI document', () => {
  let t: TestApp
  let doc: {
    servers?: { url: string }[]
    components: { securitySchemes?: Record<string, { in: string; name: string }> }
    paths: Record<string, Record<string, Operation>>
  }
  const operations = () =>
    Object.entries(doc.paths).flatMap(([url, item]) =>
      Object.entries(item).map(([method, op]) => ({ method, url, op })),
    )
  beforeAll(async () => {
    t = await buildTestApp()
    doc = (await t.app.inject({ url: '/api/openapi.json' })).json()
  })
  afterAll(() => t.close())

  it('names every operation uniquely and gives each its security', () => {
    const ids = operations().map(({ op }) => op.operationId)
    expect(ids.length).toBeGreaterThan(100)
    expect(ids.every(Boolean)).toBe(true)
    expect(new Set(ids).size).toBe(ids.length)
    expect(doc.servers?.length).toBeGreaterThan(0)
    expect(doc.components.securitySchemes?.sessionCookie).toMatchObject({
      in: 'cookie',
      name: 'hc_session',
    })
    for (const { op } of operations()) expect(op.security).toBeDefined()
  })

  it('documents 401, 403, 404 and 429 where they can happen', () => {
    const op = (method: string, url: string) => doc.paths[url]![method]!
    const ask = op('post', '/api/ai-agents/{persona}/ask')
    expect(ask.operationId).toBe('postAiAgentsByPersonaAsk')
    expect(Object.keys(ask.responses)).toEqual(expect.arrayContaining(['403', '404', '429']))
    const session = op('get', '/api/session')
    expect(session.responses['403']).toBeUndefined()
    expect(session.responses['429']).toBeDefined()
    // A route that answers 401 needs the session; others take it when there is one.
    for (const { op: each } of operations())
      expect(each.security, each.operationId).toEqual(
        '401' in each.responses ? [{ sessionCookie: [] }] : [{}, { sessionCookie: [] }],
      )
    expect(op('get', '/healthz').responses['429']).toBeUndefined()
  })

  it('documents 413 on every route, naming its body limit', () => {
    for (const { op } of operations())
      expect(op.responses['413']?.description, op.operationId).toMatch(/limit of \d/)
    const description = (method: string, url: string) =>
      doc.paths[url]![method]!.responses['413']!.description
    expect(description('post', '/api/personas/import')).toMatch(/limit of 8 MiB/)
    expect(description('get', '/api/session')).toMatch(/limit of 64 KiB/)
  })

  it('documents 400 on every route that takes input, and on no read that takes none', () => {
    for (const { op } of operations()) {
      const takesInput = Boolean(op.parameters?.length || op.requestBody)
      if (takesInput) expect(op.responses['400'], op.operationId).toBeDefined()
    }
    const reads = (url: string) => doc.paths[url]!.get!.responses
    // Lists that take nothing cannot be refused for their input, nor miss an item.
    for (const url of ['/api/audio/tracks', '/api/api-keys', '/api/connections']) {
      expect(reads(url)['400'], url).toBeUndefined()
      expect(reads(url)['404'], url).toBeUndefined()
    }
    expect(doc.paths['/api/experts/{id}']!.get!.responses['400']?.description).toMatch(
      /names the field/,
    )
  })

  it('passes an independent linter (@redocly/cli, recommended rules) without errors', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hc-openapi-'))
    try {
      const file = path.join(dir, 'openapi.json')
      fs.writeFileSync(file, JSON.stringify(doc))
      const result = await run('node_modules/.bin/redocly', ['lint', file, '--format=summary'], {
        env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
      }).catch((error: { stdout: string; stderr: string; code: number }) => error)
      const output = `${result.stdout}\n${result.stderr}`
      expect(output).not.toMatch(/^error /m)
      expect(output).toMatch(/Your API description is valid/)
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  }, 60_000)
})
