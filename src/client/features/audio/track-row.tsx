import { Globe, Lock, Pencil, Play, Trash2 } from 'lucide-react'
import { useState } from 'react'
import { Badge } from '@/client/components/ui/badge'
import { Button } from '@/client/components/ui/button'
import { toast } from '@/client/components/ui/use-toast'
import { formatDuration, formatMegabytes, type Track } from '@/shared/audio'
import { useDeleteTrack } from './api/delete-track'
import { useUpdateTrack } from './api/update-track'
import { InlineRenameForm } from './inline-rename-form'

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
      {/* While renaming, the title needs room to type: below 14rem the actions wrap under it. */}
      <div className={editing ? 'min-w-56 flex-1' : 'min-w-0 flex-1'}>
        {editing ? (
          <InlineRenameForm
            value={title}
            onChange={setTitle}
            onSave={rename}
            onCancel={() => setEditing(false)}
            label="Track title"
            saveLabel="Save title"
            maxLength={120}
            saving={update.isPending}
          />
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
