import { Avatar } from '@/client/components/avatar'
import { chatPersonaIds, personas } from '@content/personas'
import { Maximize, Minimize, Moon, Pause, Play, Volume2, VolumeX, X } from 'lucide-react'
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { Link } from 'react-router'
import { Button } from '@/client/components/ui/button'
import { PersonaPicker } from '@/client/components/chat/persona-picker'
import { builtinChatPersona, toggleChosen, useCustomChatPersonas } from '@/client/lib/chat-persona'
import { TonePlayer } from '@/client/lib/tone-player'
import { useCoversWindow } from '@/client/lib/window-cover'
import { DreamCanvas } from './dream-canvas'
import { useMusings } from './use-musings'

const builtins = chatPersonaIds.map(builtinChatPersona)

/** `/dream-mode`: a full-screen drifting canvas, persona tones and slowly streamed musings. */
export function DreamMode() {
  // It fills the window: the site's frame under it is taken out of reach (decision 273).
  useCoversWindow()
  const frame = useRef<HTMLDivElement>(null)
  const tones = useRef<TonePlayer | null>(null)
  const [dreaming, setDreaming] = useState(false)
  const [sound, setSound] = useState(false)
  const [fullscreen, setFullscreen] = useState(false)
  // Who dreams: the four built-ins unless the dreamer chose others (decision 218).
  const custom = useCustomChatPersonas()
  const everyone = useMemo(() => [...builtins, ...custom], [custom])
  const [chosen, setChosen] = useState<readonly string[]>(chatPersonaIds)
  const dreamers = useMemo(
    () => everyone.filter((persona) => chosen.includes(persona.id)),
    [everyone, chosen],
  )
  const onSpeak = useCallback(
    (frequency: number) => {
      if (sound) void tones.current?.play(frequency, 3.5, 0, 0.05)
    },
    [sound],
  )
  const { musing, error } = useMusings(dreaming, dreamers, onSpeak)

  useEffect(() => {
    const onChange = () => setFullscreen(document.fullscreenElement === frame.current)
    document.addEventListener('fullscreenchange', onChange)
    return () => {
      document.removeEventListener('fullscreenchange', onChange)
      tones.current?.close()
    }
  }, [])

  const toggleSound = async () => {
    tones.current ??= new TonePlayer()
    if (sound) tones.current.stopDrone()
    else
      await tones.current.startDrone(dreamers.map((persona) => personas[persona.voice].frequency))
    setSound(!sound)
  }
  const persona = musing?.persona ?? null

  return (
    <div ref={frame} className="fixed inset-0 z-[70] overflow-hidden bg-[#07061a] text-white">
      <DreamCanvas glow={dreaming ? 1 : 0.3} />
      <div className="relative flex h-full flex-col p-4 sm:p-8">
        <header className="flex flex-wrap items-center justify-between gap-3">
          <h1 className="flex items-center gap-2 font-display text-lg font-semibold">
            <Moon className="size-5" aria-hidden /> Dream Mode
          </h1>
          <div className="flex flex-wrap gap-2" role="toolbar" aria-label="Dream controls">
            <Button size="sm" variant="secondary" onClick={() => setDreaming(!dreaming)}>
              {dreaming ? <Pause aria-hidden /> : <Play aria-hidden />}
              {dreaming ? 'Pause dreaming' : 'Begin dreaming'}
            </Button>
            <Button
              size="sm"
              variant="secondary"
              aria-pressed={sound}
              onClick={() => void toggleSound()}
            >
              {sound ? <Volume2 aria-hidden /> : <VolumeX aria-hidden />}
              {sound ? 'Tones on' : 'Tones off'}
            </Button>
            <Button
              size="sm"
              variant="secondary"
              onClick={() =>
                document.fullscreenElement
                  ? void document.exitFullscreen()
                  : void frame.current?.requestFullscreen()
              }
            >
              {fullscreen ? <Minimize aria-hidden /> : <Maximize aria-hidden />}
              {fullscreen ? 'Exit fullscreen' : 'Fullscreen'}
            </Button>
            <Button asChild size="sm" variant="ghost" className="text-white hover:bg-white/10">
              <Link to="/">
                <X aria-hidden /> Wake up
              </Link>
            </Button>
          </div>
        </header>
        {custom.length ? (
          <PersonaPicker
            legend="Who dreams"
            everyone={everyone}
            chosen={chosen}
            onToggle={(id) => setChosen((current) => toggleChosen(current, id))}
            tone="dream"
            className="mt-4"
          />
        ) : null}
        <div className="flex flex-1 items-center justify-center">
          <div className="max-w-2xl text-center" aria-live="polite">
            {persona && musing ? (
              <>
                <p
                  className={`inline-flex items-center gap-2 text-sm uppercase tracking-[0.3em] ${persona.accent}`}
                >
                  <Avatar subject={persona} size={24} decorative eager />
                  {persona.name} dreams{musing.theme ? ` of ${musing.theme}` : '…'}
                </p>
                <p className="mt-4 font-display text-xl leading-relaxed text-white/90 sm:text-2xl">
                  {musing.text || '…'}
                </p>
              </>
            ) : (
              <p className="font-display text-xl text-white/80 sm:text-2xl">
                Press <strong>Begin dreaming</strong> and the personas will muse, one after another.
                Turn the tones on to hear their frequencies hum.
              </p>
            )}
            {error ? (
              <p role="alert" className="mt-6 text-sm text-rose-200">
                {error}
              </p>
            ) : null}
          </div>
        </div>
      </div>
    </div>
  )
}
