import { afterEach, describe, expect, it, vi } from 'vitest'
import { cleanForSpeech, speak, speechSupported, spokenText, VOICE_VOLUME } from './speech'

describe('cleanForSpeech', () => {
  it('keeps the words and drops markup, links targets, URLs and code blocks', () => {
    expect(
      cleanForSpeech(
        '## Plan\n\n- **First**, read the [guide](/platform-guide).\n- Then _try_ `npm start`.\n\n```sh\nrm -rf /\n```\nSee https://example.com now.',
      ),
    ).toBe('Plan First, read the guide. Then try npm start. See now.')
  })
})

describe('spokenText', () => {
  it('skips replies under 20 characters once cleaned', () => {
    expect(spokenText('**Yes.** [ok](/x)')).toBeNull()
    expect(spokenText('The codex has four personas.')).toBe('The codex has four personas.')
  })

  it('skips interface text such as status lines and errors', () => {
    expect(spokenText('Consciousness processing... please wait a moment')).toBeNull()
    expect(spokenText('Chat Error: Failed to get AI response. Please try again.')).toBeNull()
  })
})

describe('speak', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('does nothing in a browser without speech synthesis', () => {
    vi.stubGlobal('window', {})
    expect(speechSupported()).toBe(false)
    expect(speak('Hello there, this is Adam.', 0.9)).toBe(false)
  })

  it('speaks at volume 0.7 with the given pitch, replacing what was being said', () => {
    const spoken: { text: string; volume: number; pitch: number }[] = []
    const cancel = vi.fn()
    class Utterance {
      volume = 1
      pitch = 1
      constructor(public text: string) {}
    }
    vi.stubGlobal('window', {
      SpeechSynthesisUtterance: Utterance,
      speechSynthesis: { cancel, speak: (u: Utterance) => spoken.push({ ...u }) },
    })
    expect(speak('Hello there, this is Eve.', 1.1)).toBe(true)
    expect(cancel).toHaveBeenCalledOnce()
    expect(spoken).toEqual([
      { text: 'Hello there, this is Eve.', volume: VOICE_VOLUME, pitch: 1.1 },
    ])
  })
})
