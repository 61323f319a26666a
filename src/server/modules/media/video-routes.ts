import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ErrorResponseSchema } from '@/shared/errors'
import {
  VideoIdParamsSchema,
  VideoInputSchema,
  VideoListSchema,
  VideoSchema,
} from '@/shared/videos'
import { addVideo, listGallery, listOwnVideos, removeVideo } from './video-service'

export const videoRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db

  app.get(
    '/api/videos',
    {
      schema: {
        tags: ['media'],
        summary: 'The video gallery: the 11 catalogue entries, then your own when signed in',
        response: { 200: VideoListSchema },
      },
    },
    async (request) => ({ videos: await listGallery(db, request.user?.id) }),
  )

  app.get(
    '/api/videos/mine',
    {
      schema: {
        tags: ['media'],
        summary: 'The videos you added (video manager)',
        response: { 200: VideoListSchema, 401: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      if (!request.user)
        return reply.status(401).send({ message: 'Sign in to manage your videos.' })
      return { videos: await listOwnVideos(db, request.user.id) }
    },
  )

  app.post(
    '/api/videos',
    {
      schema: {
        tags: ['media'],
        summary: 'Add a video to your gallery by its id or link',
        body: VideoInputSchema,
        response: {
          201: VideoSchema,
          400: ErrorResponseSchema,
          401: ErrorResponseSchema,
          409: ErrorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      if (!request.user) return reply.status(401).send({ message: 'Sign in to add videos.' })
      const result = await addVideo(db, request.user.id, request.body)
      if (!result.ok) return reply.status(result.status).send({ message: result.message })
      return reply.status(201).send(result.video)
    },
  )

  app.delete(
    '/api/videos/:id',
    {
      schema: {
        tags: ['media'],
        summary: 'Remove one of your videos',
        params: VideoIdParamsSchema,
        response: { 204: z.null(), 401: ErrorResponseSchema, 404: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      if (!request.user)
        return reply.status(401).send({ message: 'Sign in to manage your videos.' })
      if (!(await removeVideo(db, request.user.id, request.params.id)))
        return reply.status(404).send({ message: 'No video of yours has that id.' })
      return reply.status(204).send(null)
    },
  )
}
