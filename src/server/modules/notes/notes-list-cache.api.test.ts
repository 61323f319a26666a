import fs from 'node:fs'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../test/build-test-app'
import { signUp } from '../../test/helpers'

let t: TestApp
let cookie: string
beforeEach(async () => {
  t = await buildTestApp()
  cookie = (await signUp(t, 'list_cache')).cookie
})
afterEach(() => t.close())

interface ListedNote {
  title: string
  agentZeroObserved: boolean
}
const list = async () =>
  (await t.app.inject({ url: '/api/obsidian/notes?vault=codex-notes' })).json() as ListedNote[]

describe('GET /api/obsidian/notes is served from a cache that follows every change', () => {
  it('shows an Agent Zero sync on the next read', async () => {
    expect((await list()).some((note) => note.agentZeroObserved)).toBe(false)
    const sync = await t.app.inject({
      method: 'POST',
      url: '/api/obsidian/sync-agent-zero',
      payload: {},
      headers: { cookie },
    })
    expect(sync.statusCode).toBe(200)
    await t.app.events.settled()
    const notes = await list()
    expect(notes).toHaveLength(7)
    expect(notes.every((note) => note.agentZeroObserved)).toBe(true)
  })

  it('shows a note created through the API and a file written beside it', async () => {
    expect(await list()).toHaveLength(7)
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/obsidian/notes',
      payload: { title: 'Fresh idea', content: 'Written now.', tags: [], vault: 'codex-notes' },
      headers: { cookie },
    })
    expect(created.statusCode).toBe(201)
    expect((await list()).map((note) => note.title)).toContain('Fresh idea')

    const vaultDir = path.join(t.app.config.vaultsDir, 'codex-notes')
    fs.writeFileSync(path.join(vaultDir, 'Edited elsewhere.md'), 'Written by Obsidian.\n')
    let titles: string[] = []
    for (let i = 0; i < 60 && !titles.includes('Edited elsewhere'); i++) {
      await new Promise((resolve) => setTimeout(resolve, 50))
      titles = (await list()).map((note) => note.title)
    }
    expect(titles).toContain('Edited elsewhere')
    expect(titles).toHaveLength(9)
  })
})
