import type {
  PlaylistInputSchema,
  PlaylistListSchema,
  PlaylistParamsSchema,
  PlaylistSchema,
  PlaylistUpdateSchema,
  PublicTrackListSchema,
  TrackListSchema,
  TrackParamsSchema,
  TrackSchema,
  TrackUpdateSchema,
} from '../audio'
import { del, get, patch, post } from '../endpoint'

/** The audio library: tracks (uploaded as multipart, streamed as bytes) and playlists. */
export const audioEndpoints = {
  tracks: get<{ response: typeof TrackListSchema }>('/api/audio/tracks'),
  publicTracks: get<{ response: typeof PublicTrackListSchema }>('/api/audio/public-tracks'),
  /** A multipart body (title, source, durationSeconds, then the file). */
  upload: post<{ response: typeof TrackSchema }>('/api/audio/tracks'),
  /** The audio bytes, not JSON. */
  file: get<{ params: typeof TrackParamsSchema }>('/api/audio/tracks/:id/file'),
  updateTrack: patch<{
    params: typeof TrackParamsSchema
    body: typeof TrackUpdateSchema
    response: typeof TrackSchema
  }>('/api/audio/tracks/:id'),
  /** Answers 204. */
  deleteTrack: del<{ params: typeof TrackParamsSchema }>('/api/audio/tracks/:id'),
  playlists: get<{ response: typeof PlaylistListSchema }>('/api/audio/playlists'),
  createPlaylist: post<{ body: typeof PlaylistInputSchema; response: typeof PlaylistSchema }>(
    '/api/audio/playlists',
  ),
  updatePlaylist: patch<{
    params: typeof PlaylistParamsSchema
    body: typeof PlaylistUpdateSchema
    response: typeof PlaylistSchema
  }>('/api/audio/playlists/:id'),
  /** Answers 204. */
  deletePlaylist: del<{ params: typeof PlaylistParamsSchema }>('/api/audio/playlists/:id'),
}
