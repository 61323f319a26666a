import { z } from 'zod'

/** The formats the server accepts, recognised by their first bytes, never by name. */
export const AUDIO_FORMATS = ['mp3', 'ogg', 'wav'] as const
export type AudioFormat = (typeof AUDIO_FORMATS)[number]
export const AUDIO_MIME_TYPES: Record<AudioFormat, string> = {
  mp3: 'audio/mpeg',
  ogg: 'audio/ogg',
  wav: 'audio/wav',
}

/** Largest file one upload may carry. */
export const AUDIO_MAX_BYTES = 20 * 1024 * 1024
/** Room each person has for all their tracks together. */
export const AUDIO_LIBRARY_MAX_BYTES = 250 * 1024 * 1024
/** Longest browser recording; at 22.05 kHz mono 16-bit WAV it stays under the upload limit. */
export const RECORDING_MAX_SECONDS = 5 * 60

export const formatMegabytes = (bytes: number) => `${Math.round(bytes / 1024 / 102.4) / 10} MB`

const title = z
  .string()
  .trim()
  .min(1, 'is required')
  .max(120, 'must be at most 120 characters')
  // Multipart fields skip the API-wide NUL refusal (decision 090); PostgreSQL cannot store it.
  .refine((value) => !value.includes('\u0000'), 'must not contain NUL characters')

export const TrackSchema = z.object({
  id: z.string(),
  title: z.string(),
  format: z.enum(AUDIO_FORMATS),
  sizeBytes: z.number().int(),
  durationSeconds: z.number().nullable(),
  source: z.enum(['upload', 'recording']),
  visibility: z.enum(['private', 'public']),
  /** The owner's username; shown on public tracks. */
  owner: z.string(),
  mine: z.boolean(),
  createdAt: z.string(),
  /** Where the audio streams from (range requests work). */
  url: z.string(),
})
export type Track = z.infer<typeof TrackSchema>

export const TrackListSchema = z.object({
  tracks: z.array(TrackSchema),
  usedBytes: z.number().int(),
  limitBytes: z.number().int(),
})
export type TrackList = z.infer<typeof TrackListSchema>

/** The tracks their owners shared. */
export const PublicTrackListSchema = z.object({ tracks: z.array(TrackSchema) })

/** The text fields of an upload (multipart), sent before the file. */
export const TrackFieldsSchema = z.object({
  title: title.optional(),
  source: z.enum(['upload', 'recording']).default('upload'),
  durationSeconds: z.coerce
    .number({ error: 'must be a number' })
    .min(0, 'must not be negative')
    .max(24 * 3600, 'must be at most a day')
    .optional(),
})

export const TrackUpdateSchema = z
  .object({
    title: title.optional(),
    visibility: z.enum(['private', 'public']).optional(),
  })
  .refine((value) => value.title !== undefined || value.visibility !== undefined, {
    message: 'send a title or a visibility',
  })
export type TrackUpdate = z.infer<typeof TrackUpdateSchema>

export const TrackParamsSchema = z.object({ id: z.string().max(64) })

const playlistName = z
  .string({ error: 'is required' })
  .trim()
  .min(1, 'is required')
  .max(80, 'must be at most 80 characters')
const trackIds = z.array(z.string().max(64)).max(500, 'may hold at most 500 tracks')

export const PlaylistSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  trackIds: z.array(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type Playlist = z.infer<typeof PlaylistSchema>
export const PlaylistListSchema = z.object({ playlists: z.array(PlaylistSchema) })

export const PlaylistInputSchema = z.object({ name: playlistName, trackIds: trackIds.default([]) })
export type PlaylistInput = z.input<typeof PlaylistInputSchema>

export const PlaylistUpdateSchema = z
  .object({ name: playlistName.optional(), trackIds: trackIds.optional() })
  .refine((value) => value.name !== undefined || value.trackIds !== undefined, {
    message: 'send a name or the track order',
  })
export type PlaylistUpdate = z.infer<typeof PlaylistUpdateSchema>

export const PlaylistParamsSchema = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
})

/** "3:07" for 187 seconds; "–:––" while unknown. */
export function formatDuration(seconds: number | null | undefined) {
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds)) return '–:––'
  const whole = Math.max(0, Math.floor(seconds))
  const hours = Math.floor(whole / 3600)
  const minutes = Math.floor((whole % 3600) / 60)
  const secs = String(whole % 60).padStart(2, '0')
  return hours ? `${hours}:${String(minutes).padStart(2, '0')}:${secs}` : `${minutes}:${secs}`
}
