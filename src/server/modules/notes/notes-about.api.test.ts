import { randomBytes } from 'node:crypto'
import { inArray } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest'
import { vaultNotes } from '../../db/schema/index'
import { buildTestApp, type TestApp } from '../../test/build-test-app'
import { notesAbout } from './service'
import { personalVault } from './vault-access'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(() => t.close())

// Words no other note of the test app holds.
const RARE = 'zorbulate'
const OTHER = 'quintafex'
const written: number[] = []
afterEach(async () => {
  if (written.length)
    await t.app.database.db.delete(vaultNotes).where(inArray(vaultNotes.id, written.splice(0)))
})

let minute = 0
/** Notes with the given bodies, each changed a minute after the one before. */
async function addNotes(notes: { title: string; content: string; vault?: string }[]) {
  const rows = await t.app.database.db
    .insert(vaultNotes)
    .values(
      notes.map(({ title, content, vault = 'about-shared' }) => {
        const modified = new Date(Date.UTC(2026, 0, 1, 0, ++minute))
        return {
          vault,
          path: `${title}.md`,
          title,
          content,
          tags: [],
          links: [],
          consciousnessLevel: 'basic' as const,
          created: modified,
          modified,
        }
      }),
    )
    .returning({ id: vaultNotes.id, title: vaultNotes.title })
  written.push(...rows.map((row) => row.id))
  return rows
}

it('ranks the notes holding any of the words, best first, at most eight', async () => {
  await addNotes([
    { title: 'Once', content: `A note that says ${RARE} once and talks of other things.` },
    { title: 'Twice', content: `${RARE} here, and ${RARE} again, about ${RARE}.` },
    { title: 'Other word', content: `Only ${OTHER} in this one.` },
    { title: 'Neither', content: 'Nothing to find here.' },
    ...Array.from({ length: 9 }, (_, i) => ({
      title: `Filler ${i}`,
      content: `${OTHER} ${'and more words '.repeat(40)}`,
    })),
  ])
  const found = await notesAbout(t.app.database.db, [RARE, OTHER], null)
  expect(found).toHaveLength(8)
  expect(found[0]!.title).toBe('Twice')
  expect(found.map((note) => note.title)).not.toContain('Neither')
  expect(await notesAbout(t.app.database.db, [RARE], null)).toEqual([
    expect.objectContaining({ title: 'Twice', vault: 'about-shared' }),
    expect.objectContaining({ title: 'Once', vault: 'about-shared' }),
  ])
})

it("reads a long note's first 6,000 characters, a stored long body included", async () => {
  // Random text does not compress, so PostgreSQL stores it out of line.
  const body = `${RARE} ${randomBytes(30_000).toString('base64')}`
  await addNotes([{ title: 'Long', content: body }])
  const [found] = await notesAbout(t.app.database.db, [RARE], null)
  expect(found!.content).toBe(body.slice(0, 6000))
})

it('finds a personal note for its owner only', async () => {
  await addNotes([
    { title: 'Mine', content: `My own ${RARE}.`, vault: personalVault(7) },
    { title: 'Shared', content: `A shared ${RARE}.` },
  ])
  const titles = async (reader: number | null) =>
    (await notesAbout(t.app.database.db, [RARE], reader)).map((note) => note.title).sort()
  expect(await titles(7)).toEqual(['Mine', 'Shared'])
  expect(await titles(8)).toEqual(['Shared'])
  expect(await titles(null)).toEqual(['Shared'])
})

it('ranks only the 200 most recently changed notes that match', async () => {
  const [oldest] = await addNotes([{ title: 'Oldest', content: `${RARE} `.repeat(50) }])
  await addNotes(
    Array.from({ length: 200 }, (_, i) => ({ title: `Newer ${i}`, content: `One ${RARE}.` })),
  )
  const titles = async () =>
    (await notesAbout(t.app.database.db, [RARE], null)).map((note) => note.title)
  expect(await titles()).not.toContain('Oldest')
  await t.app.database.db
    .update(vaultNotes)
    .set({ modified: new Date(Date.UTC(2027, 0, 1)) })
    .where(inArray(vaultNotes.id, [oldest!.id]))
  expect((await titles())[0]).toBe('Oldest')
})

it('looks nothing up for no words', async () => {
  expect(await notesAbout(t.app.database.db, [], null)).toEqual([])
})
