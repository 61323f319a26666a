import type { Track } from '@/shared/audio'
import { usePublicTracks } from './api/get-tracks'
import { TrackRow } from './track-row'

/** Tracks people shared with everyone, playable without an account. */
export function SharedTracks({ onPlay }: { onPlay: (tracks: Track[], index: number) => void }) {
  const tracks = usePublicTracks()
  if (tracks.isPending)
    return <p className="text-sm text-muted-foreground">Loading shared tracks…</p>
  if (tracks.isError)
    return (
      <p className="text-sm text-destructive">Shared tracks did not load: {tracks.error.message}</p>
    )
  if (tracks.data.length === 0)
    return (
      <p className="text-sm text-muted-foreground">
        Nobody has shared a track yet. Share one of yours from your library and it appears here.
      </p>
    )
  return (
    <ul
      className="divide-y divide-border rounded-xl border border-border"
      aria-label="Shared tracks"
    >
      {tracks.data.map((track, index) => (
        <TrackRow key={track.id} track={track} onPlay={() => onPlay(tracks.data, index)} />
      ))}
    </ul>
  )
}
