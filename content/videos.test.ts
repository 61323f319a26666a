import { describe, expect, it } from 'vitest'
import { VIDEO_CATEGORIES, VideoSchema } from '@/shared/videos'
import { videos } from './videos'

describe('video catalogue', () => {
  it('has the 11 entries of docs/product/media.md, each valid, with unique ids and embed ids', () => {
    expect(videos).toHaveLength(11)
    for (const video of videos) expect(VideoSchema.parse(video)).toEqual(video)
    expect(new Set(videos.map((video) => video.id)).size).toBe(11)
    expect(new Set(videos.map((video) => video.embedId)).size).toBe(11)
  })

  it('fills every filter of the gallery', () => {
    for (const category of VIDEO_CATEGORIES)
      expect(videos.filter((video) => video.category === category).length).toBeGreaterThan(0)
  })
})
