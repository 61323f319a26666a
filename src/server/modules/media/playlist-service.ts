import { and, asc, desc, eq, inArray, or } from 'drizzle-orm'
import type { Db } from '../../db/open'
import { audioTracks, playlists, playlistTracks } from '../../db/schema/index'
import type { Playlist, PlaylistUpdate } from '@/shared/audio'
import { isTrackId } from './audio-service'

type PlaylistRow = typeof playlists.$inferSelect

const toPlaylist = (row: PlaylistRow, trackIds: string[]): Playlist => ({
  id: row.id,
  name: row.name,
  trackIds,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
})

/** The person's playlists, newest first, each listing only tracks they may still play. */
export async function listPlaylists(db: Db, userId: number): Promise<Playlist[]> {
  const rows = await db
    .select()
    .from(playlists)
    .where(eq(playlists.ownerId, userId))
    .orderBy(desc(playlists.createdAt), desc(playlists.id))
  if (rows.length === 0) return []
  const entries = await db
    .select({ playlistId: playlistTracks.playlistId, trackId: playlistTracks.trackId })
    .from(playlistTracks)
    .innerJoin(audioTracks, eq(audioTracks.id, playlistTracks.trackId))
    .where(
      and(
        inArray(
          playlistTracks.playlistId,
          rows.map((row) => row.id),
        ),
        or(eq(audioTracks.ownerId, userId), eq(audioTracks.visibility, 'public')),
      ),
    )
    .orderBy(asc(playlistTracks.playlistId), asc(playlistTracks.position))
  return rows.map((row) =>
    toPlaylist(
      row,
      entries.filter((entry) => entry.playlistId === row.id).map((entry) => entry.trackId),
    ),
  )
}

/** The ids among `trackIds` the person may not put in a playlist (not theirs and not public). */
export async function unusableTracks(db: Db, userId: number, trackIds: string[]) {
  const valid = [...new Set(trackIds.filter(isTrackId))]
  const usable = valid.length
    ? await db
        .select({ id: audioTracks.id })
        .from(audioTracks)
        .where(
          and(
            inArray(audioTracks.id, valid),
            or(eq(audioTracks.ownerId, userId), eq(audioTracks.visibility, 'public')),
          ),
        )
    : []
  const ok = new Set(usable.map((row) => row.id))
  return trackIds.filter((id) => !ok.has(id))
}

async function writeOrder(
  db: Pick<Db, 'insert' | 'delete'>,
  playlistId: number,
  trackIds: string[],
) {
  await db.delete(playlistTracks).where(eq(playlistTracks.playlistId, playlistId))
  if (trackIds.length)
    await db
      .insert(playlistTracks)
      .values(trackIds.map((trackId, position) => ({ playlistId, trackId, position })))
}

export async function createPlaylist(db: Db, userId: number, name: string, trackIds: string[]) {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(playlists).values({ ownerId: userId, name }).returning()
    await writeOrder(tx, row!.id, trackIds)
    return toPlaylist(row!, trackIds)
  })
}

/** Renames and/or reorders one of the person's playlists; undefined when it is not theirs. */
export async function updatePlaylist(db: Db, userId: number, id: number, changes: PlaylistUpdate) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(playlists)
      .set({ ...(changes.name === undefined ? {} : { name: changes.name }), updatedAt: new Date() })
      .where(and(eq(playlists.id, id), eq(playlists.ownerId, userId)))
      .returning()
    if (!row) return undefined
    if (changes.trackIds) await writeOrder(tx, id, changes.trackIds)
    return row
  })
}

export async function deletePlaylist(db: Db, userId: number, id: number) {
  const deleted = await db
    .delete(playlists)
    .where(and(eq(playlists.id, id), eq(playlists.ownerId, userId)))
    .returning({ id: playlists.id })
  return deleted.length > 0
}

export async function findPlaylist(db: Db, userId: number, id: number) {
  return (await listPlaylists(db, userId)).find((playlist) => playlist.id === id)
}
