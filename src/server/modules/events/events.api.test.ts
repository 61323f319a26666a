import { afterEach, describe, expect, it, vi } from 'vitest'
import { loadConfig } from '../../config'
import { eventLog } from '../../db/schema/index'
import type { LiveEvent } from '../../events'
import { buildTestApp, dropSchema, type TestApp } from '../../test/build-test-app'
import { collectEvents } from '../../test/helpers'

const apps: TestApp[] = []
afterEach(async () => {
  await Promise.all(apps.splice(0).map((t) => t.close()))
})

async function listening(overrides = {}) {
  const t = await buildTestApp(overrides)
  apps.push(t)
  return { t, address: await t.app.listen({ port: 0, host: '127.0.0.1' }) }
}

const postMessage = (address: string, content: string) =>
  fetch(`${address}/api/ai-messages`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: address },
    body: JSON.stringify({ content, messageType: 'discovery' }),
  })

describe('GET /api/events', () => {
  it('delivers a posted message and reactions to a connected browser', async () => {
    const { address } = await listening()
    let messageId = 0
    // Agent Zero's observations of these actions arrive on the same stream; keep the two kinds here.
    // The three arrive as soon as the posts are answered; the wait is long for a loaded machine.
    const all = await collectEvents(`${address}/api/events`, 3, {
      timeoutMs: 20_000,
      onOpen: async () => {
        messageId = (await (await postMessage(address, 'live hello')).json()).id
        await fetch(`${address}/api/ai-messages/react`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: address },
          body: JSON.stringify({ messageId, reaction: 'like' }),
        })
      },
    })
    const events = all.filter((e) => e.event === 'message' || e.event === 'reaction')
    expect(events.map((e) => e.event)).toEqual(['message', 'reaction'])
    expect(events[0]!.data).toMatchObject({
      id: messageId,
      content: 'live hello',
      fromAgent: 'user',
    })
    expect(events[1]!.data).toMatchObject({ messageId, likes: 1 })
    expect(events[1]!.id).toBeGreaterThan(events[0]!.id)
  })

  it('resumes after Last-Event-ID without gaps or repeats', async () => {
    const { t, address } = await listening()
    for (const content of ['one', 'two', 'three']) await postMessage(address, content)
    await t.app.events.settled()
    const all = await t.app.events.since(0)
    const messages = all.filter((e) => e.type === 'message')
    const after = all.filter((e) => e.id > messages[0]!.id).length
    const events = await collectEvents(`${address}/api/events`, after, {
      headers: { 'last-event-id': String(messages[0]!.id) },
    })
    const replayed = events.filter((e) => e.event === 'message')
    expect(replayed.map((e) => (e.data as { content: string }).content)).toEqual(['two', 'three'])
    expect(new Set(events.map((e) => e.id)).size).toBe(events.length)
  })

  it('sends a new stream the newest id at once, so a tab that drops before any event misses nothing', async () => {
    const { t, address } = await listening()
    await postMessage(address, 'before the tab opened')
    await t.app.events.settled()
    const newest = (await t.app.events.range()).newest

    const controller = new AbortController()
    const res = await fetch(`${address}/api/events`, { signal: controller.signal })
    const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader()
    let opening = ''
    while (!opening.includes(`id: ${newest}\n\n`)) opening += (await reader.read()).value ?? ''
    expect(opening).not.toContain('event:')
    controller.abort()

    await postMessage(address, 'while the tab was away')
    await t.app.events.settled()
    const resumed = await collectEvents(`${address}/api/events`, 1, {
      headers: { 'last-event-id': String(newest) },
    })
    expect(resumed[0]).toMatchObject({
      event: 'message',
      data: { content: 'while the tab was away' },
    })
  })

  it('forgets a client that went away', async () => {
    const { t, address } = await listening()
    const before = t.app.events.subscriberCount
    const controller = new AbortController()
    const res = await fetch(`${address}/api/events`, { signal: controller.signal })
    await res.body!.getReader().read()
    expect(t.app.events.subscriberCount).toBe(before + 1)
    controller.abort()
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(t.app.events.subscriberCount).toBe(before)
  })
})

describe('the event hub of one instance', () => {
  async function hub() {
    const t = await buildTestApp()
    apps.push(t)
    const heard: LiveEvent[] = []
    t.app.events.subscribe((event) => heard.push(event))
    // With PostgreSQL the hub hears its own events back through NOTIFY, after publish returns.
    const probes = async (count: number) => {
      await vi.waitFor(() => expect(heard.filter((e) => e.type === 'probe')).toHaveLength(count))
      return heard.filter((event) => event.type === 'probe')
    }
    return { t, events: t.app.events, probes }
  }

  it('dispatches events published at once in id order, each once, as stored', async () => {
    const { t, events, probes: heardProbes } = await hub()
    const ids = await Promise.all([1, 2, 3].map((at) => events.publish('probe', { at })))
    const probes = await heardProbes(3)
    expect(probes.map((event) => event.id)).toEqual([...ids].sort((x, y) => x - y))
    // Concurrent publishes take their ids in any order: read from before the smallest.
    const stored = (await t.app.events.since(Math.min(...ids) - 1)).filter(
      (e) => e.type === 'probe',
    )
    expect(probes).toEqual(stored)
  })

  it('does not read its own events back', async () => {
    const { events, probes } = await hub()
    const reads = vi.spyOn(events, 'since')
    await events.publish('probe', { at: 1 })
    await events.publish('probe', { at: 2 })
    await probes(2)
    await events.settled()
    expect(reads).not.toHaveBeenCalled()
  })

  it('catches up in order when the log holds an event it has not dispatched', async () => {
    const { t, events, probes: heardProbes } = await hub()
    // Written past the hub (another writer, or an id its reader has not reached yet).
    const [other] = await t.app.database.db
      .insert(eventLog)
      .values({ type: 'probe', data: { at: 1 } })
      .returning({ id: eventLog.id })
    const own = await events.publish('probe', { at: 2 })
    const probes = await heardProbes(2)
    expect(probes.map((event) => [event.id, event.data])).toEqual([
      [other!.id, { at: 1 }],
      [own, { at: 2 }],
    ])
  })
})

describe.runIf(process.env.DATABASE_URL)('two instances on one PostgreSQL', () => {
  it("deliver each other's events through LISTEN/NOTIFY", async () => {
    const url = process.env.DATABASE_URL as string
    const schema = `test_shared_${Date.now().toString(36)}`
    const base = {
      ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', CLIENT_DIR: '/nonexistent' }),
      inMemoryDatabase: true,
      databaseUrl: url,
      databaseSchema: schema,
    }
    try {
      const one = await listening(base)
      const two = await listening(base)
      const events = await collectEvents(`${two.address}/api/events`, 1, {
        onOpen: async () => {
          await postMessage(one.address, 'from instance one')
        },
      })
      expect(events[0]).toMatchObject({ event: 'message', data: { content: 'from instance one' } })
    } finally {
      await Promise.all(apps.splice(0).map((t) => t.app.close()))
      await dropSchema(url, schema)
    }
  })
})
