import { useEffect, useRef, useState } from 'react'
import { usePreferences } from '@/client/lib/preferences'
import {
  speak,
  speechSupported,
  spokenText,
  stopSpeaking,
  TEST_PHRASE_DELAY_MS,
} from '@/client/lib/speech'

/**
 * A persona's voice: off by default, on by default for signed-in people who asked for it in
 * their response settings. Turning it on says a test phrase after 500 ms; replies are spoken
 * with the persona's pitch unless they are too short or interface text.
 */
export function usePersonaVoice(persona: { name: string; voicePitch: number }) {
  const preferences = usePreferences()
  const supported = speechSupported()
  const [choice, setChoice] = useState<boolean | null>(null)
  const enabled = supported && (choice ?? preferences.data?.voiceByDefault ?? false)
  const enabledRef = useRef(enabled)
  const timer = useRef<number | undefined>(undefined)

  useEffect(() => {
    enabledRef.current = enabled
  }, [enabled])
  useEffect(() => () => window.clearTimeout(timer.current), [])

  const toggle = () => {
    const next = !enabled
    setChoice(next)
    window.clearTimeout(timer.current)
    if (next) {
      timer.current = window.setTimeout(
        () =>
          speak(`Hello, I am ${persona.name}. I will read my replies aloud.`, persona.voicePitch),
        TEST_PHRASE_DELAY_MS,
      )
    } else {
      stopSpeaking()
    }
  }

  /** Speaks a finished reply when the voice is on. */
  const sayReply = (reply: string) => {
    if (!enabledRef.current) return
    const text = spokenText(reply)
    if (text) speak(text, persona.voicePitch)
  }

  return { supported, enabled, toggle, sayReply }
}
