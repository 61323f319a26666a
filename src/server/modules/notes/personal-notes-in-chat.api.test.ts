import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../test/build-test-app'
import { signUp } from '../../test/helpers'
import { notesReadableBy } from './service'

/**
 * The personas answer everyone from one knowledge base: a personal note in it is marked with its
 * owner and reaches only that person's answers, never another's (decision 131).
 */
let t: TestApp
beforeAll(async () => {
  t = await buildTestApp({ adminUsernames: ['kb_admin'] })
})
afterAll(() => t.close())

const QUESTION = 'What is the Zanzibar quartz lullaby?'
const note = (secret: string) => ({
  title: 'Zanzibar quartz lullaby',
  content: `The Zanzibar quartz lullaby is the ${secret} refrain, sung at dusk.`,
})

async function reply(cookie: string) {
  // Rebuilt in the background after each vault change; here at once, so the answer sees it.
  await t.app.ai.knowledge.rebuild()
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/ai-agents/adam/ask',
    payload: { message: QUESTION },
    headers: { cookie },
  })
  expect(res.statusCode).toBe(200)
  return res.json().response as string
}

describe("another person's personal note", () => {
  it('never appears in a chat answer, while the same note in a shared vault does', async () => {
    const admin = await signUp(t, 'kb_admin')
    const owner = await signUp(t, 'kb_owner')
    const other = await signUp(t, 'kb_other')
    const create = (payload: object, cookie: string) =>
      t.app.inject({ method: 'POST', url: '/api/obsidian/notes', payload, headers: { cookie } })

    const personal = await create(note('MARIGOLD-4471'), owner.cookie)
    expect(personal.statusCode).toBe(201)
    expect(await reply(other.cookie)).not.toContain('MARIGOLD-4471')
    // Its owner's own answers may use it, quoted as theirs.
    const own = await reply(owner.cookie)
    expect(own).toContain('MARIGOLD-4471')
    expect(own).toMatch(/kb_owner wrote in/)
    // Nor does any answer for nobody in particular (board posts, visitors) reach it.
    expect(
      t.app.ai.knowledge
        .search(QUESTION, 10)
        .some((hit) => hit.passage.id === `note:${personal.json().id}`),
    ).toBe(false)

    // The control: in the shared vault the same words are knowledge everyone's answers use.
    const shared = await create({ ...note('OBSIDIAN-2290'), vault: 'codex-notes' }, admin.cookie)
    expect(shared.statusCode).toBe(201)
    expect(await reply(other.cookie)).toContain('OBSIDIAN-2290')
  })

  it('is among the notes its owner may read, and no one else', async () => {
    const owner = await signUp(t, 'kb_reader')
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/obsidian/notes',
      payload: { title: 'Reader only', content: 'x' },
      headers: { cookie: owner.cookie },
    })
    const id = created.json().id as number
    const ids = async (userId: number | null) =>
      (await notesReadableBy(t.app.database.db, userId)).map((row) => row.id)
    expect(await ids(owner.user.id)).toContain(id)
    expect(await ids(owner.user.id + 1000)).not.toContain(id)
    expect(await ids(null)).not.toContain(id)
    expect(await ids(owner.user.id)).toHaveLength((await ids(null)).length + 1)
  })
})
