/**
 * Soft sine tones through the Web Audio API, for the persona frequencies. The audio context is
 * created on first use, which browsers only allow after a gesture (a click).
 */
export class TonePlayer {
  private context: AudioContext | undefined
  private drone: { gain: GainNode; oscillators: OscillatorNode[] } | undefined

  private async ready() {
    this.context ??= new AudioContext()
    if (this.context.state !== 'running') await this.context.resume()
    return this.context
  }

  /** One tone: a short fade in, a long fade out. */
  async play(frequency: number, seconds = 1.6, delay = 0, volume = 0.08) {
    const context = await this.ready()
    const start = context.currentTime + delay
    const oscillator = context.createOscillator()
    const gain = context.createGain()
    oscillator.type = 'sine'
    oscillator.frequency.value = frequency
    gain.gain.setValueAtTime(0, start)
    gain.gain.linearRampToValueAtTime(volume, start + 0.06)
    gain.gain.exponentialRampToValueAtTime(0.0001, start + seconds)
    oscillator.connect(gain).connect(context.destination)
    oscillator.start(start)
    oscillator.stop(start + seconds + 0.05)
  }

  /** Several tones together, each a little quieter. */
  async chord(frequencies: number[], seconds = 3) {
    await Promise.all(
      frequencies.map((frequency, i) =>
        this.play(frequency, seconds, i * 0.08, 0.06 / Math.sqrt(frequencies.length)),
      ),
    )
  }

  /** A quiet, continuous hum of the given frequencies until `stopDrone()`. */
  async startDrone(frequencies: number[], volume = 0.03) {
    this.stopDrone()
    const context = await this.ready()
    const gain = context.createGain()
    gain.gain.setValueAtTime(0, context.currentTime)
    gain.gain.linearRampToValueAtTime(volume, context.currentTime + 2)
    gain.connect(context.destination)
    const oscillators = frequencies.map((frequency, i) => {
      const oscillator = context.createOscillator()
      oscillator.type = 'sine'
      // A slight detune per voice makes the hum breathe.
      oscillator.frequency.value = frequency / 2
      oscillator.detune.value = (i - frequencies.length / 2) * 3
      oscillator.connect(gain)
      oscillator.start()
      return oscillator
    })
    this.drone = { gain, oscillators }
  }

  stopDrone() {
    const drone = this.drone
    const context = this.context
    this.drone = undefined
    if (!drone || !context) return
    drone.gain.gain.cancelScheduledValues(context.currentTime)
    drone.gain.gain.setValueAtTime(drone.gain.gain.value, context.currentTime)
    drone.gain.gain.linearRampToValueAtTime(0, context.currentTime + 0.8)
    drone.oscillators.forEach((oscillator) => oscillator.stop(context.currentTime + 0.9))
  }

  close() {
    this.stopDrone()
    void this.context?.close()
    this.context = undefined
  }
}
