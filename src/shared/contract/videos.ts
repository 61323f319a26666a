import { z } from 'zod'
import { contract, errors, read, schemas } from '../endpoint-schema'
import { videoEndpoints } from '../endpoints/videos'
import * as videos from '../videos'

export const videoSchemas = schemas({
  gallery: read(
    'The video gallery: the 11 catalogue entries, then your own when signed in',
    videos.VideoListSchema,
  ),
  mine: read('The videos you added (video manager)', videos.VideoListSchema),
  add: {
    cost: 'upload',
    summary: 'Add a video to your gallery by its id or link',
    body: videos.VideoInputSchema,
    response: { 201: videos.VideoSchema, ...errors(400, 409) },
  },
  remove: {
    summary: 'Remove one of your videos',
    params: videos.VideoIdParamsSchema,
    response: { 204: z.null(), ...errors(404) },
  },
})

export const videoContract = contract('media', videoEndpoints, videoSchemas)
