import { Clock, Play } from 'lucide-react'
import { useState } from 'react'
import { Badge } from '@/client/components/ui/badge'
import { VideoFrame } from '@/client/components/video-frame'
import type { Video, VideoCategory } from '@/shared/videos'

/** Each category's placeholder colours: drawn here, so nothing is fetched to show a card. */
const placeholderTone: Record<VideoCategory, string> = {
  personal: 'from-rose-500/35 via-background to-amber-400/20',
  consciousness: 'from-violet-500/40 via-background to-fuchsia-400/20',
  education: 'from-sky-500/35 via-background to-emerald-400/20',
  meditation: 'from-teal-500/35 via-background to-cyan-400/20',
  background: 'from-indigo-500/35 via-background to-slate-400/20',
}

/**
 * One video: a local placeholder (its title and a play button) first; the privacy-enhanced
 * player is only loaded after a click, so the video host hears nothing before the visitor asks.
 */
export function VideoCard({ video }: { video: Video }) {
  const [playing, setPlaying] = useState(false)
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-xl border border-border bg-card/60">
      <div className={`relative aspect-video bg-gradient-to-br ${placeholderTone[video.category]}`}>
        {playing ? (
          <VideoFrame embedId={video.embedId} title={video.title} />
        ) : (
          <button
            type="button"
            onClick={() => setPlaying(true)}
            className="group absolute inset-0 flex flex-col items-center justify-center gap-3 p-4 text-center"
            aria-label={`Play ${video.title}`}
          >
            <span className="grid size-14 place-items-center rounded-full bg-black/60 text-white shadow-lg transition-transform group-hover:scale-110">
              <Play className="size-6 translate-x-0.5" aria-hidden />
            </span>
            <span
              className="line-clamp-2 max-w-[90%] font-display text-sm font-semibold text-foreground/90"
              aria-hidden
            >
              {video.title}
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
