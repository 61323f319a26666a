import { Video } from 'lucide-react'
import { useLocation } from 'react-router'
import { RouteButton } from '@/client/components/route-button'
import { VideoGallery } from '@/client/features/videos/video-gallery'
import { VideoManager } from '@/client/features/videos/video-manager'

/** `/videos` shows the gallery; `/video-manager` puts the manager above it. */
export default function VideosRoute() {
  const manager = useLocation().pathname === '/video-manager'
  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
      <p className="flex items-center gap-2 text-sm font-medium uppercase tracking-[0.2em] text-primary">
        <Video className="size-4" aria-hidden /> Videos
      </p>
      <h1 className="mt-3 font-display text-3xl font-semibold sm:text-4xl">
        {manager ? 'Video Manager' : 'Video Gallery'}
      </h1>
      <p className="mt-3 max-w-3xl text-muted-foreground">
        {manager
          ? 'Add videos to your own gallery by id or link, and remove them again. The eleven picks stay for everyone.'
          : 'Talks, lessons, meditations and background streams. Nothing loads from the video host until you press play.'}
      </p>
      {manager ? (
        <section className="mt-8" aria-label="Manage your videos">
          <VideoManager />
        </section>
      ) : (
        <RouteButton to="/video-manager" variant="outline" className="mt-6">
          Manage Videos
        </RouteButton>
      )}
      <section className="mt-10" aria-label="Gallery">
        {manager ? <h2 className="mb-4 font-display text-2xl font-semibold">Gallery</h2> : null}
        <VideoGallery />
      </section>
    </div>
  )
}
