import type { AudioFormat } from '@/shared/audio'

/** How many leading bytes `sniffAudioFormat` and `wavDurationSeconds` look at. */
export const SNIFF_BYTES = 4096

const ascii = (bytes: Uint8Array, at: number, text: string) =>
  Array.from(text).every((char, i) => bytes[at + i] === char.charCodeAt(0))

/** An MPEG audio frame header: sync bits, a real version, layer, bitrate and sample rate. */
function isMpegFrame(bytes: Uint8Array, at: number) {
  const [b0, b1, b2] = [bytes[at], bytes[at + 1], bytes[at + 2]]
  if (b0 === undefined || b1 === undefined || b2 === undefined) return false
  const version = (b1 >> 3) & 0b11
  const layer = (b1 >> 1) & 0b11
  const bitrate = b2 >> 4
  const sampleRate = (b2 >> 2) & 0b11
  return (
    b0 === 0xff &&
    (b1 & 0xe0) === 0xe0 &&
    version !== 0b01 &&
    layer !== 0b00 &&
    bitrate !== 0b1111 &&
    bitrate !== 0 &&
    sampleRate !== 0b11
  )
}

/**
 * What a file really is, from its first bytes: WAV (`RIFF….WAVE`), OGG (`OggS`) or MP3 (an ID3v2
 * tag or an MPEG audio frame). Anything else is null, whatever its name or declared type.
 */
export function sniffAudioFormat(head: Uint8Array): AudioFormat | null {
  if (ascii(head, 0, 'RIFF') && ascii(head, 8, 'WAVE')) return 'wav'
  if (ascii(head, 0, 'OggS')) return 'ogg'
  if (ascii(head, 0, 'ID3') && [2, 3, 4].includes(head[3] ?? 0) && head[4] !== 0xff) return 'mp3'
  if (isMpegFrame(head, 0)) return 'mp3'
  return null
}

/** A WAV file's length from its `fmt ` byte rate and `data` size; null when they are not in `head`. */
export function wavDurationSeconds(head: Uint8Array, fileSize: number): number | null {
  const view = new DataView(head.buffer, head.byteOffset, head.byteLength)
  let byteRate = 0
  for (let at = 12; at + 8 <= head.length;) {
    const size = view.getUint32(at + 4, true)
    if (ascii(head, at, 'fmt ') && at + 16 <= head.length) byteRate = view.getUint32(at + 16, true)
    if (ascii(head, at, 'data')) {
      if (!byteRate) return null
      const dataBytes = Math.min(size, fileSize - at - 8)
      return Math.round((dataBytes / byteRate) * 100) / 100
    }
    at += 8 + size + (size % 2)
  }
  return null
}
