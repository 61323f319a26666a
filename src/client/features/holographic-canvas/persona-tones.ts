import { PERSONAS, type PersonaId } from './scene'

const MIN_GAP_MS = 1200

/**
 * Soft sine tones at the persona frequencies through the Web Audio API. The audio context is
 * created on the first "sound on" (browsers only allow it after a gesture) and suspended on mute.
 */
export class PersonaTones {
  private context: AudioContext | undefined
  private lastAt = 0

  async enable() {
    this.context ??= new AudioContext()
    await this.context.resume()
    PERSONAS.forEach((persona, i) => this.tone(persona.frequency, i * 0.35, 0.9))
  }

  async disable() {
    await this.context?.suspend()
  }

  /** Sounds a persona's tone, at most one every 1.2 s so the projection hums, never clatters. */
  play(persona: PersonaId) {
    const now = performance.now()
    if (!this.context || this.context.state !== 'running' || now - this.lastAt < MIN_GAP_MS) return
    this.lastAt = now
    const frequency = PERSONAS.find((p) => p.id === persona)?.frequency
    if (frequency) this.tone(frequency, 0, 1.4)
  }

  close() {
    void this.context?.close()
    this.context = undefined
  }

  private tone(frequency: number, delay: number, duration: number) {
    const context = this.context
    if (!context) return
    const start = context.currentTime + delay
    const oscillator = context.createOscillator()
    const gain = context.createGain()
    oscillator.type = 'sine'
    oscillator.frequency.value = frequency
    gain.gain.setValueAtTime(0, start)
    gain.gain.linearRampToValueAtTime(0.05, start + 0.05)
    gain.gain.exponentialRampToValueAtTime(0.0001, start + duration)
    oscillator.connect(gain).connect(context.destination)
    oscillator.start(start)
    oscillator.stop(start + duration + 0.05)
  }
}
