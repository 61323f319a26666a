import type * as audio from '../audio'
import { del, get, patch, post, read } from '../endpoint'

/** The audio library: tracks (uploaded as multipart, streamed as bytes) and playlists. */
export const audioEndpoints = {
  tracks: read<typeof audio.TrackListSchema>('/api/audio/tracks'),
  publicTracks: read<typeof audio.PublicTrackListSchema>('/api/audio/public-tracks'),
  /** A multipart body (title, source, durationSeconds, then the file). */
  upload: post<{ response: typeof audio.TrackSchema }>('/api/audio/tracks'),
  /** The audio bytes, not JSON. */
  file: get<{ params: typeof audio.TrackParamsSchema }>('/api/audio/tracks/:id/file'),
  updateTrack: patch<{
    params: typeof audio.TrackParamsSchema
    body: typeof audio.TrackUpdateSchema
    response: typeof audio.TrackSchema
  }>('/api/audio/tracks/:id'),
  /** Answers 204. */
  deleteTrack: del<{ params: typeof audio.TrackParamsSchema }>('/api/audio/tracks/:id'),
  playlists: read<typeof audio.PlaylistListSchema>('/api/audio/playlists'),
  createPlaylist: post<{
    body: typeof audio.PlaylistInputSchema
    response: typeof audio.PlaylistSchema
  }>('/api/audio/playlists'),
  updatePlaylist: patch<{
    params: typeof audio.PlaylistParamsSchema
    body: typeof audio.PlaylistUpdateSchema
    response: typeof audio.PlaylistSchema
  }>('/api/audio/playlists/:id'),
  /** Answers 204. */
  deletePlaylist: del<{ params: typeof audio.PlaylistParamsSchema }>('/api/audio/playlists/:id'),
}
