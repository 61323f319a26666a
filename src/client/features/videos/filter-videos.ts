import type { Video, VideoFilter } from '@/shared/videos'

/** The videos of a category (or all) whose title or description holds every word of `query`. */
export function filterVideos(videos: Video[], filter: VideoFilter, query: string) {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean)
  return videos.filter(
    (video) =>
      (filter === 'all' || video.category === filter) &&
      words.every((word) => `${video.title} ${video.description}`.toLowerCase().includes(word)),
  )
}
