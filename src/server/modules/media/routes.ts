import type { FastifyPluginAsync } from 'fastify'
import { audioRoutes } from './audio-routes'
import { playlistRoutes } from './playlist-routes'
import { videoRoutes } from './video-routes'

/** Media: the video gallery and manager, the audio library and playlists. */
export const mediaRoutes: FastifyPluginAsync = async (app) => {
  await app.register(videoRoutes)
  await app.register(audioRoutes)
  await app.register(playlistRoutes)
}
