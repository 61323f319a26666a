import { z } from 'zod'
import * as audio from '../audio'
import { contract, errors, KiB, read, schemas } from '../endpoint-schema'
import { audioEndpoints } from '../endpoints/audio'
import { ErrorResponseSchema } from '../errors'

// Streams bypass the serializer; the schema documents the answer.
const audioBytes = z.any().describe('The audio bytes (all, or the requested range)')

export const audioSchemas = schemas({
  tracks: read('Your tracks and how much of your library they use', audio.TrackListSchema),
  publicTracks: read('Tracks their owners shared, newest first', audio.PublicTrackListSchema),
  upload: {
    bodyLimit: audio.AUDIO_MAX_BYTES + 64 * KiB,
    cost: 'upload',
    summary: 'Upload an MP3, OGG or WAV file (multipart: title, source, durationSeconds, file)',
    description: `Fields come before the file. At most ${audio.formatMegabytes(audio.AUDIO_MAX_BYTES)}; the type is read from the file's first bytes.`,
    response: { 201: audio.TrackSchema, 507: ErrorResponseSchema, ...errors(400) },
  },
  file: {
    summary: 'Stream a track you may play (yours, or a shared one); answers Range requests',
    params: audio.TrackParamsSchema,
    response: { 200: audioBytes, 206: audioBytes, ...errors(404), 416: ErrorResponseSchema },
  },
  updateTrack: {
    summary: 'Rename one of your tracks or share it (public) or keep it private',
    params: audio.TrackParamsSchema,
    body: audio.TrackUpdateSchema,
    response: { 200: audio.TrackSchema, ...errors(404) },
  },
  deleteTrack: {
    summary: 'Delete one of your tracks (and take it out of every playlist)',
    params: audio.TrackParamsSchema,
    response: { 204: z.null(), ...errors(404) },
  },
  playlists: read('Your playlists with their tracks in order', audio.PlaylistListSchema),
  createPlaylist: {
    bodyLimit: 128 * KiB,
    summary: 'Create a playlist (your tracks or shared ones)',
    body: audio.PlaylistInputSchema,
    response: { 201: audio.PlaylistSchema, ...errors(400) },
  },
  updatePlaylist: {
    bodyLimit: 128 * KiB,
    summary: 'Rename a playlist and/or set its tracks in a new order',
    params: audio.PlaylistParamsSchema,
    body: audio.PlaylistUpdateSchema,
    response: { 200: audio.PlaylistSchema, ...errors(400, 404) },
  },
  deletePlaylist: {
    summary: 'Delete a playlist (its tracks stay in your library)',
    params: audio.PlaylistParamsSchema,
    response: { 204: z.null(), ...errors(404) },
  },
})

export const audioContract = contract('audio', audioEndpoints, audioSchemas)
