import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  PlaylistInputSchema,
  PlaylistListSchema,
  PlaylistParamsSchema,
  PlaylistSchema,
  PlaylistUpdateSchema,
} from '@/shared/audio'
import { ErrorResponseSchema } from '@/shared/errors'
import {
  createPlaylist,
  deletePlaylist,
  findPlaylist,
  listPlaylists,
  unusableTracks,
  updatePlaylist,
} from './playlist-service'

const errors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema, 404: ErrorResponseSchema }
const signInFirst = { message: 'Sign in to use playlists.' }
const badTracks = (ids: string[]) => ({
  message: `trackIds: ${ids.slice(0, 3).join(', ')} ${ids.length === 1 ? 'is not a track' : 'are not tracks'} you can add`,
})

export const playlistRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db

  app.get(
    '/api/audio/playlists',
    {
      schema: {
        tags: ['audio'],
        summary: 'Your playlists with their tracks in order',
        response: { 200: PlaylistListSchema, ...errors },
      },
    },
    async (request, reply) => {
      if (!request.user) return reply.status(401).send(signInFirst)
      return { playlists: await listPlaylists(db, request.user.id) }
    },
  )

  app.post(
    '/api/audio/playlists',
    {
      schema: {
        tags: ['audio'],
        summary: 'Create a playlist (your tracks or shared ones)',
        body: PlaylistInputSchema,
        response: { 201: PlaylistSchema, ...errors },
      },
    },
    async (request, reply) => {
      if (!request.user) return reply.status(401).send(signInFirst)
      const { name, trackIds } = request.body
      const unusable = await unusableTracks(db, request.user.id, trackIds)
      if (unusable.length) return reply.status(400).send(badTracks(unusable))
      return reply.status(201).send(await createPlaylist(db, request.user.id, name, trackIds))
    },
  )

  app.patch(
    '/api/audio/playlists/:id',
    {
      schema: {
        tags: ['audio'],
        summary: 'Rename a playlist and/or set its tracks in a new order',
        params: PlaylistParamsSchema,
        body: PlaylistUpdateSchema,
        response: { 200: PlaylistSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = request.user
      if (!user) return reply.status(401).send(signInFirst)
      const notFound = { message: 'No playlist of yours has that id.' }
      if (!(await findPlaylist(db, user.id, request.params.id)))
        return reply.status(404).send(notFound)
      if (request.body.trackIds) {
        const unusable = await unusableTracks(db, user.id, request.body.trackIds)
        if (unusable.length) return reply.status(400).send(badTracks(unusable))
      }
      const updated = await updatePlaylist(db, user.id, request.params.id, request.body)
      if (!updated) return reply.status(404).send(notFound)
      return (await findPlaylist(db, user.id, request.params.id))!
    },
  )

  app.delete(
    '/api/audio/playlists/:id',
    {
      schema: {
        tags: ['audio'],
        summary: 'Delete a playlist (its tracks stay in your library)',
        params: PlaylistParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      if (!request.user) return reply.status(401).send(signInFirst)
      if (!(await deletePlaylist(db, request.user.id, request.params.id)))
        return reply.status(404).send({ message: 'No playlist of yours has that id.' })
      return reply.status(204).send(null)
    },
  )
}
