/**
 * Hostile requests against the real app on loopback while `/healthz` is asked every 50 ms: for
 * each case, its answer, how long it took and the longest `/healthz` wait (decision 226).
 * Run: `npx tsx bench/hostile/run.ts`. Not a pass/fail bench: tests/reliability/hostile-input
 * holds the bounds.
 */
import type { AddressInfo } from 'node:net'
import { buildTestApp } from '@/server/test/build-test-app'
import { signUp } from '@/server/test/helpers'
import { machineLine } from '../support/report'

const t = await buildTestApp({ rateLimitPerMinute: 1_000_000 })
await t.app.listen({ host: '127.0.0.1', port: 0 })
const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`
const member = (await signUp(t, 'hostile_member', true)).cookie
const keyAnswer = await t.app.inject({
  method: 'POST',
  url: '/api/api-keys',
  headers: { cookie: member },
  payload: { name: 'bench' },
})
const apiKey = keyAnswer.json().key as string

const junk = (bytes: number) => new Blob(['x'.repeat(bytes)])
const deep = (depth: number) => '['.repeat(depth) + ']'.repeat(depth)
const words = (count: number, length: number) =>
  Array.from({ length: count }, (_, i) => `w${i}`.padEnd(length, 'q')).join(' ')
/** `bytes` of distinct made-up words, 3–12 letters, the same every run (a fixed seed). */
function distinctWords(bytes: number) {
  let seed = 53
  const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31
  const out: string[] = []
  let size = 0
  while (size < bytes) {
    const length = 3 + Math.floor(next() * 10)
    const word = Array.from({ length }, () => String.fromCharCode(97 + next() * 26)).join('')
    out.push(word)
    size += length + 1
  }
  return out.join(' ')
}
const card = (extra: Record<string, unknown>) => ({ name: 'Hostile', ...extra })

interface Case {
  name: string
  method: string
  path: string
  headers?: Record<string, string>
  body: string | Blob
}

const json = { 'content-type': 'application/json', origin: base }
const cases: Case[] = [
  ...[1, 2, 4].map((mib) => ({
    name: `card import, ${mib} MiB junk, no cookie`,
    method: 'POST',
    path: '/api/personas/import',
    headers: { 'content-type': 'application/octet-stream', origin: base },
    body: junk(mib * 1024 * 1024),
  })),
  {
    name: '/v1 last message of 280,000 characters (words)',
    method: 'POST',
    path: '/v1/chat/completions',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${apiKey}` },
    body: JSON.stringify({
      model: 'adam',
      messages: [{ role: 'user', content: words(28_000, 9) }],
    }),
  },
  {
    name: '/v1 last message of 280,000 characters (no spaces)',
    method: 'POST',
    path: '/v1/chat/completions',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${apiKey}` },
    body: JSON.stringify({
      model: 'adam',
      messages: [{ role: 'user', content: 'a'.repeat(280_000) }],
    }),
  },
  {
    name: '/v1 last message of 200 KB of distinct random words',
    method: 'POST',
    path: '/v1/chat/completions',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${apiKey}` },
    body: JSON.stringify({
      model: 'adam',
      messages: [{ role: 'user', content: distinctWords(200_000) }],
    }),
  },
  {
    name: '/v1 200 KB of distinct random words in an earlier turn, short last message',
    method: 'POST',
    path: '/v1/chat/completions',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${apiKey}` },
    body: JSON.stringify({
      model: 'adam',
      messages: [
        { role: 'user', content: distinctWords(200_000) },
        { role: 'assistant', content: 'Noted.' },
        { role: 'user', content: 'and then?' },
      ],
    }),
  },
  {
    name: 'chat, 4,000 characters of distinct random words (visitor)',
    method: 'POST',
    path: '/api/ai-agents/adam/ask',
    headers: json,
    body: JSON.stringify({ message: distinctWords(3_990) }),
  },
  {
    name: 'persona create, lone surrogate',
    method: 'POST',
    path: '/api/personas',
    headers: { ...json, cookie: member },
    body: '{"card":{"name":"Lone \\ud800 surrogate"}}',
  },
  {
    name: 'card import, lone surrogate',
    method: 'POST',
    path: '/api/personas/import',
    headers: { ...json, cookie: member },
    body: '{"spec":"chara_card_v2","data":{"name":"Lone \\ud800"}}',
  },
  {
    name: 'Agent Zero message, lone surrogate (visitor)',
    method: 'POST',
    path: '/api/agent-zero/invoke',
    headers: json,
    body: '{"query":"hello \\ud800"}',
  },
  {
    name: 'card import, JSON nested 5,000 deep',
    method: 'POST',
    path: '/api/personas/import',
    headers: { ...json, cookie: member },
    body: JSON.stringify({ spec: 'chara_card_v2', data: card({}) }).replace(
      '"Hostile"}',
      `"Hostile","extensions":{"x":${deep(5_000)}}}`,
    ),
  },
  {
    name: 'card import, NUL in a field',
    method: 'POST',
    path: '/api/personas/import',
    headers: { ...json, cookie: member },
    body: JSON.stringify({ spec: 'chara_card_v2', data: card({ description: 'a\u0000b' }) }),
  },
  {
    name: 'chat, 4,000 characters of 100 long words (visitor)',
    method: 'POST',
    path: '/api/ai-agents/adam/ask',
    headers: json,
    body: JSON.stringify({ message: words(100, 39) }),
  },
]

/**
 * The probe runs in this process, so a held event loop also holds its timer: each wait is
 * counted from when the next ask was due (50 ms after the last answer), not from when it left.
 */
async function probe(stop: { done: boolean }) {
  let worst = 0
  let due = performance.now()
  while (!stop.done) {
    await fetch(`${base}/healthz`).then((r) => r.arrayBuffer())
    const answered = performance.now()
    worst = Math.max(worst, answered - due)
    due = answered + 50
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  return worst
}

console.log(machineLine())
console.log('| case | answer | took (ms) | longest /healthz wait (ms) |')
console.log('| --- | --- | ---: | ---: |')
for (const c of cases) {
  const stop = { done: false }
  const probing = probe(stop)
  await new Promise((resolve) => setTimeout(resolve, 120))
  const started = performance.now()
  const res = await fetch(`${base}${c.path}`, {
    method: c.method,
    headers: c.headers,
    body: c.body,
  })
  const text = await res.text()
  const took = performance.now() - started
  stop.done = true
  const worst = await probing
  const message = text.slice(0, 90).replaceAll('|', '\\|').replaceAll('\n', ' ')
  console.log(`| ${c.name} | ${res.status} ${message} | ${took.toFixed(0)} | ${worst.toFixed(0)} |`)
}
await t.close()
