import { Clock, Play } from 'lucide-react'
import { useState } from 'react'
import { Badge } from '@/client/components/ui/badge'
import { VideoFrame } from '@/client/components/video-frame'
import { videoThumbnailUrl, type Video } from '@/shared/videos'

/**
 * One video: a thumbnail button first; the privacy-enhanced player is only loaded after a click,
 * so nothing plays or tracks before the visitor asks for it.
 */
export function VideoCard({ video }: { video: Video }) {
  const [playing, setPlaying] = useState(false)
  const [thumbnailFailed, setThumbnailFailed] = useState(false)
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-xl border border-border bg-card/60">
      <div className="relative aspect-video bg-gradient-to-br from-primary/30 via-background to-accent/20">
        {playing ? (
          <VideoFrame embedId={video.embedId} title={video.title} />
        ) : (
          <button
            type="button"
            onClick={() => setPlaying(true)}
            className="group absolute inset-0 grid place-items-center"
            aria-label={`Play ${video.title}`}
          >
            {thumbnailFailed ? null : (
              <img
                src={videoThumbnailUrl(video.embedId)}
                alt=""
                loading="lazy"
                decoding="async"
                onError={() => setThumbnailFailed(true)}
                className="absolute inset-0 size-full object-cover"
              />
            )}
            <span className="relative grid size-14 place-items-center rounded-full bg-black/60 text-white shadow-lg transition-transform group-hover:scale-110">
              <Play className="size-6 translate-x-0.5" aria-hidden />
            </span>
          </button>
        )}
      </div>
      <div className="flex flex-1 flex-col p-4">
        <div className="flex items-center justify-between gap-2 text-xs text-muted-foreground">
          <Badge variant="outline" className="capitalize">
            {video.category}
          </Badge>
          {video.duration ? (
            <span className="flex items-center gap-1">
              <Clock className="size-3" aria-hidden />
              {video.duration}
            </span>
          ) : null}
        </div>
        <h3 className="mt-2 font-semibold">{video.title}</h3>
        {video.description ? (
          <p className="mt-1 text-sm text-muted-foreground">{video.description}</p>
        ) : null}
        {video.source === 'mine' ? (
          <p className="mt-auto pt-3 text-xs text-accent">Added by you</p>
        ) : null}
      </div>
    </article>
  )
}
