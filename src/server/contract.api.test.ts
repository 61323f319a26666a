import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Operation } from '@/shared/endpoint-schema'
import { buildTestApp, type TestApp } from './test/build-test-app'

const contractDir = path.resolve(import.meta.dirname, '../shared/contract')

/** Every operation of every `src/shared/contract/<area>.ts`, as `METHOD /path`. */
async function contractOperations(): Promise<string[]> {
  const found: string[] = []
  for (const file of fs.readdirSync(contractDir).filter((name) => name.endsWith('.ts'))) {
    const area = (await import(path.join(contractDir, file))) as Record<string, unknown>
    for (const table of Object.values(area)) {
      for (const entry of Object.values(table as Record<string, Operation>)) {
        if (entry?.endpoint) found.push(`${entry.endpoint.method} ${entry.endpoint.path}`)
      }
    }
  }
  return found
}

describe('the endpoint table', () => {
  let t: TestApp
  let documented: string[]
  beforeAll(async () => {
    t = await buildTestApp()
    const doc = (await t.app.inject({ url: '/api/openapi.json' })).json() as {
      paths: Record<string, Record<string, unknown>>
    }
    documented = Object.entries(doc.paths).flatMap(([url, item]) =>
      Object.keys(item).map(
        (method) => `${method.toUpperCase()} ${url.replace(/\{([^}]+)\}/g, ':$1')}`,
      ),
    )
  })
  afterAll(() => t.close())

  it('registers every operation of the contract, once', async () => {
    const operations = await contractOperations()
    expect(new Set(operations).size).toBe(operations.length)
    const missing = operations.filter((entry) => {
      const [method, url] = entry.split(' ') as [string, string]
      return !t.app.hasRoute({ method: method as 'GET', url })
    })
    expect(missing).toEqual([])
  })

  it('holds every route of the API document: none is registered by hand', async () => {
    const operations = new Set(await contractOperations())
    expect(documented.filter((entry) => !operations.has(entry))).toEqual([])
  })
})
