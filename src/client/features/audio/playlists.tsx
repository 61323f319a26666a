import { ListPlus } from 'lucide-react'
import { useId, useState, type FormEvent } from 'react'
import { Button } from '@/client/components/ui/button'
import { Input } from '@/client/components/ui/input'
import { Label } from '@/client/components/ui/label'
import type { Track } from '@/shared/audio'
import { useCreatePlaylist } from './api/change-playlists'
import { usePlaylists } from './api/get-playlists'
import { usePublicTracks, useTracks } from './api/get-tracks'
import { PlaylistCard } from './playlist-card'
import { QueryState } from '@/client/components/query-state'

/** Your playlists: create one, then fill and order it. */
export function Playlists({ onPlay }: { onPlay: (tracks: Track[], index: number) => void }) {
  const id = useId()
  const playlists = usePlaylists()
  const own = useTracks()
  const shared = usePublicTracks()
  const create = useCreatePlaylist()
  const [name, setName] = useState('')
  const [error, setError] = useState<string | null>(null)
  const ownTracks = own.data?.tracks ?? []
  const available = [...ownTracks, ...(shared.data ?? []).filter((track) => !track.mine)]

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!name.trim()) return setError('name: is required')
    setError(null)
    create.mutate(
      { name, trackIds: [] },
      { onSuccess: () => setName(''), onError: (failure) => setError(failure.message) },
    )
  }

  return (
    <div className="space-y-6">
      <form
        onSubmit={submit}
        className="flex flex-wrap items-end gap-3 rounded-xl border border-border bg-card/60 p-4"
        noValidate
      >
        <div className="min-w-0 flex-1">
          <Label htmlFor={`${id}-name`}>New playlist</Label>
          <Input
            id={`${id}-name`}
            value={name}
            onChange={(event) => setName(event.target.value)}
            maxLength={80}
            placeholder="Morning focus"
            className="mt-1"
          />
        </div>
        <Button type="submit" disabled={create.isPending}>
          <ListPlus aria-hidden /> Create Playlist
        </Button>
        {error ? (
          <p role="alert" className="w-full text-sm text-destructive">
            {error}
          </p>
        ) : null}
      </form>
      <QueryState
        query={playlists}
        loading="Loading your playlists…"
        errorLead="Your playlists did not load"
        isEmpty={(data) => data.length === 0}
        empty="No playlists yet."
      >
        {(data) => (
          <ul className="grid gap-4 lg:grid-cols-2">
            {data.map((playlist) => (
              <li key={playlist.id}>
                <PlaylistCard playlist={playlist} available={available} onPlay={onPlay} />
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </div>
  )
}
