import { Avatar } from '@/client/components/avatar'
import { chatPersonaIds, personas } from '@content/personas'
import { Music, Save } from 'lucide-react'
import { useEffect, useRef } from 'react'
import { Button } from '@/client/components/ui/button'
import { toast } from '@/client/components/ui/use-toast'
import { TonePlayer } from '@/client/lib/tone-player'
import { useStoredUser } from '@/client/lib/stored-user'
import { useUploadTrack } from './api/upload-track'
import { encodeWav, sineWave } from './wav'

const voices = [...chatPersonaIds, 'agent-zero' as const].map((id) => personas[id])

/** Each persona's frequency as a tone, all of them as a chord, and a tone saved as a track. */
export function PersonaTones() {
  const player = useRef<TonePlayer | null>(null)
  const user = useStoredUser()
  const upload = useUploadTrack()
  useEffect(() => () => player.current?.close(), [])
  const tones = () => (player.current ??= new TonePlayer())

  const save = (name: string, frequency: number) => {
    const bytes = encodeWav(sineWave(frequency, 10, 22_050, 0.25), 22_050)
    upload.mutate(
      {
        file: new Blob([bytes.buffer as ArrayBuffer], { type: 'audio/wav' }),
        filename: `${name}-${frequency}hz.wav`,
        title: `${name} tone (${frequency} Hz)`,
        source: 'recording',
        durationSeconds: 10,
      },
      {
        onSuccess: (track) =>
          toast({ title: 'Tone saved', description: `“${track.title}” is in your library.` }),
        onError: (failure) =>
          toast({ variant: 'destructive', title: 'Save Failed', description: failure.message }),
      },
    )
  }

  return (
    <div className="space-y-4">
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
        {voices.map((persona) => (
          <li
            key={persona.id}
            className="flex flex-col rounded-xl border border-border bg-card/60 p-4"
          >
            <Avatar subject={persona} size={40} decorative />
            <p className={`mt-2 font-semibold ${persona.accent}`}>{persona.name}</p>
            <p className="text-sm tabular-nums text-muted-foreground">{persona.frequency} Hz</p>
            <div className="mt-auto flex flex-wrap gap-2 pt-3">
              <Button
                size="sm"
                variant="secondary"
                onClick={() => void tones().play(persona.frequency, 2.5)}
              >
                <Music aria-hidden /> Play<span className="sr-only"> {persona.name}’s tone</span>
              </Button>
              {user ? (
                <Button
                  size="sm"
                  variant="ghost"
                  disabled={upload.isPending}
                  onClick={() => save(persona.name, persona.frequency)}
                >
                  <Save aria-hidden /> Save
                  <span className="sr-only"> {persona.name}’s tone as a track</span>
                </Button>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
      <Button
        variant="outline"
        onClick={() =>
          void tones().chord(
            voices.map((persona) => persona.frequency),
            4,
          )
        }
      >
        <Music aria-hidden /> Play the harmony of all five
      </Button>
    </div>
  )
}
