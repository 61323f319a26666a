import { describe, expect, it } from 'vitest'
import { sniffAudioFormat, wavDurationSeconds } from './sniff'
import { testWav } from './test-audio'

const bytes = (...values: (number | string)[]) =>
  new Uint8Array(
    values.flatMap((value) =>
      typeof value === 'string' ? Array.from(value).map((c) => c.charCodeAt(0)) : [value],
    ),
  )

describe('sniffAudioFormat', () => {
  it('recognises WAV, OGG and MP3 by their first bytes', () => {
    expect(sniffAudioFormat(testWav(0.1))).toBe('wav')
    expect(sniffAudioFormat(bytes('OggS', 0, 2, 0, 0))).toBe('ogg')
    expect(sniffAudioFormat(bytes('ID3', 4, 0, 0, 0, 0, 0))).toBe('mp3')
    // MPEG-1 layer III, 128 kbit/s, 44.1 kHz
    expect(sniffAudioFormat(bytes(0xff, 0xfb, 0x90, 0x64))).toBe('mp3')
    // MPEG-2 layer III, 64 kbit/s, 22.05 kHz
    expect(sniffAudioFormat(bytes(0xff, 0xf3, 0x80, 0xc4))).toBe('mp3')
  })

  it('refuses everything else, whatever it claims to be', () => {
    expect(sniffAudioFormat(bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a))).toBeNull()
    expect(sniffAudioFormat(bytes('%PDF-1.7'))).toBeNull()
    expect(sniffAudioFormat(bytes('RIFF', 0, 0, 0, 0, 'AVI '))).toBeNull()
    expect(sniffAudioFormat(bytes('ID3', 0xff, 0xff))).toBeNull()
    // AAC in ADTS: frame sync but layer 00
    expect(sniffAudioFormat(bytes(0xff, 0xf1, 0x50, 0x80))).toBeNull()
    // reserved MPEG version, bad bitrate, reserved sample rate
    expect(sniffAudioFormat(bytes(0xff, 0xeb, 0x90, 0x64))).toBeNull()
    expect(sniffAudioFormat(bytes(0xff, 0xfb, 0xf0, 0x64))).toBeNull()
    expect(sniffAudioFormat(bytes(0xff, 0xfb, 0x9c, 0x64))).toBeNull()
    expect(sniffAudioFormat(bytes(0x1a, 0x45, 0xdf, 0xa3))).toBeNull()
    expect(sniffAudioFormat(bytes('hello world, this is text'))).toBeNull()
    expect(sniffAudioFormat(new Uint8Array())).toBeNull()
  })
})

describe('wavDurationSeconds', () => {
  it('reads the length from the header', () => {
    const wav = testWav(1.5, 8000)
    expect(wavDurationSeconds(wav.subarray(0, 4096), wav.length)).toBe(1.5)
  })

  it('is null without a data chunk in the head', () => {
    expect(wavDurationSeconds(testWav(1).subarray(0, 20), 1000)).toBeNull()
  })
})
