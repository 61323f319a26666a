/** Web Speech for persona replies (docs/product/persona-chat.md). */

export const VOICE_VOLUME = 0.7
export const TEST_PHRASE_DELAY_MS = 500
export const MIN_SPOKEN_LENGTH = 20

/**
 * Words of the interface itself (status lines and error texts): a message containing them is
 * never read aloud, so an error or a placeholder does not get spoken as if it were a reply.
 */
export const INTERFACE_PHRASES = [
  'consciousness processing',
  'chat error',
  'failed to get ai response',
  'invalid response format',
  'network connection failed',
  'unable to reach your ai companion',
]

/** The words of a Markdown reply as they should be heard: no code, links or markup. */
export function cleanForSpeech(text: string): string {
  return text
    .replace(/```[\s\S]*?(```|$)/g, ' ')
    .replace(/`([^`]*)`/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/https?:\/\/\S+/g, ' ')
    .replace(/^\s{0,3}(#{1,6}|>|[-*+]|\d+\.)\s+/gm, '')
    .replace(/(\*\*|__|\*|_)(\S(?:.*?\S)?)\1/g, '$2')
    .replace(/\s+/g, ' ')
    .trim()
}

export function isInterfaceText(cleaned: string): boolean {
  const lower = cleaned.toLowerCase()
  return INTERFACE_PHRASES.some((phrase) => lower.includes(phrase))
}

/** The text to speak for a reply, or null when it is too short or is interface text. */
export function spokenText(reply: string): string | null {
  const cleaned = cleanForSpeech(reply)
  if (cleaned.length < MIN_SPOKEN_LENGTH || isInterfaceText(cleaned)) return null
  return cleaned
}

export function speechSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'speechSynthesis' in window &&
    typeof window.SpeechSynthesisUtterance === 'function'
  )
}

/** Speaks `text` with a persona's pitch, replacing whatever was being spoken. */
export function speak(text: string, pitch: number): boolean {
  if (!speechSupported()) return false
  const utterance = new window.SpeechSynthesisUtterance(text)
  utterance.volume = VOICE_VOLUME
  utterance.pitch = pitch
  window.speechSynthesis.cancel()
  window.speechSynthesis.speak(utterance)
  return true
}

export function stopSpeaking() {
  if (speechSupported()) window.speechSynthesis.cancel()
}
