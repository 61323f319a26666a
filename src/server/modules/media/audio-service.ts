import { and, desc, eq, or, sql } from 'drizzle-orm'
import { LOCKS, withLock } from '../../db/locks'
import type { Db } from '../../db/open'
import { audioTracks, users } from '../../db/schema/index'
import type { AudioFormat, Track, TrackUpdate } from '@/shared/audio'
import { pathOf } from '@/shared/endpoint'
import { audioEndpoints } from '@/shared/endpoints/audio'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
export const isTrackId = (id: string) => UUID.test(id)

export type TrackRow = typeof audioTracks.$inferSelect

const trackColumns = {
  track: audioTracks,
  owner: users.username,
}

export const toTrack = (row: TrackRow, owner: string, viewerId: number | undefined): Track => ({
  id: row.id,
  title: row.title,
  format: row.format,
  sizeBytes: row.sizeBytes,
  durationSeconds: row.durationSeconds,
  source: row.source,
  visibility: row.visibility,
  owner,
  mine: row.ownerId === viewerId,
  createdAt: row.createdAt.toISOString(),
  url: pathOf(audioEndpoints.file.path, { id: row.id }),
})

export async function listOwnTracks(db: Db, userId: number) {
  const rows = await db
    .select(trackColumns)
    .from(audioTracks)
    .innerJoin(users, eq(users.id, audioTracks.ownerId))
    .where(eq(audioTracks.ownerId, userId))
    .orderBy(desc(audioTracks.createdAt))
  return rows.map((row) => toTrack(row.track, row.owner, userId))
}

export async function listPublicTracks(db: Db, viewerId: number | undefined, limit = 100) {
  const rows = await db
    .select(trackColumns)
    .from(audioTracks)
    .innerJoin(users, eq(users.id, audioTracks.ownerId))
    .where(eq(audioTracks.visibility, 'public'))
    .orderBy(desc(audioTracks.createdAt))
    .limit(limit)
  return rows.map((row) => toTrack(row.track, row.owner, viewerId))
}

export async function usedBytes(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ bytes: sql<number>`coalesce(sum(${audioTracks.sizeBytes}), 0)::bigint` })
    .from(audioTracks)
    .where(eq(audioTracks.ownerId, userId))
  return Number(row?.bytes ?? 0)
}

/**
 * A track the viewer may play: their own, or anyone's public one. Undefined otherwise, so that
 * someone else's private track looks exactly like one that does not exist.
 */
export async function findPlayableTrack(db: Db, id: string, viewerId: number | undefined) {
  if (!isTrackId(id)) return undefined
  const [row] = await db
    .select()
    .from(audioTracks)
    .where(
      and(
        eq(audioTracks.id, id),
        viewerId === undefined
          ? eq(audioTracks.visibility, 'public')
          : or(eq(audioTracks.visibility, 'public'), eq(audioTracks.ownerId, viewerId)),
      ),
    )
  return row
}

export async function findOwnTrack(db: Db, id: string, userId: number) {
  if (!isTrackId(id)) return undefined
  const [row] = await db
    .select()
    .from(audioTracks)
    .where(and(eq(audioTracks.id, id), eq(audioTracks.ownerId, userId)))
  return row
}

export type NewTrack = {
  id: string
  ownerId: number
  title: string
  format: AudioFormat
  sizeBytes: number
  durationSeconds: number | null
  source: 'upload' | 'recording'
}

/**
 * Adds a track if its owner's library still has room for it: the sum of their tracks and the
 * insert run in one transaction holding a per-owner advisory lock (per schema), so uploads at
 * the same moment, on this instance or any other on the database, are counted one after the
 * other and together never pass `limitBytes` (decision 214). `place` puts the file where it is
 * played from before the row commits; undefined (nothing placed, nothing stored) when the
 * library is full.
 */
export async function insertTrackWithinQuota(
  db: Db,
  values: NewTrack,
  limitBytes: number,
  place: () => Promise<void>,
): Promise<TrackRow | undefined> {
  return db.transaction(async (tx) => {
    await withLock(tx, LOCKS.audioQuota, values.ownerId)
    if ((await usedBytes(tx, values.ownerId)) + values.sizeBytes > limitBytes) return undefined
    const [row] = await tx.insert(audioTracks).values(values).returning()
    await place()
    return row!
  })
}

/**
 * One upload per owner at a time on this instance, ahead of the transaction above: uploads
 * waiting for an owner's lock then wait here, not each holding a pooled connection.
 */
export class OwnerQueue {
  private readonly tails = new Map<number, Promise<unknown>>()

  run<T>(ownerId: number, task: () => Promise<T>): Promise<T> {
    const before = this.tails.get(ownerId) ?? Promise.resolve()
    const run = before.then(task, task)
    const tail = run.catch(() => {})
    this.tails.set(ownerId, tail)
    void tail.then(() => {
      if (this.tails.get(ownerId) === tail) this.tails.delete(ownerId)
    })
    return run
  }
}

export async function updateTrack(db: Db, id: string, userId: number, changes: TrackUpdate) {
  if (!isTrackId(id)) return undefined
  const [row] = await db
    .update(audioTracks)
    .set(changes)
    .where(and(eq(audioTracks.id, id), eq(audioTracks.ownerId, userId)))
    .returning()
  return row
}

export async function deleteTrack(db: Db, id: string, userId: number) {
  if (!isTrackId(id)) return undefined
  const [row] = await db
    .delete(audioTracks)
    .where(and(eq(audioTracks.id, id), eq(audioTracks.ownerId, userId)))
    .returning()
  return row
}
