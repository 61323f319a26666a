import {
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { userReference } from './auth'
import { createdAt, identityId } from './columns'

/** Videos a signed-in user added to their own gallery (the catalogue's 11 stay content). */
export const userVideos = pgTable(
  'user_videos',
  {
    id: identityId(),
    ownerId: userReference('owner_id'),
    embedId: text('embed_id').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    category: text('category', {
      enum: ['personal', 'background', 'consciousness', 'education', 'meditation'],
    }).notNull(),
    duration: text('duration').notNull().default(''),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('user_videos_owner_embed_key').on(table.ownerId, table.embedId)],
)

/** Audio files under `DATA_DIR/audio/<owner>/<id>.<format>`; the row is the metadata. */
export const audioTracks = pgTable(
  'audio_tracks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: userReference('owner_id'),
    title: text('title').notNull(),
    format: text('format', { enum: ['mp3', 'ogg', 'wav'] }).notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    durationSeconds: real('duration_seconds'),
    source: text('source', { enum: ['upload', 'recording'] }).notNull(),
    visibility: text('visibility', { enum: ['private', 'public'] })
      .notNull()
      .default('private'),
    createdAt: createdAt(),
  },
  (table) => [
    index('audio_tracks_owner_idx').on(table.ownerId, table.createdAt),
    index('audio_tracks_visibility_idx').on(table.visibility, table.createdAt),
  ],
)

export const playlists = pgTable(
  'playlists',
  {
    id: identityId(),
    ownerId: userReference('owner_id'),
    name: text('name').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('playlists_owner_idx').on(table.ownerId, table.createdAt)],
)

/** A playlist's tracks in order; deleting a track drops it from every playlist. */
export const playlistTracks = pgTable(
  'playlist_tracks',
  {
    playlistId: integer('playlist_id')
      .notNull()
      .references(() => playlists.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    trackId: uuid('track_id')
      .notNull()
      .references(() => audioTracks.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.playlistId, table.position] }),
    index('playlist_tracks_track_idx').on(table.trackId),
  ],
)

/**
 * Page views counted per day, screen and referring host: no visitor id, address or agent is
 * stored. `visitors` counts first views of the screen that day by a browser, `entries` first
 * views of the site that day (the browser says which; see decision 063).
 */
export const pageViews = pgTable(
  'page_views',
  {
    day: date('day', { mode: 'string' }).notNull(),
    path: text('path').notNull(),
    referrerHost: text('referrer_host').notNull().default(''),
    views: integer('views').notNull().default(0),
    visitors: integer('visitors').notNull().default(0),
    entries: integer('entries').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.day, table.path, table.referrerHost] })],
)
