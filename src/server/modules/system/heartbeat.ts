import { randomBytes } from 'node:crypto'
import os from 'node:os'
import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { instances } from '../../db/schema/index'

const INTERVAL_MS = 30_000

/** Registers this process in `instances` and refreshes its heartbeat for the cluster screen. */
export async function startHeartbeat(app: FastifyInstance, repeat: boolean) {
  const id = `${os.hostname()}-${process.pid}-${randomBytes(3).toString('hex')}`
  const now = new Date()
  await app.database.db
    .insert(instances)
    .values({ id, hostname: os.hostname(), pid: process.pid, startedAt: now, lastSeenAt: now })
  app.decorate('instanceId', id)
  const timer = repeat
    ? setInterval(() => {
        app.background.track(
          app.database.db
            .update(instances)
            .set({ lastSeenAt: new Date() })
            .where(eq(instances.id, id)),
          (error) => app.log.warn({ err: error }, 'heartbeat failed'),
        )
      }, INTERVAL_MS)
    : null
  timer?.unref()
  return { stop: () => timer && clearInterval(timer) }
}
