import { Check, Globe, Lock, Pencil, Play, Trash2, X } from 'lucide-react'
import { useState } from 'react'
import { Badge } from '@/client/components/ui/badge'
import { Button } from '@/client/components/ui/button'
import { Input } from '@/client/components/ui/input'
import { toast } from '@/client/components/ui/use-toast'
import { formatDuration, formatMegabytes, type Track } from '@/shared/audio'
import { useDeleteTrack } from './api/delete-track'
import { useUpdateTrack } from './api/update-track'

const failed = (title: string) => (failure: Error) =>
  toast({ variant: 'destructive', title, description: failure.message })

/** One track: play, and for your own: rename, share or keep private, delete. */
export function TrackRow({ track, onPlay }: { track: Track; onPlay: () => void }) {
  const [editing, setEditing] = useState(false)
  const [title, setTitle] = useState(track.title)
  const [confirming, setConfirming] = useState(false)
  const update = useUpdateTrack()
  const remove = useDeleteTrack()

  const rename = () =>
    update.mutate(
      { id: track.id, title },
      { onSuccess: () => setEditing(false), onError: failed('Rename Failed') },
    )

  return (
    <li className="flex flex-wrap items-center gap-3 p-3">
      <Button size="icon" variant="secondary" aria-label={`Play ${track.title}`} onClick={onPlay}>
        <Play aria-hidden />
      </Button>
      <div className="min-w-0 flex-1">
        {editing ? (
          <form
            className="flex gap-2"
            onSubmit={(event) => {
              event.preventDefault()
              rename()
            }}
          >
            <Input
              value={title}
              onChange={(event) => setTitle(event.target.value)}
              maxLength={120}
              aria-label="Track title"
              className="h-9"
              autoFocus
            />
            <Button size="icon" type="submit" aria-label="Save title" disabled={update.isPending}>
              <Check aria-hidden />
            </Button>
            <Button
              size="icon"
              variant="ghost"
              type="button"
              aria-label="Cancel"
              onClick={() => setEditing(false)}
            >
              <X aria-hidden />
            </Button>
          </form>
        ) : (
          <p className="truncate font-medium">{track.title}</p>
        )}
        <p className="mt-0.5 flex flex-wrap items-center gap-x-2 text-xs text-muted-foreground">
          <span className="tabular-nums">{formatDuration(track.durationSeconds)}</span>
          <span>{track.format.toUpperCase()}</span>
          <span>{formatMegabytes(track.sizeBytes)}</span>
          {track.source === 'recording' ? <Badge variant="outline">Recording</Badge> : null}
          {track.mine ? null : <span>by {track.owner}</span>}
        </p>
      </div>
      {track.mine ? (
        <div className="flex flex-wrap gap-1">
          <Button
            size="sm"
            variant="outline"
            aria-pressed={track.visibility === 'public'}
            disabled={update.isPending}
            onClick={() =>
              update.mutate(
                { id: track.id, visibility: track.visibility === 'public' ? 'private' : 'public' },
                { onError: failed('Sharing Failed') },
              )
            }
            title={
              track.visibility === 'public'
                ? 'Everyone can play it: click to make it private'
                : 'Only you can play it: click to share it'
            }
          >
            {track.visibility === 'public' ? <Globe aria-hidden /> : <Lock aria-hidden />}
            {track.visibility === 'public' ? 'Shared' : 'Private'}
          </Button>
          <Button
            size="icon"
            variant="ghost"
            aria-label={`Rename ${track.title}`}
            onClick={() => setEditing(true)}
          >
            <Pencil aria-hidden />
          </Button>
          {confirming ? (
            <Button
              size="sm"
              variant="destructive"
              disabled={remove.isPending}
              onClick={() => remove.mutate(track.id, { onError: failed('Delete Failed') })}
              onBlur={() => setConfirming(false)}
            >
              Delete for good
            </Button>
          ) : (
            <Button
              size="icon"
              variant="ghost"
              aria-label={`Delete ${track.title}`}
              onClick={() => setConfirming(true)}
            >
              <Trash2 aria-hidden />
            </Button>
          )}
        </div>
      ) : null}
    </li>
  )
}
