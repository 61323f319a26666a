import { Upload } from 'lucide-react'
import { useId, useRef, useState, type FormEvent } from 'react'
import { Button } from '@/client/components/ui/button'
import { Input } from '@/client/components/ui/input'
import { Label } from '@/client/components/ui/label'
import { toast } from '@/client/components/ui/use-toast'
import { AUDIO_MAX_BYTES, formatMegabytes } from '@/shared/audio'
import { useUploadTrack } from './api/upload-track'
import { readDuration } from './media-files'

/** Upload an MP3, OGG or WAV file; the server checks what it really is. */
export function UploadForm() {
  const id = useId()
  const fileInput = useRef<HTMLInputElement>(null)
  const [file, setFile] = useState<File | null>(null)
  const [title, setTitle] = useState('')
  const [error, setError] = useState<string | null>(null)
  const upload = useUploadTrack()

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (!file) return setError('Choose an audio file first.')
    if (file.size > AUDIO_MAX_BYTES)
      return setError(`file: must be at most ${formatMegabytes(AUDIO_MAX_BYTES)}`)
    setError(null)
    const durationSeconds = await readDuration(file)
    upload.mutate(
      { file, filename: file.name, title, source: 'upload', durationSeconds },
      {
        onSuccess: (track) => {
          toast({ title: 'Track uploaded', description: `“${track.title}” is in your library.` })
          setFile(null)
          setTitle('')
          if (fileInput.current) fileInput.current.value = ''
        },
        onError: (failure) => setError(failure.message),
      },
    )
  }

  return (
    <form onSubmit={submit} className="rounded-xl border border-border bg-card/60 p-5" noValidate>
      <h3 className="flex items-center gap-2 font-semibold">
        <Upload className="size-4 text-primary" aria-hidden /> Upload a track
      </h3>
      <p className="mt-1 text-sm text-muted-foreground">
        MP3, OGG or WAV, up to {formatMegabytes(AUDIO_MAX_BYTES)}. Tracks are private until you
        share them.
      </p>
      <div className="mt-4 grid gap-3 sm:grid-cols-2">
        <div>
          <Label htmlFor={`${id}-file`}>Audio file</Label>
          <Input
            ref={fileInput}
            id={`${id}-file`}
            type="file"
            accept="audio/mpeg,audio/ogg,audio/wav,audio/x-wav,.mp3,.ogg,.oga,.wav"
            onChange={(event) => {
              const chosen = event.target.files?.[0] ?? null
              setFile(chosen)
              setError(null)
              if (chosen && !title) setTitle(chosen.name.replace(/\.[a-z0-9]{1,5}$/i, ''))
            }}
            className="mt-1 file:mr-3 file:rounded file:border-0 file:bg-muted file:px-2 file:text-foreground"
          />
        </div>
        <div>
          <Label htmlFor={`${id}-title`}>Title</Label>
          <Input
            id={`${id}-title`}
            value={title}
            onChange={(event) => setTitle(event.target.value)}
            maxLength={120}
            className="mt-1"
          />
        </div>
      </div>
      {error ? (
        <p role="alert" className="mt-3 text-sm text-destructive">
          {error}
        </p>
      ) : null}
      <Button type="submit" className="mt-4" disabled={upload.isPending}>
        {upload.isPending ? 'Uploading…' : 'Upload'}
      </Button>
    </form>
  )
}
