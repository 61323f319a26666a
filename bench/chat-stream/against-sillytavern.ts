/**
 * Time a server adds before the first token reaches the client, ours against SillyTavern's,
 * with the same fake model on loopback behind both (`fake-model.ts`: a fixed reply after a
 * fixed first-token delay). Each server runs in its own process: ours is the production server
 * (`startBenchServer`, PGlite on disk, or PostgreSQL with `BENCH_PG_URL`), SillyTavern is a
 * checkout outside this repository named by `SILLYTAVERN_DIR` (its `npm install` done), and
 * the fake model has a process of its own too, as a model server does (sharing the client's,
 * a request to it waited on the client's event loop, and that wait was counted against the
 * server that called it). The client runs in this process.
 *
 * Added time of one stream = the client's time to first token − the model's own delay to its
 * first token as the model saw it (request received → first chunk written). It is split in two
 * by wall-clock times taken in both processes: from the client's request to the model seeing
 * it (the server's work before asking, and two hops), and from the model's first chunk to the
 * client reading it (two hops back). 30 sequential
 * streams per path after 5 warm-up ones, the paths interleaved so drift on the machine hits
 * them alike:
 * - SillyTavern: `POST /api/backends/chat-completions/generate`, source `custom` (its browser
 *   client's request for an OpenAI-compatible endpoint; the chat file is saved by a later call);
 * - ours, a visitor's new conversation (the free daily limit is checked; ten visitors' cookies
 *   in turn, so no stream meets the limit);
 * - ours, a Premium user's new conversation (its row is stored);
 * - ours, a Premium user's follow-up in that saved conversation.
 * Usage: `SILLYTAVERN_DIR=/path/to/SillyTavern tsx bench/chat-stream/against-sillytavern.ts`.
 * Exits 1 when any of our medians is above SillyTavern's.
 */
import os from 'node:os'
import { withBenchSchema } from '../support/pg-schema'
import { machineLine, printTable } from '../support/report'
import { startBenchServer } from '../support/server'
import { median, ms, sleep } from '../support/stats'
import { FAKE_REPLY, startFakeModelProcess } from './fake-model'
import { startSillyTavern } from './sillytavern'
import { ourToken, timeStream, upstreamToken } from './sse-timing'

const STREAMS = Number(process.env.BENCH_STREAMS ?? 30)
const WARM_UP = 5
const FIRST_TOKEN_DELAY_MS = 20
/**
 * A pause before each stream (0 by default: back to back). A person reads a reply before the
 * next message; with a pause the writes after our previous reply (the board post, Agent Zero's
 * observation) are done when the next stream starts, as they are for SillyTavern, which has none.
 */
const PAUSE_MS = Number(process.env.BENCH_PAUSE_MS ?? 0)
const FULL_REPLY = FAKE_REPLY.join('')
const QUESTION = 'What is the Codex Compass?'

/** The model's timing of the request a stream just made: the newest. */
async function lastModelTiming(model: Awaited<ReturnType<typeof startFakeModelProcess>>) {
  const last = (await model.timings()).at(-1)
  if (!last) throw new Error('the model saw no request')
  return last
}

/** `database`: PostgreSQL's URL and a schema of the run's own, or nothing for PGlite. */
async function main(database: Record<string, string>) {
  const stDir = process.env.SILLYTAVERN_DIR
  if (!stDir) throw new Error('Set SILLYTAVERN_DIR to a SillyTavern checkout (npm install done).')
  console.log(machineLine())
  const model = await startFakeModelProcess(FIRST_TOKEN_DELAY_MS)
  const ours = await startBenchServer({
    env: {
      AI_BASE_URL: model.baseUrl,
      AI_API_KEY: 'sk-bench',
      AI_MODEL: 'fake',
      ...database,
    },
  })
  const tavern = await startSillyTavern(stDir)
  const origin = ours.baseUrl
  try {
    const register = await fetch(`${origin}/api/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin },
      body: JSON.stringify({
        username: `bench_${Date.now()}`,
        email: `bench${Date.now()}@example.com`,
        password: 'bench-password-1',
      }),
    })
    const cookie = (register.headers.get('set-cookie') ?? '').split(';')[0] ?? ''
    const upgrade = await fetch(`${origin}/api/upgrade-premium`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin, cookie },
      body: JSON.stringify({ plan: 'pro' }),
    })
    if (register.status !== 201 || upgrade.status !== 200)
      throw new Error(`set-up failed: register ${register.status}, upgrade ${upgrade.status}`)

    const askUs = (headers: Record<string, string>, conversationId?: string) =>
      timeStream(
        `${origin}/api/ai-agents/adam/ask`,
        {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            accept: 'text/event-stream',
            origin,
            ...headers,
          },
          body: JSON.stringify({
            message: QUESTION,
            ...(conversationId ? { conversationId } : {}),
          }),
        },
        ourToken,
      )
    // Nine streams a visitor, under the free limit of ten: no stream meets it.
    let visitorStreams = 0
    const visitor = () =>
      askUs({
        cookie: `hc_visitor=bench-visitor-${process.pid}-${Math.floor(visitorStreams++ / 9)}`,
      })
    const premium = () => askUs({ cookie })
    const first = await fetch(`${origin}/api/ai-agents/adam/ask`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin, cookie },
      body: JSON.stringify({ message: 'Hello' }),
    })
    const { conversationId } = (await first.json()) as { conversationId: string }
    const followUp = () => askUs({ cookie }, conversationId)
    const sillyTavern = () =>
      timeStream(
        `${tavern.baseUrl}/api/backends/chat-completions/generate`,
        {
          method: 'POST',
          headers: tavern.headers,
          body: JSON.stringify({
            chat_completion_source: 'custom',
            custom_url: model.baseUrl,
            model: 'fake',
            stream: true,
            temperature: 1,
            max_tokens: 300,
            messages: [
              { role: 'system', content: 'You are Adam.' },
              { role: 'user', content: QUESTION },
            ],
          }),
        },
        upstreamToken,
      )

    const paths = {
      'SillyTavern, generate (custom OpenAI-compatible source)': sillyTavern,
      'ours, visitor, new conversation (daily limit checked)': visitor,
      'ours, Premium, new conversation (row stored)': premium,
      'ours, Premium, follow-up (saved history)': followUp,
    }
    const samples = new Map(
      Object.keys(paths).map((name) => [
        name,
        {
          added: [] as number[],
          ttft: [] as number[],
          before: [] as number[],
          after: [] as number[],
        },
      ]),
    )
    for (let round = 0; round < WARM_UP + STREAMS; round++) {
      for (const [name, run] of Object.entries(paths)) {
        if (PAUSE_MS) await sleep(PAUSE_MS)
        const { ttft, text, sentAt, firstTokenAt } = await run()
        if (text !== FULL_REPLY)
          throw new Error(`${name}: unexpected reply ${JSON.stringify(text)}`)
        const timing = await lastModelTiming(model)
        if (round < WARM_UP) continue
        const sample = samples.get(name)!
        sample.ttft.push(ttft)
        sample.added.push(ttft - (timing.firstChunkAt - timing.receivedAt))
        sample.before.push(timing.receivedAt - sentAt)
        sample.after.push(firstTokenAt - timing.firstChunkAt)
      }
    }

    console.log(
      `\nAdded before the first token, ${STREAMS} sequential streams per path after ${WARM_UP} warm-up; ` +
        `the model's own first-token delay ${FIRST_TOKEN_DELAY_MS} ms; ${PAUSE_MS} ms between streams; ours on ${database.DATABASE_URL ? 'PostgreSQL' : 'PGlite on disk'}:\n`,
    )
    printTable(
      [
        'path',
        'added, median',
        'added, p90',
        'sent → model asked',
        "model's first token → client",
        'client TTFT, median',
      ],
      [...samples].map(([name, s]) => [
        name,
        ms(median(s.added), 2),
        ms([...s.added].sort((a, b) => a - b)[Math.ceil(0.9 * s.added.length) - 1]!, 2),
        ms(median(s.before), 2),
        ms(median(s.after), 2),
        ms(median(s.ttft), 2),
      ]),
    )
    const theirs = median([...samples.values()][0]!.added)
    const worst = Math.max(...[...samples.values()].slice(1).map((s) => median(s.added)))
    console.log(
      `\nOur slowest path adds ${ms(worst, 2)} at the median, SillyTavern ${ms(theirs, 2)} (${(worst / theirs).toFixed(2)}×). ` +
        `Load average after: ${os
          .loadavg()
          .map((n) => n.toFixed(2))
          .join(' ')}.`,
    )
    if (worst > theirs) {
      console.error('Over target: we add more than SillyTavern before the first token.')
      process.exitCode = 1
    }
  } finally {
    tavern.stop()
    await ours.stop()
    await model.close()
  }
}

const pgUrl = process.env.BENCH_PG_URL
void (pgUrl ? withBenchSchema(pgUrl, 'chat', main) : main({})).catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
