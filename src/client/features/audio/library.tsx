import { Progress } from '@/client/components/ui/progress'
import { formatMegabytes, type Track } from '@/shared/audio'
import { useTracks } from './api/get-tracks'
import { TrackRow } from './track-row'
import { UploadForm } from './upload-form'
import { Recorder } from './recorder'
import { QueryState } from '@/client/components/query-state'

/** Your tracks with upload and recording. */
export function Library({ onPlay }: { onPlay: (tracks: Track[], index: number) => void }) {
  const tracks = useTracks()
  return (
    <div className="space-y-6">
      <div className="grid gap-4 lg:grid-cols-2">
        <UploadForm />
        <Recorder />
      </div>
      <section aria-labelledby="library-heading">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <h3 id="library-heading" className="font-semibold">
            Your tracks
          </h3>
          {tracks.data ? (
            <div className="w-full max-w-xs text-xs text-muted-foreground">
              <Progress
                value={(tracks.data.usedBytes / tracks.data.limitBytes) * 100}
                aria-label="Library space used"
              />
              <p className="mt-1">
                {formatMegabytes(tracks.data.usedBytes)} of{' '}
                {formatMegabytes(tracks.data.limitBytes)} used
              </p>
            </div>
          ) : null}
        </div>
        <QueryState
          query={tracks}
          loading="Loading your tracks…"
          errorLead="Your tracks did not load"
          className="mt-3"
          isEmpty={(data) => data.tracks.length === 0}
          empty="No tracks yet: upload a file or record one."
        >
          {(data) => (
            <ul
              className="mt-3 divide-y divide-border rounded-xl border border-border"
              aria-label="Your tracks"
            >
              {data.tracks.map((track, index) => (
                <TrackRow key={track.id} track={track} onPlay={() => onPlay(data.tracks, index)} />
              ))}
            </ul>
          )}
        </QueryState>
      </section>
    </div>
  )
}
