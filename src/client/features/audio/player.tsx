import { Pause, Play, SkipBack, SkipForward } from 'lucide-react'
import { useCallback, useEffect, useRef, useState } from 'react'
import { Button } from '@/client/components/ui/button'
import { formatDuration, type Track } from '@/shared/audio'

export interface Queue {
  tracks: Track[]
  index: number
  /** Changes on every "play", so the same track can be started again. */
  nonce: number
}

/** What is queued in the player, and how the lists start playback. */
export function useQueue() {
  const [queue, setQueue] = useState<Queue>({ tracks: [], index: 0, nonce: 0 })
  const play = useCallback(
    (tracks: Track[], index = 0) =>
      setQueue((current) => ({ tracks, index, nonce: current.nonce + 1 })),
    [],
  )
  const go = useCallback(
    (index: number) => setQueue((current) => ({ ...current, index, nonce: current.nonce + 1 })),
    [],
  )
  return { queue, play, go }
}

/** The player: play/pause, previous/next, a seekable progress bar and the times. */
export function AudioPlayer({ queue, go }: { queue: Queue; go: (index: number) => void }) {
  const audio = useRef<HTMLAudioElement>(null)
  const [playing, setPlaying] = useState(false)
  const [time, setTime] = useState(0)
  const [duration, setDuration] = useState<number | null>(null)
  const [error, setError] = useState<string | null>(null)
  const track = queue.tracks[queue.index]

  useEffect(() => {
    const element = audio.current
    if (!element || !track) return
    element.src = track.url
    setTime(0)
    setDuration(track.durationSeconds)
    setError(null)
    element.play().catch((failure: unknown) => {
      if (failure instanceof DOMException && failure.name === 'AbortError') return
      setError('This track could not be played.')
    })
  }, [track, queue.nonce])

  const toggle = () => {
    const element = audio.current
    if (!element || !track) return
    if (element.paused) void element.play().catch(() => setError('This track could not be played.'))
    else element.pause()
  }
  const known = duration !== null && Number.isFinite(duration) && duration > 0
  const percent = known ? Math.min(100, (time / duration) * 100) : 0

  return (
    <section
      aria-label="Player"
      data-state={playing ? 'playing' : 'paused'}
      className="rounded-xl border border-border bg-card p-4 shadow-lg shadow-background/60"
    >
      <audio
        ref={audio}
        preload="metadata"
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        onTimeUpdate={(event) => setTime(event.currentTarget.currentTime)}
        onLoadedMetadata={(event) => {
          const value = event.currentTarget.duration
          if (Number.isFinite(value)) setDuration(value)
        }}
        onEnded={() => {
          setPlaying(false)
          if (queue.index + 1 < queue.tracks.length) go(queue.index + 1)
        }}
        onError={() => track && setError('This track could not be loaded.')}
      />
      <div className="flex flex-wrap items-center gap-3">
        <div className="flex gap-1">
          <Button
            size="icon"
            variant="ghost"
            aria-label="Previous track"
            disabled={!track || queue.index === 0}
            onClick={() => go(queue.index - 1)}
          >
            <SkipBack aria-hidden />
          </Button>
          <Button
            size="icon"
            aria-label={playing ? 'Pause' : 'Play'}
            disabled={!track}
            onClick={toggle}
          >
            {playing ? <Pause aria-hidden /> : <Play aria-hidden />}
          </Button>
          <Button
            size="icon"
            variant="ghost"
            aria-label="Next track"
            disabled={!track || queue.index + 1 >= queue.tracks.length}
            onClick={() => go(queue.index + 1)}
          >
            <SkipForward aria-hidden />
          </Button>
        </div>
        <div className="min-w-0 flex-1">
          <p className="truncate font-medium" aria-live="polite">
            {track ? track.title : 'Nothing playing: press play on a track'}
          </p>
          <p className="text-xs text-muted-foreground">
            {track ? `${queue.index + 1} of ${queue.tracks.length} · ${track.owner}` : ' '}
          </p>
        </div>
      </div>
      <div className="mt-3 flex items-center gap-3 text-xs tabular-nums text-muted-foreground">
        <span data-testid="player-time">{formatDuration(time)}</span>
        <div className="relative h-2 flex-1 rounded-full bg-muted">
          <div
            className="absolute inset-y-0 left-0 rounded-full bg-gradient-to-r from-primary to-accent"
            style={{ width: `${percent}%` }}
          />
          <input
            type="range"
            min={0}
            max={known ? duration : 0}
            step={0.1}
            value={Math.min(time, known ? duration : 0)}
            disabled={!track || !known}
            aria-label="Seek"
            aria-valuetext={`${formatDuration(time)} of ${formatDuration(duration)}`}
            onChange={(event) => {
              const element = audio.current
              if (element) element.currentTime = Number(event.target.value)
            }}
            className="absolute inset-0 w-full cursor-pointer opacity-0"
          />
        </div>
        <span>{formatDuration(duration)}</span>
      </div>
      {error ? (
        <p role="alert" className="mt-2 text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </section>
  )
}
