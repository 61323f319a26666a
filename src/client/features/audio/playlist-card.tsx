import { ArrowDown, ArrowUp, Pencil, Play, Trash2, X } from 'lucide-react'
import { useState } from 'react'
import { Button } from '@/client/components/ui/button'
import { NativeSelect } from '@/client/components/ui/native-select'
import { toast } from '@/client/components/ui/use-toast'
import { formatDuration, type Playlist, type Track } from '@/shared/audio'
import { useDeletePlaylist, useUpdatePlaylist } from './api/change-playlists'
import { InlineRenameForm } from './inline-rename-form'
import { plural } from '@/shared/plural'

const failed = (title: string) => (failure: Error) =>
  toast({ variant: 'destructive', title, description: failure.message })

/** One playlist: play it, rename it, add, order and remove tracks, delete it. */
export function PlaylistCard({
  playlist,
  available,
  onPlay,
}: {
  playlist: Playlist
  available: Track[]
  onPlay: (tracks: Track[], index: number) => void
}) {
  const [renaming, setRenaming] = useState(false)
  const [name, setName] = useState(playlist.name)
  const update = useUpdatePlaylist()
  const remove = useDeletePlaylist()
  const byId = new Map(available.map((track) => [track.id, track]))
  const tracks = playlist.trackIds.flatMap((id) => byId.get(id) ?? [])

  const setOrder = (trackIds: string[]) =>
    update.mutate({ id: playlist.id, trackIds }, { onError: failed('Playlist Not Saved') })
  const move = (from: number, to: number) => {
    const ids = [...playlist.trackIds]
    const [moved] = ids.splice(from, 1)
    ids.splice(to, 0, moved!)
    setOrder(ids)
  }

  return (
    <article
      className="rounded-xl border border-border bg-card/60 p-4"
      aria-label={`Playlist ${playlist.name}`}
    >
      <div className="flex flex-wrap items-center gap-2">
        {renaming ? (
          <InlineRenameForm
            className="flex-1"
            value={name}
            onChange={setName}
            onSave={() =>
              update.mutate(
                { id: playlist.id, name },
                { onSuccess: () => setRenaming(false), onError: failed('Rename Failed') },
              )
            }
            onCancel={() => setRenaming(false)}
            label="Playlist name"
            saveLabel="Save name"
            maxLength={80}
          />
        ) : (
          <h4 className="min-w-0 flex-1 truncate font-semibold">{playlist.name}</h4>
        )}
        <Button size="sm" disabled={tracks.length === 0} onClick={() => onPlay(tracks, 0)}>
          <Play aria-hidden /> Play all
        </Button>
        <Button
          size="icon"
          variant="ghost"
          aria-label={`Rename ${playlist.name}`}
          onClick={() => setRenaming(true)}
        >
          <Pencil aria-hidden />
        </Button>
        <Button
          size="icon"
          variant="ghost"
          aria-label={`Delete ${playlist.name}`}
          onClick={() => remove.mutate(playlist.id, { onError: failed('Delete Failed') })}
        >
          <Trash2 aria-hidden />
        </Button>
      </div>
      <p className="mt-1 text-xs text-muted-foreground">
        {plural(tracks.length, 'track')} ·{' '}
        {formatDuration(tracks.reduce((sum, track) => sum + (track.durationSeconds ?? 0), 0))}
      </p>
      {tracks.length ? (
        <ol className="mt-3 space-y-1" aria-label={`${playlist.name} tracks`}>
          {tracks.map((track, index) => (
            <li
              key={`${track.id}-${index}`}
              className="flex items-center gap-2 rounded-lg bg-muted/50 px-2 py-1 text-sm"
            >
              <span className="w-5 text-right text-xs tabular-nums text-muted-foreground">
                {index + 1}
              </span>
              <button
                type="button"
                className="min-w-0 flex-1 truncate text-left hover:text-primary"
                onClick={() => onPlay(tracks, index)}
              >
                {track.title}
              </button>
              <Button
                size="icon"
                variant="ghost"
                className="size-8"
                aria-label={`Move ${track.title} up`}
                disabled={index === 0}
                onClick={() => move(index, index - 1)}
              >
                <ArrowUp aria-hidden />
              </Button>
              <Button
                size="icon"
                variant="ghost"
                className="size-8"
                aria-label={`Move ${track.title} down`}
                disabled={index === tracks.length - 1}
                onClick={() => move(index, index + 1)}
              >
                <ArrowDown aria-hidden />
              </Button>
              <Button
                size="icon"
                variant="ghost"
                className="size-8"
                aria-label={`Remove ${track.title} from ${playlist.name}`}
                onClick={() => setOrder(playlist.trackIds.filter((_, i) => i !== index))}
              >
                <X aria-hidden />
              </Button>
            </li>
          ))}
        </ol>
      ) : (
        <p className="mt-3 text-sm text-muted-foreground">No tracks yet: add one below.</p>
      )}
      {available.length ? (
        <NativeSelect
          className="mt-3"
          aria-label={`Add a track to ${playlist.name}`}
          value=""
          onChange={(event) =>
            event.target.value && setOrder([...playlist.trackIds, event.target.value])
          }
        >
          <option value="">Add a track…</option>
          {available.map((track) => (
            <option key={track.id} value={track.id}>
              {track.title}
              {track.mine ? '' : ` (by ${track.owner})`}
            </option>
          ))}
        </NativeSelect>
      ) : null}
    </article>
  )
}
