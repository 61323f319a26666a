import { videos } from '@content/videos'
import { describe, expect, it } from 'vitest'
import { filterVideos } from './filter-videos'

describe('filterVideos', () => {
  it('keeps a category, or all of them', () => {
    expect(filterVideos(videos, 'all', '')).toHaveLength(11)
    const meditation = filterVideos(videos, 'meditation', '')
    expect(meditation.length).toBeGreaterThan(0)
    expect(meditation.every((video) => video.category === 'meditation')).toBe(true)
  })

  it('matches every word of the search in the title or description, any case', () => {
    expect(filterVideos(videos, 'all', 'NEURAL network').map((video) => video.id)).toEqual([
      'v-neural-network',
    ])
    expect(filterVideos(videos, 'meditation', 'neural')).toEqual([])
  })
})
