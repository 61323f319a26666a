import { RouteButton } from '@/client/components/route-button'
import { SectionHeading } from '@/client/components/section-heading'
import { VideoGallery } from './video-gallery'

/** The home page's `youtube-gallery` section. */
export function YoutubeGallerySection() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
      <div className="flex flex-wrap items-end justify-between gap-6">
        <SectionHeading eyebrow="Videos" title="Video Gallery">
          Talks, lessons, meditations and background streams. Nothing loads from the video host
          until you press play.
        </SectionHeading>
        <RouteButton to="/video-manager" variant="outline">
          Manage Videos
        </RouteButton>
      </div>
      <div className="mt-8">
        <VideoGallery />
      </div>
    </div>
  )
}
