import { PGlite } from '@electric-sql/pglite'
import { sql } from 'drizzle-orm'
import { drizzle } from 'drizzle-orm/pglite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LOCKS, lockText, withLock } from './locks'

describe('advisory locks', () => {
  const client = new PGlite()
  const db = drizzle({ client })
  // Starting PGlite takes seconds on a loaded machine.
  beforeAll(() => client.waitReady, 60_000)
  afterAll(() => client.close())

  it('are keyed by the lock name, the schema and the key', () => {
    expect(lockText(LOCKS.events, 'public')).toBe('hc_events_public')
    expect(lockText(LOCKS.vaultWrite, 'tenant_a', 'notes')).toBe('hc_vault_write_tenant_a:notes')
    expect(lockText(LOCKS.migrate, '')).toBe('hc_migrate_')
  })

  it('take in a transaction the lock a raw connection names by its text', async () => {
    const held = await db.transaction(async (tx) => {
      await withLock(tx, LOCKS.audioQuota, 7)
      const { rows } = await tx.execute<{ objid: string }>(
        sql`select objid::text from pg_locks where locktype = 'advisory' and pid = pg_backend_pid()`,
      )
      return rows.map((row) => Number(row.objid))
    })
    const [{ expected }] = (
      await client.query<{ expected: number }>(
        `select (hashtext($1)::bigint & 4294967295)::float8 as expected`,
        [lockText(LOCKS.audioQuota, 'public', 7)],
      )
    ).rows as [{ expected: number }]
    expect(held).toEqual([expected])
  })
})
