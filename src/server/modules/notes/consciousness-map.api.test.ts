import fs from 'node:fs'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { ConsciousnessMap } from '@/shared/consciousness-map'
import { buildTestApp, type TestApp } from '../../test/build-test-app'
import { signUp } from '../../test/helpers'

let t: TestApp
beforeEach(async () => {
  t = await buildTestApp({ adminUsernames: ['map_writer'] })
})
afterEach(() => t.close())

const read = async (headers: Record<string, string> = {}) =>
  t.app.inject({ url: '/api/obsidian/consciousness-map', headers })

/** Note files older than the sample vault's, indexed by a scan. */
async function seed(count: number) {
  const old = new Date('2020-01-01T00:00:00.000Z')
  const dir = path.join(t.app.config.vaultsDir, 'codex-notes', 'archive')
  fs.mkdirSync(dir, { recursive: true })
  for (let i = 0; i < count; i++) {
    const file = path.join(dir, `Old ${i}.md`)
    // Each links to the next by its path, in another case; the last to nothing.
    const link = i + 1 < count ? `ARCHIVE/old ${i + 1}` : 'Nowhere yet'
    fs.writeFileSync(file, `---\ntags: [archive]\nconsciousnessLevel: profound\n---\n[[${link}]]\n`)
    fs.utimesSync(file, old, old)
  }
  await t.app.vaults.scan()
}

describe('GET /api/obsidian/consciousness-map', () => {
  it('maps every note of every vault, linked by the one rule, not the newest page', async () => {
    const before = (await read()).json() as ConsciousnessMap
    expect(before.total).toBeGreaterThan(0)

    const fresh = await buildTestApp()
    await t.close()
    t = fresh
    await seed(40)
    const res = await read()
    expect(res.statusCode).toBe(200)
    const map = res.json() as ConsciousnessMap
    expect(map.total).toBe(before.total + 40)
    expect(map.levels.profound).toBe(before.levels.profound + 40)
    expect(map.links).toBe(before.links + 40)
    // 39 links by path in another case resolve; only 'Nowhere yet' is new and unresolved.
    expect(map.unresolved).toBe(before.unresolved + 1)
    expect(map.clusters.find((cluster) => cluster.tag === 'archive')).toEqual({
      tag: 'archive',
      count: 40,
      // Newest first; the same time, so the latest indexed first.
      titles: expect.arrayContaining([expect.stringMatching(/^Old \d+$/)]),
      outgoing: 40,
    })
  })

  it('answers an unchanged map with 304, and a changed one again after a write', async () => {
    const first = await read()
    const etag = String(first.headers.etag)
    expect((await read({ 'if-none-match': etag })).statusCode).toBe(304)

    const { cookie } = await signUp(t, 'map_writer')
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/obsidian/notes',
      payload: { vault: 'codex-notes', title: 'Fresh thought', content: 'No links, no tags.' },
      headers: { cookie },
    })
    expect(created.statusCode).toBe(201)
    const after = await read({ 'if-none-match': etag })
    expect(after.statusCode).toBe(200)
    const map = after.json() as ConsciousnessMap
    expect(map.total).toBe((first.json() as ConsciousnessMap).total + 1)
    expect(map.untethered.titles).toContain('Fresh thought')
  })
})
