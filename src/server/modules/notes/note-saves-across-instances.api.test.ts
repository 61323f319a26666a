import { afterAll, describe, expect, it } from 'vitest'
import { buildTestApp, dropSchema, type TestApp } from '../../test/build-test-app'
import { signUp } from '../../test/helpers'

const pgUrl = process.env.DATABASE_URL || ''

/**
 * Two instances on one PostgreSQL schema and one vault folder: a save names the version it was
 * made on, and of two saves of the same version sent at once to the two instances exactly one
 * wins; the other gets a 409 with the note as the winner left it.
 */
/** 30 rounds in every run, 50 with `HC_LONG_RELIABILITY=1`. */
const ROUNDS = process.env.HC_LONG_RELIABILITY ? 50 : 30

describe.skipIf(!pgUrl)('note saves across two instances', () => {
  const opened: TestApp[] = []
  afterAll(async () => {
    const schema = opened[0]?.app.config.databaseSchema
    for (const t of opened.splice(0).reverse()) await t.app.close().catch(() => {})
    if (schema) await dropSchema(pgUrl, schema)
  })

  it(`lets exactly one of two simultaneous saves of one version through, ${ROUNDS} rounds`, async () => {
    const first = await buildTestApp({ adminUsernames: ['cas-writer'] })
    opened.push(first)
    const second = await buildTestApp({
      databaseSchema: first.app.config.databaseSchema,
      vaultsDir: first.app.config.vaultsDir,
      adminUsernames: ['cas-writer'],
    })
    opened.push(second)
    const { cookie } = await signUp(first, 'cas-writer')
    const created = await first.app.inject({
      method: 'POST',
      url: '/api/obsidian/notes',
      headers: { cookie },
      payload: { title: 'Contested', content: 'round 0', vault: 'codex-notes' },
    })
    expect(created.statusCode).toBe(201)
    const id = created.json().id as number
    let version = created.json().version as string

    for (let round = 1; round <= ROUNDS; round++) {
      const save = (t: TestApp, who: string) =>
        t.app.inject({
          method: 'PUT',
          url: `/api/obsidian/notes/${id}`,
          headers: { cookie },
          payload: { content: `round ${round} by ${who}`, version },
        })
      const answers = await Promise.all([save(first, 'first'), save(second, 'second')])
      const statuses = answers.map((answer) => answer.statusCode).sort()
      expect(statuses, `round ${round}`).toEqual([200, 409])
      const won = answers.find((answer) => answer.statusCode === 200)!.json()
      const lost = answers.find((answer) => answer.statusCode === 409)!.json()
      // The loser is told what the note is now: the winner's edit, nothing lost.
      expect(lost.current.content, `round ${round}`).toBe(won.content)
      const read = await first.app.inject({ url: `/api/obsidian/notes/${id}`, headers: { cookie } })
      expect(read.json().content, `round ${round}`).toBe(won.content)
      version = won.version
    }
  })
})
