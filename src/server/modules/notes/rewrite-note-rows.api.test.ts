import { eq, inArray, sql } from 'drizzle-orm'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { vaultNotes } from '../../db/schema/index'
import { buildTestApp, type TestApp } from '../../test/build-test-app'
import { rewriteNoteRows } from './rewrite-note-rows'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(() => t.close())

const values = (path: string, content: string) => ({
  path,
  title: path.replace(/\.md$/, ''),
  content,
  tags: ['project/alpha', 'draft'],
  aliases: ['Alpha'],
  links: ['Other note', 'images/cover.png'],
  consciousnessLevel: 'enhanced' as const,
  created: new Date('2026-01-02T03:04:05.678Z'),
  modified: new Date('2026-11-29T10:00:00.123Z'),
  readAt: new Date('2026-11-29T10:00:01.000Z'),
  version: 'v2',
  frontMatterWarning: null,
  contentWarning: 'control bytes shown as U+FFFD',
  properties: [{ name: 'tags', type: 'tags' }],
})

it('rewrites rows by id, arrays, times and full-text words included, and skips ids that are gone', async () => {
  const db = t.app.database.db
  const [row] = await db
    .insert(vaultNotes)
    .values({ ...values('rewrite/One.md', 'An old body.'), vault: 'codex-notes', tags: [] })
    .returning({ id: vaultNotes.id })
  const written = await rewriteNoteRows(db, [
    {
      ...values('rewrite/One renamed.md', 'A body about zeppelins.'),
      id: row!.id,
      fromPath: 'rewrite/One.md',
    },
    { ...values('rewrite/Gone.md', 'Nobody keeps this row.'), id: 2_000_000_000, fromPath: 'x.md' },
  ])
  expect(written).toEqual([row!.id])

  const [stored] = await db
    .select({
      path: vaultNotes.path,
      content: vaultNotes.content,
      tags: vaultNotes.tags,
      aliases: vaultNotes.aliases,
      links: vaultNotes.links,
      consciousnessLevel: vaultNotes.consciousnessLevel,
      created: vaultNotes.created,
      modified: vaultNotes.modified,
      version: vaultNotes.version,
      contentWarning: vaultNotes.contentWarning,
      properties: vaultNotes.properties,
      found: sql<boolean>`${vaultNotes.searchVector} @@ to_tsquery('english', 'zeppelin')`,
    })
    .from(vaultNotes)
    .where(eq(vaultNotes.id, row!.id))
  const {
    readAt: _readAt,
    title: _title,
    frontMatterWarning: _warning,
    ...expected
  } = values('rewrite/One renamed.md', 'A body about zeppelins.')
  expect(stored).toEqual({ ...expected, found: true })
  expect(
    await db
      .select({ id: vaultNotes.id })
      .from(vaultNotes)
      .where(inArray(vaultNotes.path, ['rewrite/Gone.md', 'rewrite/One.md'])),
  ).toEqual([])
})

it('leaves a row alone that is no longer where the caller found it', async () => {
  const db = t.app.database.db
  const [row] = await db
    .insert(vaultNotes)
    .values({ ...values('rewrite/Moved since.md', 'Kept as it is.'), vault: 'codex-notes' })
    .returning({ id: vaultNotes.id })
  expect(
    await rewriteNoteRows(db, [
      {
        ...values('rewrite/Read before.md', 'Not written.'),
        id: row!.id,
        fromPath: 'rewrite/Read before.md',
      },
    ]),
  ).toEqual([])
  const [stored] = await db
    .select({ path: vaultNotes.path, content: vaultNotes.content })
    .from(vaultNotes)
    .where(eq(vaultNotes.id, row!.id))
  expect(stored).toEqual({ path: 'rewrite/Moved since.md', content: 'Kept as it is.' })
})

it('writes nothing for no rows', async () => {
  expect(await rewriteNoteRows(t.app.database.db, [])).toEqual([])
})
