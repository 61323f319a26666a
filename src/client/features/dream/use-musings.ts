import { personas } from '@content/personas'
import { useEffect, useRef, useState } from 'react'
import type { ChatPersona } from '@/client/lib/chat-persona'
import { streamMusing } from './api/stream-musing'

export interface Musing {
  persona: ChatPersona
  theme: string
  text: string
  done: boolean
}

const PAUSE_MS = 9000

/**
 * While `dreaming`, asks each of the `dreamers` in turn for a musing, shows it as it streams,
 * rests, and moves on (a change of dreamers counts from the next turn). `onSpeak` fires as each
 * persona begins (for the tone of the voice it borrows).
 */
export function useMusings(
  dreaming: boolean,
  dreamers: readonly ChatPersona[],
  onSpeak: (frequency: number) => void,
) {
  const [musing, setMusing] = useState<Musing | null>(null)
  const [error, setError] = useState<string | null>(null)
  const speak = useRef(onSpeak)
  const who = useRef(dreamers)
  useEffect(() => {
    speak.current = onSpeak
    who.current = dreamers
  }, [onSpeak, dreamers])

  useEffect(() => {
    if (!dreaming) return
    const controller = new AbortController()
    let turn = 0
    let after: string | undefined
    const rest = (ms: number) =>
      new Promise<void>((resolve) => {
        const timer = window.setTimeout(resolve, ms)
        controller.signal.addEventListener('abort', () => window.clearTimeout(timer), {
          once: true,
        })
      })
    const loop = async () => {
      while (!controller.signal.aborted) {
        const persona = who.current[turn++ % who.current.length]
        if (!persona) return
        speak.current(personas[persona.voice].frequency)
        setMusing({ persona, theme: '', text: '', done: false })
        try {
          const result = await streamMusing(
            { persona: persona.id, after },
            (text) => setMusing((current) => (current ? { ...current, text } : current)),
            controller.signal,
          )
          after = result.theme
          setError(null)
          setMusing({ persona, theme: result.theme, text: result.text, done: true })
        } catch (failure) {
          if (controller.signal.aborted) return
          setError(failure instanceof Error ? failure.message : 'The dream was interrupted.')
        }
        await rest(PAUSE_MS)
      }
    }
    void loop()
    return () => controller.abort()
  }, [dreaming])

  return { musing, error }
}
