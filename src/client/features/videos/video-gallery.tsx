import { VideoOff } from 'lucide-react'
import { useState } from 'react'
import { Button } from '@/client/components/ui/button'
import { VIDEO_FILTERS, type VideoFilter } from '@/shared/videos'
import { useVideos } from './api/get-videos'
import { filterVideos } from './filter-videos'
import { VideoCard } from './video-card'
import { SearchField } from '@/client/components/search-field'
import { plural } from '@/shared/plural'

const label = (filter: VideoFilter) => filter[0]!.toUpperCase() + filter.slice(1)

/**
 * docs/product/media.md video gallery: filters, search, and "No Videos Found" when nothing matches.
 */
export function VideoGallery() {
  const videos = useVideos()
  const [filter, setFilter] = useState<VideoFilter>('all')
  const [query, setQuery] = useState('')
  const all = videos.data ?? []
  const shown = filterVideos(all, filter, query)
  return (
    <div>
      <div className="flex flex-col gap-3 lg:flex-row lg:items-center lg:justify-between">
        <div className="flex flex-wrap gap-2" role="group" aria-label="Filter videos">
          {VIDEO_FILTERS.map((value) => (
            <Button
              key={value}
              size="sm"
              variant={filter === value ? 'default' : 'outline'}
              aria-pressed={filter === value}
              onClick={() => setFilter(value)}
            >
              {label(value)}
            </Button>
          ))}
        </div>
        <SearchField
          value={query}
          onValueChange={setQuery}
          label="Search videos"
          placeholder="Search videos…"
          className="w-full lg:max-w-xs"
        />
      </div>
      <p className="mt-3 text-sm text-muted-foreground" aria-live="polite">
        {shown.length} of {plural(all.length, 'video')}
      </p>
      {shown.length ? (
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {shown.map((video) => (
            <li key={video.id}>
              <VideoCard video={video} />
            </li>
          ))}
        </ul>
      ) : (
        <div className="mt-4 flex flex-col items-center rounded-xl border border-dashed border-border px-6 py-12 text-center">
          <VideoOff className="size-8 text-muted-foreground" aria-hidden />
          <h3 className="mt-3 font-display text-lg font-semibold">No Videos Found</h3>
          <p className="mt-1 text-sm text-muted-foreground">
            Nothing matches this filter{query.trim() ? ' and search' : ''}. Try another category.
          </p>
        </div>
      )}
    </div>
  )
}
