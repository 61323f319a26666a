import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { audioContract } from '@/shared/contract/audio'
import { route } from '../../route'
import {
  createPlaylist,
  deletePlaylist,
  findPlaylist,
  listPlaylists,
  unusableTracks,
  updatePlaylist,
} from './playlist-service'

const signedIn = { access: 'user', what: 'use playlists' } as const
const badTracks = (ids: string[]) => ({
  message: `trackIds: ${ids.slice(0, 3).join(', ')} ${ids.length === 1 ? 'is not a track' : 'are not tracks'} you can add`,
})
const notFound = { message: 'No playlist of yours has that id.' }

export const playlistRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db

  route(app, audioContract.playlists, signedIn, async (request) => ({
    playlists: await listPlaylists(db, request.user.id),
  }))

  route(app, audioContract.createPlaylist, signedIn, async (request, reply) => {
    const { name, trackIds } = request.body
    const unusable = await unusableTracks(db, request.user.id, trackIds)
    if (unusable.length) return reply.status(400).send(badTracks(unusable))
    return reply.status(201).send(await createPlaylist(db, request.user.id, name, trackIds))
  })

  route(app, audioContract.updatePlaylist, signedIn, async (request, reply) => {
    const user = request.user
    if (!(await findPlaylist(db, user.id, request.params.id)))
      return reply.status(404).send(notFound)
    if (request.body.trackIds) {
      const unusable = await unusableTracks(db, user.id, request.body.trackIds)
      if (unusable.length) return reply.status(400).send(badTracks(unusable))
    }
    const updated = await updatePlaylist(db, user.id, request.params.id, request.body)
    if (!updated) return reply.status(404).send(notFound)
    return (await findPlaylist(db, user.id, request.params.id))!
  })

  route(app, audioContract.deletePlaylist, signedIn, async (request, reply) => {
    if (!(await deletePlaylist(db, request.user.id, request.params.id)))
      return reply.status(404).send(notFound)
    return reply.status(204).send(null)
  })
}
