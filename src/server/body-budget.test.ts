import Fastify, { type FastifyInstance } from 'fastify'
import { afterEach, describe, expect, it } from 'vitest'
import { KiB, MiB } from '@/shared/endpoint-schema'
import { bodyBudget, describeBytes, tooLargeMessage } from './body-budget'

describe('describeBytes', () => {
  it('names a limit the way a person reads it', () => {
    expect(describeBytes(512)).toBe('512 bytes')
    expect(describeBytes(KiB - 1)).toBe('1023 bytes')
    expect(describeBytes(KiB)).toBe('1 KiB')
    expect(describeBytes(64 * KiB)).toBe('64 KiB')
    expect(describeBytes(1536)).toBe('1.5 KiB')
    expect(describeBytes(MiB)).toBe('1 MiB')
    expect(describeBytes(8 * MiB)).toBe('8 MiB')
    expect(describeBytes(20 * MiB + 64 * KiB)).toBe('20.1 MiB')
    expect(tooLargeMessage(64 * KiB)).toBe(
      'The request body is too large: this route takes at most 64 KiB.',
    )
  })
})

describe('bodyBudget', () => {
  let app: FastifyInstance | undefined
  afterEach(() => app?.close())

  /** A route whose handler counts what reached it; the budget runs where route() puts it. */
  async function appWithLimit(limit: number) {
    const reached = { count: 0 }
    app = Fastify()
    app.post('/take', { bodyLimit: limit, preParsing: [bodyBudget(limit)] }, () => {
      reached.count++
      return { ok: true }
    })
    await app.ready()
    return reached
  }

  const post = (payload: string, headers: Record<string, string> = {}) =>
    app!.inject({
      method: 'POST',
      url: '/take',
      headers: { 'content-type': 'text/plain', ...headers },
      payload,
    })

  it('lets a body exactly at the limit through', async () => {
    const reached = await appWithLimit(100)
    const res = await post('x'.repeat(100))
    expect(res.statusCode).toBe(200)
    expect(reached.count).toBe(1)
  })

  it('refuses one byte over the limit with 413 in its own words, before the handler', async () => {
    const reached = await appWithLimit(100)
    const res = await post('x'.repeat(101))
    expect(res.statusCode).toBe(413)
    expect(res.json()).toMatchObject({ message: tooLargeMessage(100) })
    expect(reached.count).toBe(0)
  })

  it('judges by the declared length, so a lying header is refused without reading', async () => {
    const reached = await appWithLimit(100)
    const res = await post('short', { 'content-length': String(5 * MiB) })
    expect(res.statusCode).toBe(413)
    expect(reached.count).toBe(0)
  })

  it('counts bytes, not characters', async () => {
    const reached = await appWithLimit(100)
    // 50 characters of two UTF-8 bytes each: exactly 100 bytes; one more is over.
    expect((await post('é'.repeat(50))).statusCode).toBe(200)
    expect((await post('é'.repeat(50) + 'x')).statusCode).toBe(413)
    expect(reached.count).toBe(1)
  })
})
