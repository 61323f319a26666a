import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { videoContract } from '@/shared/contract/videos'
import { route } from '../../route'
import { addVideo, listGallery, listOwnVideos, removeVideo } from './video-service'

export const videoRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db

  route(app, videoContract.gallery, { access: 'public' }, async (request) => ({
    videos: await listGallery(db, request.user?.id),
  }))

  route(
    app,
    videoContract.mine,
    { access: 'user', what: 'manage your videos' },
    async (request) => ({
      videos: await listOwnVideos(db, request.user.id),
    }),
  )

  route(app, videoContract.add, { access: 'user', what: 'add videos' }, async (request, reply) => {
    const result = await addVideo(db, request.user.id, request.body)
    if (!result.ok) return reply.status(result.status).send({ message: result.message })
    return reply.status(201).send(result.video)
  })

  route(
    app,
    videoContract.remove,
    { access: 'user', what: 'manage your videos' },
    async (request, reply) => {
      if (!(await removeVideo(db, request.user.id, request.params.id)))
        return reply.status(404).send({ message: 'No video of yours has that id.' })
      return reply.status(204).send(null)
    },
  )
}
