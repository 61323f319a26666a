import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { startFakeOpenAiServer } from '../support/fake-model'
import { dropSchema } from '@/server/test/build-test-app'
import { parseSse } from '@/server/test/helpers'
import { spawnServer } from './support/crash-server'

const pgUrl = process.env.PG_TEST_URL || ''
const cleanups: (() => Promise<void> | void)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

/** Before SHUTDOWN_GRACE_MS, main.ts exited this long after the signal, whatever still ran. */
const OLD_LIMIT_MS = 10_000

/**
 * Sends SIGTERM to `src/server/main.ts` after the first chunk of a reply that needs 11.2 s
 * more (a slow model: four chunks 2.8 s apart), reads the reply to its end and waits for the exit.
 */
async function stopDuringASlowReply(env: Record<string, string>) {
  const fake = await startFakeOpenAiServer({ chunkDelayMs: 2_800 })
  cleanups.push(() => fake.close())
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hc-shutdown-'))
  cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }))
  // The run's migrated PGlite (tests/e2e/support/global-setup.ts) spares initdb and migrations.
  const template = process.env.HC_E2E_DB_TEMPLATE
  if (!env.DATABASE_URL && template && fs.existsSync(template))
    fs.cpSync(template, path.join(dataDir, 'db'), { recursive: true })
  const server = await spawnServer(dataDir, {
    AI_BASE_URL: fake.baseUrl,
    AI_API_KEY: 'sk-test',
    AI_MODEL: 'normal',
    ...env,
  })
  cleanups.push(() => server.kill('SIGKILL'))
  const exited = new Promise<{ code: number | null; at: number }>((resolve) =>
    server.child.once('exit', (code) => resolve({ code, at: performance.now() })),
  )

  const response = await fetch(`${server.baseUrl}/api/ai-agents/eve/ask`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'text/event-stream',
      origin: server.baseUrl,
    },
    body: JSON.stringify({ message: 'Tell me slowly' }),
  })
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader()
  let text = ''
  while (!text.includes('event: chunk')) {
    const { value, done } = await reader.read()
    if (done) break
    text += value
  }
  const signalled = performance.now()
  server.child.kill('SIGTERM')
  try {
    for (;;) {
      const { value, done } = await reader.read()
      if (done) break
      text += value
    }
  } catch {
    // Cut off: the events below show what arrived.
  }
  const replyEnded = performance.now()
  const exit = await exited
  return { events: parseSse(text), signalled, replyEnded, exit, output: server.output() }
}

async function expectWholeReplyThenCleanExit(env: Record<string, string>) {
  const { events, signalled, replyEnded, exit, output } = await stopDuringASlowReply(env)
  expect(events.map((event) => event.event)).toEqual([
    'start',
    'chunk',
    'chunk',
    'chunk',
    'chunk',
    'done',
  ])
  expect(events.at(-1)!.data).toMatchObject({ response: 'Hello from the model.' })
  // The reply outlasted the old limit, and the process went as soon as it had ended.
  expect(replyEnded - signalled).toBeGreaterThan(OLD_LIMIT_MS)
  expect(exit.at - replyEnded).toBeLessThan(5_000)
  expect(exit.code).toBe(0)
  // LOG_LEVEL is warn: pino levels 50 and 60 are error and fatal.
  expect(output).not.toMatch(/"level":(50|60)/)
}

describe('SIGTERM while a slow model streams a chat reply', () => {
  it('sends the whole reply within the grace, then exits 0 (PGlite)', async () => {
    await expectWholeReplyThenCleanExit({})
  })

  it.skipIf(!pgUrl)('does the same on PostgreSQL', async () => {
    const schema = `shutdown_${randomBytes(6).toString('hex')}`
    cleanups.push(() => dropSchema(pgUrl, schema))
    await expectWholeReplyThenCleanExit({ DATABASE_URL: pgUrl, DATABASE_SCHEMA: schema })
  })
})

describe('SIGTERM while an answer outlasts the shutdown grace', () => {
  it('ends it with an interrupted event and keeps the question and partial answer', async () => {
    const fake = await startFakeOpenAiServer({ chunkDelayMs: 2_800 })
    cleanups.push(() => fake.close())
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hc-interrupt-'))
    cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }))
    const template = process.env.HC_E2E_DB_TEMPLATE
    if (template && fs.existsSync(template))
      fs.cpSync(template, path.join(dataDir, 'db'), { recursive: true })
    const env = {
      AI_BASE_URL: fake.baseUrl,
      AI_API_KEY: 'sk-test',
      AI_MODEL: 'normal',
      SHUTDOWN_GRACE_MS: '2000',
    }
    const server = await spawnServer(dataDir, env)
    cleanups.push(() => server.kill('SIGKILL'))
    const post = (url: string, body: unknown, cookie = '') =>
      fetch(`${server.baseUrl}${url}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'text/event-stream',
          origin: server.baseUrl,
          cookie,
        },
        body: JSON.stringify(body),
      })
    // A premium member: their conversations are saved.
    const registered = await post('/api/register', {
      username: 'restart_reader',
      email: 'restart_reader@example.com',
      password: 'long-enough-password',
    })
    const cookie = /hc_session=[^;]+/.exec(registered.headers.get('set-cookie') ?? '')![0]
    expect((await post('/api/upgrade-premium', {}, cookie)).ok).toBe(true)

    const response = await post('/api/ai-agents/eve/ask', { message: 'Tell me slowly' }, cookie)
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader()
    let text = ''
    while (!text.includes('event: chunk')) {
      const { value, done } = await reader.read()
      if (done) break
      text += value
    }
    const exited = new Promise<number | null>((resolve) =>
      server.child.once('exit', (code) => resolve(code)),
    )
    server.child.kill('SIGTERM')
    let cutOff = false
    try {
      for (;;) {
        const { value, done } = await reader.read()
        if (done) break
        text += value
      }
    } catch {
      cutOff = true
    }
    const events = parseSse(text)
    // Told, not cut: the last event says the server restarted.
    expect(cutOff).toBe(false)
    expect(events.map((event) => event.event)).toEqual(['start', 'chunk', 'interrupted'])
    expect(events.at(-1)!.data).toMatchObject({ message: expect.stringMatching(/restarted/) })
    expect(await exited).toBe(0)

    // After the restart the conversation holds the question and the partial answer, marked.
    const { conversationId } = events[0]!.data as { conversationId: string }
    const again = await spawnServer(dataDir, env)
    cleanups.push(() => again.kill('SIGKILL'))
    const detail = await fetch(`${again.baseUrl}/api/conversations/${conversationId}`, {
      headers: { cookie },
    })
    expect(detail.status).toBe(200)
    const { messages } = (await detail.json()) as {
      messages: { role: string; content: string; ended: string | null }[]
    }
    expect(messages).toMatchObject([
      { role: 'user', content: 'Tell me slowly', ended: null },
      { role: 'assistant', content: 'Hello ', ended: 'interrupted' },
    ])
  }, 90_000)
})
