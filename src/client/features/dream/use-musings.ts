import { personas } from '@content/personas'
import { useEffect, useRef, useState } from 'react'
import { DREAM_PERSONAS } from '@/shared/dream'
import { streamMusing } from './api/stream-musing'

export interface Musing {
  persona: (typeof DREAM_PERSONAS)[number]
  theme: string
  text: string
  done: boolean
}

const PAUSE_MS = 9000

/**
 * While `dreaming`, asks each persona in turn for a musing, shows it as it streams, rests, and
 * moves on. `onSpeak` fires as each persona begins (for its tone).
 */
export function useMusings(dreaming: boolean, onSpeak: (frequency: number) => void) {
  const [musing, setMusing] = useState<Musing | null>(null)
  const [error, setError] = useState<string | null>(null)
  const speak = useRef(onSpeak)
  useEffect(() => {
    speak.current = onSpeak
  }, [onSpeak])

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
        const persona = DREAM_PERSONAS[turn++ % DREAM_PERSONAS.length]!
        speak.current(personas[persona].frequency)
        setMusing({ persona, theme: '', text: '', done: false })
        try {
          const result = await streamMusing(
            { persona, after },
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
