import { and, desc, eq, or, sql } from 'drizzle-orm'
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

export async function insertTrack(
  db: Db,
  values: {
    id: string
    ownerId: number
    title: string
    format: AudioFormat
    sizeBytes: number
    durationSeconds: number | null
    source: 'upload' | 'recording'
  },
) {
  const [row] = await db.insert(audioTracks).values(values).returning()
  return row!
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
