import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import type { NoteSummary } from '@/shared/notes'
import { buildTestApp, dropSchema, type TestApp } from '../../test/build-test-app'
import { signUp } from '../../test/helpers'

const pgUrl = process.env.DATABASE_URL || ''

/** Two app instances on one PostgreSQL schema, as the scale-out runs them (decision 137). */
describe.skipIf(!pgUrl)('vaults shared by two instances', () => {
  const opened: TestApp[] = []
  let schema = ''
  afterEach(async () => {
    for (const t of opened.splice(0).reverse()) await t.close().catch(() => {})
    if (schema) await dropSchema(pgUrl, schema)
  })

  const titles = async (t: TestApp) =>
    (
      (
        await t.app.inject('/api/obsidian/notes?vault=codex-notes&limit=500')
      ).json() as NoteSummary[]
    ).map((note) => note.title)
  /** Polls `t`'s (cached) list until it holds `title`; resolves with the time it took. */
  const seen = async (t: TestApp, title: string, present = true) => {
    const started = Date.now()
    while (Date.now() - started < 2000) {
      if ((await titles(t)).includes(title) === present) return Date.now() - started
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    throw new Error(`"${title}" not ${present ? 'seen' : 'gone'} within 2 s`)
  }

  it('clears every instance’s note caches within 2 s of a change on either', async () => {
    // The writer saves into the shared sample vault, as an administrator (decision 130).
    const first = await buildTestApp({ adminUsernames: ['instance-writer'] })
    opened.push(first)
    schema = first.app.config.databaseSchema!
    const second = await buildTestApp({
      databaseSchema: schema,
      vaultsDir: first.app.config.vaultsDir,
      adminUsernames: ['instance-writer'],
    })
    opened.push(second)
    // Both lists are cached now.
    expect(await titles(first)).toEqual(await titles(second))

    const { cookie } = await signUp(first, 'instance-writer')
    const created = await first.app.inject({
      method: 'POST',
      url: '/api/obsidian/notes',
      headers: { cookie },
      payload: { title: 'Written on the first', content: 'x', vault: 'codex-notes' },
    })
    expect(created.statusCode).toBe(201)
    expect(await seen(second, 'Written on the first')).toBeLessThan(2000)
    // Quick search on the other instance re-reads its notes on the announcement too.
    const found = async () =>
      (
        (
          await second.app.inject({
            url: '/api/quick-search/search',
            query: { query: 'Written on the first' },
          })
        ).json() as { title: string }[]
      ).some((result) => result.title === 'Written on the first')
    const started = Date.now()
    while (!(await found()) && Date.now() - started < 2000)
      await new Promise((resolve) => setTimeout(resolve, 50))
    expect(await found()).toBe(true)

    // A file edit: whichever instance indexes it, the other's cache is cleared too.
    fs.writeFileSync(
      path.join(first.app.config.vaultsDir, 'codex-notes', 'Edited on disk.md'),
      'Hello',
    )
    expect(await seen(first, 'Edited on disk')).toBeLessThan(2000)
    expect(await seen(second, 'Edited on disk')).toBeLessThan(2000)
  })

  it('refuses to start on another vault folder instead of deleting the index', async () => {
    const first = await buildTestApp()
    opened.push(first)
    schema = first.app.config.databaseSchema!
    const before = (await titles(first)).length
    const otherDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hc-other-vaults-'))
    try {
      await expect(buildTestApp({ databaseSchema: schema, vaultsDir: otherDir })).rejects.toThrow(
        /is not the vault folder this database's note index was built from/,
      )
      expect((await titles(first)).length).toBe(before)
    } finally {
      fs.rmSync(otherDir, { recursive: true, force: true })
    }
  })
})
