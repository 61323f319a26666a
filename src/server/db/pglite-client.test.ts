import { PGlite, types } from '@electric-sql/pglite'
import { arrayContains, eq, sql } from 'drizzle-orm'
import { drizzle } from 'drizzle-orm/pglite'
import {
  bigint,
  boolean,
  date,
  interval,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { DrizzlePGlite, textValues } from './pglite-client'

const samples = pgTable('samples', {
  id: serial('id').primaryKey(),
  at: timestamp('at', { withTimezone: true }).notNull(),
  plain: timestamp('plain').notNull(),
  day: date('day').notNull(),
  span: interval('span').notNull(),
  amounts: numeric('amounts').array().notNull(),
  days: date('days').array().notNull(),
  tags: text('tags').array().notNull(),
  flag: boolean('flag').notNull(),
  big: bigint('big', { mode: 'bigint' }).notNull(),
  data: jsonb('data').notNull(),
  label: text('label').notNull().unique(),
})

const create = sql`create table samples (id serial primary key, at timestamptz not null,
  plain timestamp not null, day date not null, span interval not null, amounts numeric[] not null,
  days date[] not null, tags text[] not null, flag boolean not null, big bigint not null,
  data jsonb not null, label text not null unique)`

const row = {
  at: new Date('2026-11-21T17:30:00.123Z'),
  plain: new Date('2026-01-02T03:04:05.000Z'),
  day: '2026-02-28',
  span: '1 day 02:03:04',
  amounts: ['1.50', '20'],
  days: ['2026-03-01', '2026-03-02'],
  tags: ['plain', 'with "quotes"', 'back\\slash', 'comma, brace }', '', 'NULL'],
  flag: true,
  big: 9_007_199_254_740_993n,
  data: { nested: ['x', 1, null], text: 'ä 😀' },
  label: 'ä 😀 \u2028',
}

/** Everything a Drizzle user does here, recorded, so two clients can be compared. */
async function exercise(client: PGlite) {
  const db = drizzle({ client })
  await db.execute(create)
  const seen: unknown[] = []
  seen.push(await db.insert(samples).values(row).returning())
  seen.push(
    await db
      .insert(samples)
      .values({ ...row, label: 'second', flag: false })
      .returning(),
  )
  seen.push(await db.select().from(samples).where(eq(samples.flag, false)))
  seen.push(
    await db
      .select()
      .from(samples)
      .where(arrayContains(samples.tags, ['', 'NULL'])),
  )
  seen.push(await db.execute(sql`select at, day, tags, data, ${'ä'} as param from samples`))
  const duplicate = await db
    .insert(samples)
    .values(row)
    .then(() => null)
    .catch((error: { cause?: { code?: string } }) => error.cause?.code)
  seen.push(duplicate)
  seen.push(
    await db.transaction(async (tx) => {
      await tx.update(samples).set({ label: 'renamed' }).where(eq(samples.label, 'second'))
      return tx.select({ label: samples.label }).from(samples).orderBy(samples.id)
    }),
  )
  seen.push(await db.$count(samples))
  return seen
}

describe('DrizzlePGlite', () => {
  const plain = new PGlite()
  const tuned = new DrizzlePGlite()
  // Two initdb runs: seconds each on a busy machine.
  beforeAll(() => Promise.all([plain.waitReady, tuned.waitReady]), 60_000)
  afterAll(async () => {
    await plain.close()
    await tuned.close()
  })

  it('gives Drizzle what plain PGlite gives: values, arrays, errors, transactions', async () => {
    const expected = await exercise(plain)
    const actual = await exercise(tuned)
    expect(actual).toEqual(expected)
    expect(actual[5]).toBe('23505')
    const [[first]] = actual as [[typeof row]]
    expect(first).toMatchObject({ ...row, id: 1 })
  })

  it('sends a statement in one call into PostgreSQL, where PGlite makes six', async () => {
    const db = drizzle({ client: tuned })
    const calls = vi.spyOn(tuned, 'execProtocolStream')
    await db.select({ id: samples.id }).from(samples).where(eq(samples.label, 'renamed'))
    expect(calls).toHaveBeenCalledTimes(1)
    calls.mockClear()
    // A json value given as an object needs its parameter's type: PGlite's path.
    await tuned.query('select $1::jsonb as data', [{ a: 1 }])
    expect(calls.mock.calls.length).toBeGreaterThan(1)
    calls.mockRestore()
  })

  it('keeps a query’s own parser for another type', async () => {
    const result = await tuned.query<{ n: unknown }>('select 41::int4 as n', [], {
      parsers: { [types.INT4]: (value: string) => Number(value) + 1 },
    })
    expect(result.rows[0]!.n).toBe(42)
  })

  it('answers after a statement that failed to parse', async () => {
    await expect(tuned.query('selec 1')).rejects.toThrow(/syntax error/)
    expect((await tuned.query<{ one: number }>('select 1 as one')).rows).toEqual([{ one: 1 }])
  })
})

describe('textValues', () => {
  it('writes what PostgreSQL reads as text, and gives up on values that need their type', () => {
    expect(textValues(['a', 1, 2n, false, null, undefined, new Date(0)])).toEqual([
      'a',
      '1',
      '2',
      'f',
      null,
      null,
      '1970-01-01T00:00:00.000Z',
    ])
    expect(textValues([['a"b', null, ['c\\d']]])).toEqual(['{"a\\"b",null,{"c\\\\d"}}'])
    expect(textValues([{ json: true }])).toBeUndefined()
    expect(textValues([new Uint8Array([1])])).toBeUndefined()
    expect(textValues([[{ json: true }]])).toBeUndefined()
  })
})
