import { z } from 'zod'
import { errors, operation } from '../endpoint-schema'
import { videoEndpoints } from '../endpoints/videos'
import { VideoIdParamsSchema, VideoInputSchema, VideoListSchema, VideoSchema } from '../videos'

const tags = ['media']

export const videoContract = {
  gallery: operation(videoEndpoints.gallery, {
    tags,
    summary: 'The video gallery: the 11 catalogue entries, then your own when signed in',
    response: { 200: VideoListSchema },
  }),
  mine: operation(videoEndpoints.mine, {
    tags,
    summary: 'The videos you added (video manager)',
    response: { 200: VideoListSchema },
  }),
  add: operation(videoEndpoints.add, {
    tags,
    summary: 'Add a video to your gallery by its id or link',
    body: VideoInputSchema,
    response: { 201: VideoSchema, ...errors(400, 409) },
  }),
  remove: operation(videoEndpoints.remove, {
    tags,
    summary: 'Remove one of your videos',
    params: VideoIdParamsSchema,
    response: { 204: z.null(), ...errors(404) },
  }),
}
