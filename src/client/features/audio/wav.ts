/** 16-bit PCM WAV bytes of mono samples in [-1, 1]. */
export function encodeWav(samples: Float32Array, sampleRate: number): Uint8Array {
  const buffer = new ArrayBuffer(44 + samples.length * 2)
  const view = new DataView(buffer)
  const text = (at: number, value: string) =>
    Array.from(value).forEach((char, i) => view.setUint8(at + i, char.charCodeAt(0)))
  text(0, 'RIFF')
  view.setUint32(4, 36 + samples.length * 2, true)
  text(8, 'WAVE')
  text(12, 'fmt ')
  view.setUint32(16, 16, true)
  view.setUint16(20, 1, true) // PCM
  view.setUint16(22, 1, true) // mono
  view.setUint32(24, sampleRate, true)
  view.setUint32(28, sampleRate * 2, true)
  view.setUint16(32, 2, true)
  view.setUint16(34, 16, true)
  text(36, 'data')
  view.setUint32(40, samples.length * 2, true)
  samples.forEach((sample, i) => {
    const clamped = Math.max(-1, Math.min(1, sample))
    view.setInt16(44 + i * 2, Math.round(clamped < 0 ? clamped * 0x8000 : clamped * 0x7fff), true)
  })
  return new Uint8Array(buffer)
}

/** The average of the channels, sample by sample. */
export function downmix(channels: Float32Array[]): Float32Array {
  const length = channels[0]?.length ?? 0
  const mono = new Float32Array(length)
  for (const channel of channels)
    for (let i = 0; i < length; i++) mono[i]! += channel[i]! / channels.length
  return mono
}

/** A sine tone, for tests and the tone generator. */
export function sineWave(frequency: number, seconds: number, sampleRate: number, volume = 0.3) {
  return Float32Array.from(
    { length: Math.round(seconds * sampleRate) },
    (_, i) => Math.sin((2 * Math.PI * frequency * i) / sampleRate) * volume,
  )
}
