import { Mic, Save, Square } from 'lucide-react'
import { useEffect, useId, useRef, useState } from 'react'
import { Button } from '@/client/components/ui/button'
import { Input } from '@/client/components/ui/input'
import { Label } from '@/client/components/ui/label'
import { toast } from '@/client/components/ui/use-toast'
import { formatDuration, RECORDING_MAX_SECONDS } from '@/shared/audio'
import { useUploadTrack } from './api/upload-track'
import { recordingToWav } from './media-files'

type Take = { wav: Blob; seconds: number; url: string }

/** Record voice or music with the microphone and save it as a WAV track. */
export function Recorder() {
  const id = useId()
  const [state, setState] = useState<'idle' | 'recording' | 'processing'>('idle')
  const [elapsed, setElapsed] = useState(0)
  const [take, setTake] = useState<Take | null>(null)
  const [title, setTitle] = useState('')
  const [error, setError] = useState<string | null>(null)
  const recorder = useRef<MediaRecorder | null>(null)
  const upload = useUploadTrack()

  useEffect(() => () => recorder.current?.stream.getTracks().forEach((t) => t.stop()), [])
  useEffect(() => () => (take ? URL.revokeObjectURL(take.url) : undefined), [take])
  useEffect(() => {
    if (state !== 'recording') return
    const started = Date.now()
    const timer = window.setInterval(() => {
      const seconds = (Date.now() - started) / 1000
      setElapsed(seconds)
      if (seconds >= RECORDING_MAX_SECONDS) recorder.current?.stop()
    }, 250)
    return () => window.clearInterval(timer)
  }, [state])

  const start = async () => {
    setError(null)
    if (typeof MediaRecorder === 'undefined' || !navigator.mediaDevices?.getUserMedia)
      return setError('This browser cannot record audio.')
    let stream: MediaStream
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: true })
    } catch {
      return setError('The microphone is not available: allow access in the browser and try again.')
    }
    const chunks: Blob[] = []
    const media = new MediaRecorder(stream)
    media.ondataavailable = (event) => event.data.size && chunks.push(event.data)
    media.onstop = async () => {
      stream.getTracks().forEach((track) => track.stop())
      setState('processing')
      try {
        const { wav, seconds } = await recordingToWav(new Blob(chunks, { type: media.mimeType }))
        setTake({ wav, seconds, url: URL.createObjectURL(wav) })
        setTitle(`Recording ${new Date().toLocaleString()}`)
      } catch {
        setError('The recording could not be read. Try again.')
      }
      setState('idle')
    }
    recorder.current = media
    media.start(250)
    setElapsed(0)
    setTake(null)
    setState('recording')
  }

  const save = () => {
    if (!take) return
    upload.mutate(
      {
        file: take.wav,
        filename: 'recording.wav',
        title,
        source: 'recording',
        durationSeconds: take.seconds,
      },
      {
        onSuccess: (track) => {
          toast({ title: 'Recording saved', description: `“${track.title}” is in your library.` })
          setTake(null)
        },
        onError: (failure) => setError(failure.message),
      },
    )
  }

  return (
    <div className="rounded-xl border border-border bg-card/60 p-5">
      <h3 className="flex items-center gap-2 font-semibold">
        <Mic className="size-4 text-primary" aria-hidden /> Record voice or music
      </h3>
      <p className="mt-1 text-sm text-muted-foreground">
        Up to {RECORDING_MAX_SECONDS / 60} minutes from your microphone, saved as a WAV track.
      </p>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        {state === 'recording' ? (
          <Button variant="destructive" onClick={() => recorder.current?.stop()}>
            <Square aria-hidden /> Stop
          </Button>
        ) : (
          <Button
            variant="secondary"
            onClick={() => void start()}
            disabled={state === 'processing'}
          >
            <Mic aria-hidden /> {take ? 'Record again' : 'Start recording'}
          </Button>
        )}
        <span className="text-sm tabular-nums text-muted-foreground" aria-live="polite">
          {state === 'recording'
            ? `Recording… ${formatDuration(elapsed)}`
            : state === 'processing'
              ? 'Preparing the recording…'
              : take
                ? `Take of ${formatDuration(take.seconds)}`
                : ''}
        </span>
      </div>
      {take ? (
        <div className="mt-4 grid gap-3">
          <audio controls src={take.url} className="w-full" aria-label="Listen to the take" />
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
          <Button onClick={save} disabled={upload.isPending} className="justify-self-start">
            <Save aria-hidden /> {upload.isPending ? 'Saving…' : 'Save as track'}
          </Button>
        </div>
      ) : null}
      {error ? (
        <p role="alert" className="mt-3 text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  )
}
