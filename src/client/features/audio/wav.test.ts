import { describe, expect, it } from 'vitest'
import { downmix, encodeWav, sineWave } from './wav'

describe('encodeWav', () => {
  it('writes a mono 16-bit PCM header and clamped samples', () => {
    const wav = encodeWav(Float32Array.from([0, 1, -1, 2, -2, 0.5]), 22050)
    const view = new DataView(wav.buffer)
    const text = (at: number, length: number) =>
      String.fromCharCode(...wav.subarray(at, at + length))
    expect(text(0, 4)).toBe('RIFF')
    expect(text(8, 4)).toBe('WAVE')
    expect(view.getUint16(22, true)).toBe(1)
    expect(view.getUint32(24, true)).toBe(22050)
    expect(view.getUint32(40, true)).toBe(12)
    expect(wav.length).toBe(44 + 12)
    expect([0, 1, 2, 3, 4, 5].map((i) => view.getInt16(44 + i * 2, true))).toEqual([
      0, 32767, -32768, 32767, -32768, 16384,
    ])
  })
})

describe('downmix and sineWave', () => {
  it('averages channels and draws a tone of the right length', () => {
    expect(Array.from(downmix([Float32Array.from([1, 0]), Float32Array.from([0, 0.5])]))).toEqual([
      0.5, 0.25,
    ])
    const tone = sineWave(440, 0.5, 8000)
    expect(tone).toHaveLength(4000)
    expect(Math.max(...tone)).toBeCloseTo(0.3, 2)
  })
})
