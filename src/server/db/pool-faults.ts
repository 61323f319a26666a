import type pg from 'pg'

/**
 * Keeps a PostgreSQL pool whole through a restart or an ended session
 * (docs/decisions/231-database-faults-are-answers.md).
 *
 * - Every connection gets an 'error' listener when it is made, so one lent out for a request or
 *   a transaction cannot end the process with an unhandled 'error' event; the pool's own
 *   'error' (an idle connection's) is listened to as well.
 * - A connection lent out when it breaks is given back at once, with the error, so the pool
 *   drops it and the next request connects afresh. Drizzle's `transaction()` runs `begin`
 *   before the `try` whose `finally` gives the connection back (drizzle-orm 0.45, issue 6241
 *   there): a `begin` on a cut connection would otherwise keep it lent for good, and after ten
 *   of them every request waits forever. Whoever holds it then finds its `release()` done.
 */
export function guardPoolClients(pool: pg.Pool, onConnectionLost: (error: Error) => void) {
  const lent = new WeakSet<pg.PoolClient>()
  pool.on('acquire', (client) => lent.add(client))
  pool.on('release', (_error, client) => lent.delete(client))
  pool.on('error', () => {
    // An idle connection: the pool has already dropped it; the listener below reported it.
  })
  pool.on('connect', (client) => {
    client.on('error', (error) => {
      onConnectionLost(error)
      if (!lent.has(client)) return
      const release = client.release
      client.release = () => {}
      release.call(client, error)
    })
  })
}
