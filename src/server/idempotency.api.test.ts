import fs from 'node:fs'
import path from 'node:path'
import { randomUUID } from 'node:crypto'
import { and, count, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { aiMessages, idempotentRequests, vaultNotes } from './db/schema'
import { buildTestApp, dropSchema, type TestApp } from './test/build-test-app'
import { signUp } from './test/helpers'

const pgUrl = process.env.DATABASE_URL || ''

/** A visitor's cookie: a visitor's key is scoped by it. */
const VISITOR = 'hc_visitor=visitor-one-0123456789'

/** Posts to the board through `t` (as the visitor unless a cookie is given), with the key. */
const postTo = (t: TestApp, payload: object, key?: string, cookie: string | null = VISITOR) =>
  t.app.inject({
    method: 'POST',
    url: '/api/ai-messages',
    payload,
    headers: {
      ...(key === undefined ? {} : { 'idempotency-key': key }),
      ...(cookie ? { cookie } : {}),
    },
  })

/** How many board messages hold exactly this content. */
async function postsOf(t: TestApp, content: string) {
  const [row] = await t.app.database.db
    .select({ n: count() })
    .from(aiMessages)
    .where(eq(aiMessages.content, content))
  return row!.n
}

/** Sets the stored row of a key, as a crash or a slow first request would leave it. */
async function rewind(t: TestApp, key: string, change: 'pending' | 'abandoned') {
  await t.app.database.db
    .update(idempotentRequests)
    .set(
      change === 'pending'
        ? { status: null, body: null }
        : { createdAt: sql`now() - interval '2 minutes'` },
    )
    .where(eq(idempotentRequests.key, key))
}

describe('Idempotency-Key on board posts (decision 217)', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await buildTestApp()
  })
  afterAll(() => t.close())

  it('posts once for a key sent twice, and answers the retry with the first answer', async () => {
    const key = randomUUID()
    const content = `once ${key}`
    const first = await postTo(t, { content, messageType: 'learning' }, key)
    expect(first.statusCode).toBe(201)
    expect(first.headers['idempotent-replayed']).toBeUndefined()
    const again = await postTo(t, { content, messageType: 'learning' }, key)
    expect(again.statusCode).toBe(201)
    expect(again.headers['idempotent-replayed']).toBe('true')
    expect(again.headers['content-type']).toMatch(/^application\/json/)
    expect(again.body).toBe(first.body)
    expect(await postsOf(t, content)).toBe(1)
    // The key as the draft writes it, a quoted string, is the same key.
    const quoted = await postTo(t, { content, messageType: 'learning' }, `"${key}"`)
    expect(quoted.headers['idempotent-replayed']).toBe('true')
    expect(await postsOf(t, content)).toBe(1)
    // Without the header each post is a new one, as before.
    const unkeyed = await postTo(t, { content, messageType: 'learning' })
    expect(unkeyed.statusCode).toBe(201)
    expect(unkeyed.headers['idempotent-replayed']).toBeUndefined()
    expect(await postsOf(t, content)).toBe(2)
  })

  it('answers 422 to the same key with another body, and writes nothing', async () => {
    const key = randomUUID()
    const content = `first body ${key}`
    expect((await postTo(t, { content, messageType: 'learning' }, key)).statusCode).toBe(201)
    const other = await postTo(t, { content: `other body ${key}`, messageType: 'learning' }, key)
    expect(other.statusCode).toBe(422)
    expect(other.json().message).toMatch(/^idempotency-key: this key was already used/)
    expect(await postsOf(t, `other body ${key}`)).toBe(0)
    expect(await postsOf(t, content)).toBe(1)
  })

  it('lets exactly one of two requests with one key at the same moment through', async () => {
    for (let round = 0; round < 10; round++) {
      const key = randomUUID()
      const content = `race ${key}`
      const answers = await Promise.all([
        postTo(t, { content, messageType: 'learning' }, key),
        postTo(t, { content, messageType: 'learning' }, key),
      ])
      expect(await postsOf(t, content), `round ${round}`).toBe(1)
      const fresh = answers.filter((a) => a.statusCode === 201 && !a.headers['idempotent-replayed'])
      expect(fresh, `round ${round}`).toHaveLength(1)
      // The other waited its turn (409, Retry-After) or got the first answer again.
      for (const answer of answers.filter((a) => a !== fresh[0])) {
        if (answer.statusCode === 409) expect(answer.headers['retry-after']).toBe('1')
        else expect(answer.body).toBe(fresh[0]!.body)
      }
    }
  })

  it('leaves the key free when the first request fails in its handler', async () => {
    const key = randomUUID()
    const content = `after a failure ${key}`
    const failed = await postTo(t, { content, messageType: 'learning', toAgent: 'nobody' }, key)
    expect(failed.statusCode).toBe(400)
    expect(await postsOf(t, content)).toBe(0)
    // The key is free: another body under it is a first request, not a 422.
    const ok = await postTo(t, { content, messageType: 'learning' }, key)
    expect(ok.statusCode).toBe(201)
    expect(ok.headers['idempotent-replayed']).toBeUndefined()
    expect((await postTo(t, { content, messageType: 'learning' }, key)).headers).toMatchObject({
      'idempotent-replayed': 'true',
    })
    expect(await postsOf(t, content)).toBe(1)
  })

  it("keeps one person's key apart from another's and from a visitor's", async () => {
    const key = randomUUID()
    const content = `shared key ${key}`
    const ada = (await signUp(t, `ada_${key.slice(0, 8)}`)).cookie
    const bob = (await signUp(t, `bob_${key.slice(0, 8)}`)).cookie
    for (const cookie of [ada, bob, VISITOR]) {
      const answer = await postTo(t, { content, messageType: 'learning' }, key, cookie)
      expect(answer.statusCode).toBe(201)
      expect(answer.headers['idempotent-replayed']).toBeUndefined()
    }
    expect(await postsOf(t, content)).toBe(3)
    for (const cookie of [ada, bob, VISITOR]) {
      const answer = await postTo(t, { content, messageType: 'learning' }, key, cookie)
      expect(answer.headers['idempotent-replayed']).toBe('true')
    }
    expect(await postsOf(t, content)).toBe(3)
    // Two visitors behind one address: the second is not given the first's answer.
    const second = await postTo(
      t,
      { content, messageType: 'learning' },
      key,
      'hc_visitor=visitor-two-0123456789',
    )
    expect(second.statusCode).toBe(201)
    expect(second.headers['idempotent-replayed']).toBeUndefined()
    // Without a cookie a visitor's key is refused, and nothing is written.
    const bare = await postTo(t, { content, messageType: 'learning' }, key, null)
    expect(bare.statusCode).toBe(400)
    expect(bare.json().message).toMatch(/^idempotency-key: a visitor needs the hc_visitor cookie/)
    expect(await postsOf(t, content)).toBe(4)
  })

  it("forgets an account's stored answers when the account is deleted", async () => {
    const key = randomUUID()
    const { cookie } = await signUp(t, `gone_${key.slice(0, 8)}`)
    expect(
      (await postTo(t, { content: `gone ${key}`, messageType: 'learning' }, key, cookie))
        .statusCode,
    ).toBe(201)
    const stored = () =>
      t.app.database.db.select().from(idempotentRequests).where(eq(idempotentRequests.key, key))
    expect(await stored()).toHaveLength(1)
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: '/api/account',
      headers: { cookie },
      payload: { password: 'long-enough-password' },
    })
    expect(deleted.statusCode, deleted.body).toBeLessThan(300)
    expect(await stored()).toEqual([])
  })

  it('refuses a malformed key with 400 and writes nothing', async () => {
    const content = `malformed ${randomUUID()}`
    for (const key of ['', 'k'.repeat(256), 'clé', '"unterminated', '"a" , "b"']) {
      const answer = await postTo(t, { content, messageType: 'learning' }, key)
      expect(answer.statusCode, JSON.stringify(key)).toBe(400)
      expect(answer.json().message).toMatch(/^idempotency-key: must be 1 to 255 printable ASCII/)
    }
    expect(await postsOf(t, content)).toBe(0)
    const [rows] = await t.app.database.db.select({ n: count() }).from(idempotentRequests)
    const before = rows!.n
    expect(
      (await postTo(t, { content, messageType: 'learning' }, 'k'.repeat(255))).statusCode,
    ).toBe(201)
    const [after] = await t.app.database.db.select({ n: count() }).from(idempotentRequests)
    expect(after!.n).toBe(before + 1)
  })

  it('answers 409 while the first is being answered, and takes over one left for a minute', async () => {
    const key = randomUUID()
    const content = `pending ${key}`
    expect((await postTo(t, { content, messageType: 'learning' }, key)).statusCode).toBe(201)
    await rewind(t, key, 'pending')
    const waiting = await postTo(t, { content, messageType: 'learning' }, key)
    expect(waiting.statusCode).toBe(409)
    expect(waiting.headers['retry-after']).toBe('1')
    expect(waiting.json().message).toMatch(/still being answered/)
    // Its instance stopped mid-request: the retry is answered afresh (the one double write).
    await rewind(t, key, 'abandoned')
    const retaken = await postTo(t, { content, messageType: 'learning' }, key)
    expect(retaken.statusCode).toBe(201)
    expect(retaken.headers['idempotent-replayed']).toBeUndefined()
    expect(await postsOf(t, content)).toBe(2)
    const replay = await postTo(t, { content, messageType: 'learning' }, key)
    expect(replay.headers['idempotent-replayed']).toBe('true')
    expect(replay.body).toBe(retaken.body)
  })

  it('documents the header and its answers in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ url: '/api/openapi.json' })).json()
    for (const [url, method] of [
      ['/api/ai-messages', 'post'],
      ['/api/obsidian/notes', 'post'],
    ] as const) {
      const op = doc.paths[url][method]
      expect(op.parameters, url).toContainEqual(
        expect.objectContaining({ in: 'header', name: 'idempotency-key', required: false }),
      )
      expect(Object.keys(op.responses), url).toEqual(expect.arrayContaining(['409', '422']))
      expect(op.description, url).toMatch(/Idempotency-Key/)
    }
  })

  it('forgets keys older than a day in the hourly expiry job', async () => {
    const key = randomUUID()
    const content = `pruned ${key}`
    expect((await postTo(t, { content, messageType: 'learning' }, key)).statusCode).toBe(201)
    const held = await postTo(t, { content, messageType: 'learning' }, key)
    expect(held.headers['idempotent-replayed']).toBe('true')
    await t.app.database.db
      .update(idempotentRequests)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(eq(idempotentRequests.key, key))
    expect(await t.app.scheduler.runDue()).toContain('expire-conversations-and-sessions')
    const again = await postTo(t, { content, messageType: 'learning' }, key)
    expect(again.headers['idempotent-replayed']).toBeUndefined()
    expect(await postsOf(t, content)).toBe(2)
  })
})

describe('Idempotency-Key on note creation (decision 217)', () => {
  let t: TestApp
  let cookie: string
  beforeAll(async () => {
    t = await buildTestApp({ adminUsernames: ['idem_admin'] })
    cookie = (await signUp(t, 'idem_admin')).cookie
  })
  afterAll(() => t.close())

  const create = (payload: object, key?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/obsidian/notes',
      payload,
      headers: { cookie, ...(key === undefined ? {} : { 'idempotency-key': key }) },
    })
  /** The note's files in the vault (a second create would write `<title> 1.md`). */
  const filesOf = (title: string) =>
    fs
      .readdirSync(path.join(t.app.config.vaultsDir, 'codex-notes'))
      .filter((name) => name.startsWith(title))
  const rowsOf = async (title: string) => {
    const [row] = await t.app.database.db
      .select({ n: count() })
      .from(vaultNotes)
      .where(and(eq(vaultNotes.vault, 'codex-notes'), eq(vaultNotes.title, title)))
    return row!.n
  }

  it('creates one note and one file for a key sent twice', async () => {
    const key = randomUUID()
    const title = `Idem ${key.slice(0, 8)}`
    const body = { title, content: 'written once', vault: 'codex-notes' }
    const first = await create(body, key)
    expect(first.statusCode).toBe(201)
    const again = await create(body, key)
    expect(again.statusCode).toBe(201)
    expect(again.headers['idempotent-replayed']).toBe('true')
    expect(again.body).toBe(first.body)
    expect(filesOf(title)).toEqual([`${title}.md`])
    expect(await rowsOf(title)).toBe(1)
    const other = await create({ ...body, content: 'another body' }, key)
    expect(other.statusCode).toBe(422)
    expect(filesOf(title)).toEqual([`${title}.md`])
  })

  it('creates one note when one key arrives twice at the same moment', async () => {
    const key = randomUUID()
    const title = `Idem race ${key.slice(0, 8)}`
    const body = { title, content: 'raced', vault: 'codex-notes' }
    await Promise.all([create(body, key), create(body, key)])
    expect(filesOf(title)).toEqual([`${title}.md`])
    expect(await rowsOf(title)).toBe(1)
  })

  it('leaves the key free after a refusal, and refuses a malformed key', async () => {
    const key = randomUUID()
    const title = `Idem refused ${key.slice(0, 8)}`
    const missing = await create({ title, content: 'x', vault: 'no-such-vault' }, key)
    expect(missing.statusCode).toBe(404)
    const ok = await create({ title, content: 'x', vault: 'codex-notes' }, key)
    expect(ok.statusCode).toBe(201)
    expect(ok.headers['idempotent-replayed']).toBeUndefined()
    const replay = await create({ title, content: 'x', vault: 'codex-notes' }, key)
    expect(replay.headers['idempotent-replayed']).toBe('true')
    expect(filesOf(title)).toEqual([`${title}.md`])
    const bad = await create({ title: `${title} bad`, content: 'x', vault: 'codex-notes' }, '')
    expect(bad.statusCode).toBe(400)
    expect(filesOf(`${title} bad`)).toEqual([])
  })
})

/**
 * Two instances on one PostgreSQL schema and one vault folder: the key is kept in the database,
 * so a retry that nginx sends to the other instance finds it.
 */
describe.skipIf(!pgUrl)('Idempotency-Key across two instances', () => {
  const opened: TestApp[] = []
  afterAll(async () => {
    const schema = opened[0]?.app.config.databaseSchema
    for (const t of opened.splice(0).reverse()) await t.app.close().catch(() => {})
    if (schema) await dropSchema(pgUrl, schema)
  })

  it('posts and creates exactly once for one key sent to both at once, 20 rounds', async () => {
    const first = await buildTestApp({ adminUsernames: ['idem-two'] })
    opened.push(first)
    const second = await buildTestApp({
      databaseSchema: first.app.config.databaseSchema,
      vaultsDir: first.app.config.vaultsDir,
      adminUsernames: ['idem-two'],
    })
    opened.push(second)
    const { cookie } = await signUp(first, 'idem-two')
    for (let round = 0; round < 20; round++) {
      const key = randomUUID()
      const content = `two instances ${key}`
      const posts = await Promise.all(
        [first, second].map((t) => postTo(t, { content, messageType: 'learning' }, key)),
      )
      expect(await postsOf(first, content), `round ${round}`).toBe(1)
      expect(posts.map((a) => a.statusCode).filter((s) => s === 201).length).toBeGreaterThan(0)

      const title = `Two ${key.slice(0, 8)}`
      await Promise.all(
        [first, second].map((t) =>
          t.app.inject({
            method: 'POST',
            url: '/api/obsidian/notes',
            payload: { title, content: 'once', vault: 'codex-notes' },
            headers: { cookie, 'idempotency-key': key },
          }),
        ),
      )
      const files = fs
        .readdirSync(path.join(first.app.config.vaultsDir, 'codex-notes'))
        .filter((name) => name.startsWith(title))
      expect(files, `round ${round}`).toEqual([`${title}.md`])
    }
    // A retry through the other instance gets the first answer.
    const key = randomUUID()
    const content = `retried elsewhere ${key}`
    const answered = await postTo(first, { content, messageType: 'learning' }, key)
    const retried = await postTo(second, { content, messageType: 'learning' }, key)
    expect(retried.headers['idempotent-replayed']).toBe('true')
    expect(retried.body).toBe(answered.body)
    expect(await postsOf(second, content)).toBe(1)
  })
})
