import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../test/build-test-app'

let t: TestApp
let origin: string
beforeAll(async () => {
  t = await buildTestApp()
  await t.app.listen({ host: '127.0.0.1', port: 0 })
  origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`
})
afterAll(() => t.close())

const gauge = async (name: string) => {
  const text = await (await fetch(`${origin}/metrics`)).text()
  return Number(new RegExp(`^${name} (\\d+)$`, 'm').exec(text)?.[1] ?? NaN)
}
const eventually = async (read: () => Promise<number>, expected: number) => {
  let value = await read()
  for (let i = 0; i < 100 && value !== expected; i++) {
    await new Promise((resolve) => setTimeout(resolve, 20))
    value = await read()
  }
  return value
}

describe('/metrics gauges', () => {
  it('counts open event streams, and forgets them when the clients go', async () => {
    expect(await gauge('humancodex_sse_connections')).toBe(0)
    const controllers = Array.from({ length: 3 }, () => new AbortController())
    const streams = await Promise.all(
      controllers.map((controller) => fetch(`${origin}/api/events`, { signal: controller.signal })),
    )
    expect(streams.map((res) => res.status)).toEqual([200, 200, 200])
    expect(await eventually(() => gauge('humancodex_sse_connections'), 3)).toBe(3)
    controllers.forEach((controller) => controller.abort())
    expect(await eventually(() => gauge('humancodex_sse_connections'), 0)).toBe(0)
  })

  it('reports the heap in use', async () => {
    expect(await gauge('nodejs_heap_size_used_bytes')).toBeGreaterThan(1_000_000)
  })
})
