import type { audioSchemas } from '../contract/audio'
import { endpoints } from '../endpoint'

/** The audio library: tracks (uploaded as multipart, streamed as bytes) and playlists. */
export const audioEndpoints = endpoints<typeof audioSchemas>({
  tracks: 'GET /api/audio/tracks',
  publicTracks: 'GET /api/audio/public-tracks',
  /** A multipart body (title, source, durationSeconds, then the file). */
  upload: 'POST /api/audio/tracks',
  /** The audio bytes, not JSON. */
  file: 'GET /api/audio/tracks/:id/file',
  updateTrack: 'PATCH /api/audio/tracks/:id',
  deleteTrack: 'DELETE /api/audio/tracks/:id',
  playlists: 'GET /api/audio/playlists',
  createPlaylist: 'POST /api/audio/playlists',
  updatePlaylist: 'PATCH /api/audio/playlists/:id',
  deletePlaylist: 'DELETE /api/audio/playlists/:id',
})
