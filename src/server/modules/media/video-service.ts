import { and, desc, eq, sql } from 'drizzle-orm'
import { videos as catalogue } from '@content/videos'
import type { Db } from '../../db/open'
import { userVideos } from '../../db/schema/index'
import { parseVideoId, VideoInputSchema, type Video, type VideoInput } from '@/shared/videos'

/** Most videos one person may add to their gallery. */
export const USER_VIDEO_LIMIT = 100

const toVideo = (row: typeof userVideos.$inferSelect): Video => ({
  id: `u-${row.id}`,
  title: row.title,
  description: row.description,
  embedId: row.embedId,
  category: row.category,
  duration: row.duration,
  source: 'mine',
})

/** The person's own videos, newest first. */
export async function listOwnVideos(db: Db, userId: number): Promise<Video[]> {
  const rows = await db
    .select()
    .from(userVideos)
    .where(eq(userVideos.ownerId, userId))
    .orderBy(desc(userVideos.createdAt), desc(userVideos.id))
  return rows.map(toVideo)
}

/** The gallery: the catalogue's 11 entries, then the signed-in person's own. */
export async function listGallery(db: Db, userId: number | undefined): Promise<Video[]> {
  return [...catalogue, ...(userId === undefined ? [] : await listOwnVideos(db, userId))]
}

export type AddVideoResult =
  { ok: true; video: Video } | { ok: false; status: 400 | 409; message: string }

export async function addVideo(db: Db, userId: number, raw: VideoInput): Promise<AddVideoResult> {
  const input = VideoInputSchema.parse(raw)
  const embedId = parseVideoId(input.video)
  if (!embedId) return { ok: false, status: 400, message: 'video: is not a video id or link' }
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(userVideos)
    .where(eq(userVideos.ownerId, userId))
  if ((count?.n ?? 0) >= USER_VIDEO_LIMIT)
    return {
      ok: false,
      status: 400,
      message: `video: your gallery holds at most ${USER_VIDEO_LIMIT} videos; remove one first`,
    }
  const [row] = await db
    .insert(userVideos)
    .values({
      ownerId: userId,
      embedId,
      title: input.title,
      description: input.description,
      category: input.category,
      duration: input.duration,
    })
    .onConflictDoNothing()
    .returning()
  if (!row)
    return { ok: false, status: 409, message: 'video: this video is already in your gallery' }
  return { ok: true, video: toVideo(row) }
}

/** Removes one of the person's videos; false when the id is not theirs (or not a video at all). */
export async function removeVideo(db: Db, userId: number, id: string): Promise<boolean> {
  const match = /^u-(\d{1,9})$/.exec(id)
  if (!match) return false
  const deleted = await db
    .delete(userVideos)
    .where(and(eq(userVideos.id, Number(match[1])), eq(userVideos.ownerId, userId)))
    .returning({ id: userVideos.id })
  return deleted.length > 0
}
