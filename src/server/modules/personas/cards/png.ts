import { inflateSync } from 'node:zlib'
import { CardError } from './errors'

/** The 8 bytes every PNG file starts with. */
export const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])

/**
 * Far more chunks than any real image has (an 8 MiB PNG cut in 8 KiB IDAT chunks has about a
 * thousand); a file made of tens of thousands of empty chunks is refused before it costs anything.
 */
export const MAX_PNG_CHUNKS = 10_000

/** The most text a compressed card chunk may inflate to (docs/decisions/203-character-cards.md). */
export const MAX_CARD_TEXT_BYTES = 8 * 1024 * 1024

/** The chunk keywords a character card travels in. */
export const CARD_KEYWORDS = ['chara', 'ccv3'] as const
export type CardKeyword = (typeof CARD_KEYWORDS)[number]

export interface PngChunk {
  type: string
  /** The chunk's data, a view into the file. */
  data: Buffer
  /** Where the chunk starts (its length field) and ends (after its CRC) in the file. */
  start: number
  end: number
}

export function isPng(bytes: Buffer): boolean {
  return bytes.length >= 8 && bytes.subarray(0, 8).equals(PNG_SIGNATURE)
}

/**
 * Walks a PNG's chunks with their lengths checked; image data is never inflated, so a PNG bomb
 * costs no more than its size. The file must end with IEND.
 */
export function readPngChunks(bytes: Buffer): PngChunk[] {
  if (!isPng(bytes)) throw new CardError('This file is not a PNG image.')
  const chunks: PngChunk[] = []
  let offset = 8
  while (offset < bytes.length) {
    if (chunks.length >= MAX_PNG_CHUNKS) {
      throw new CardError(
        `This PNG has more than ${MAX_PNG_CHUNKS} chunks; it is not a card we can read.`,
      )
    }
    if (offset + 12 > bytes.length) throw truncated()
    const length = bytes.readUInt32BE(offset)
    const type = bytes.toString('latin1', offset + 4, offset + 8)
    if (!/^[A-Za-z]{4}$/.test(type))
      throw new CardError('This PNG is damaged: a chunk has no valid name.')
    const end = offset + 12 + length
    if (length > 0x7fffffff || end > bytes.length) throw truncated()
    chunks.push({ type, data: bytes.subarray(offset + 8, offset + 8 + length), start: offset, end })
    offset = end
    if (type === 'IEND') break
  }
  if (chunks[0]?.type !== 'IHDR')
    throw new CardError('This PNG is damaged: it does not start with a header.')
  if (chunks.at(-1)?.type !== 'IEND') throw truncated()
  return chunks
}

function truncated() {
  return new CardError('This PNG is cut short or damaged.')
}

export interface TextChunk {
  keyword: string
  text: string
}

/**
 * The keyword and text of a tEXt, zTXt or iTXt chunk, or undefined for other chunks. Compressed
 * text inflates to at most MAX_CARD_TEXT_BYTES.
 */
export function readTextChunk(chunk: PngChunk): TextChunk | undefined {
  const { type, data } = chunk
  if (type !== 'tEXt' && type !== 'zTXt' && type !== 'iTXt') return undefined
  const nul = data.indexOf(0)
  if (nul < 1) return undefined
  const keyword = data.toString('latin1', 0, nul)
  if (type === 'tEXt') return { keyword, text: data.toString('latin1', nul + 1) }
  if (type === 'zTXt') {
    // keyword \0 method(1) compressed-text
    return { keyword, text: inflateText(data.subarray(nul + 2)).toString('latin1') }
  }
  // iTXt: keyword \0 flag(1) method(1) language \0 translated-keyword \0 text
  const compressed = data[nul + 1] === 1
  const languageEnd = data.indexOf(0, nul + 3)
  const translatedEnd = languageEnd < 0 ? -1 : data.indexOf(0, languageEnd + 1)
  if (translatedEnd < 0) throw new CardError('This PNG is damaged: a text chunk is malformed.')
  const body = data.subarray(translatedEnd + 1)
  return { keyword, text: (compressed ? inflateText(body) : body).toString('utf8') }
}

function inflateText(compressed: Buffer): Buffer {
  try {
    return inflateSync(compressed, { maxOutputLength: MAX_CARD_TEXT_BYTES })
  } catch (error) {
    if (
      error instanceof RangeError ||
      (error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE'
    ) {
      throw new CardError('The card in this PNG unpacks to more than 8 MiB; it is refused.')
    }
    throw new CardError('This PNG is damaged: a compressed text chunk cannot be unpacked.')
  }
}

/** Whether a chunk carries a character card (a text chunk named chara or ccv3). */
export function cardKeywordOf(chunk: PngChunk): CardKeyword | undefined {
  if (chunk.type !== 'tEXt' && chunk.type !== 'zTXt' && chunk.type !== 'iTXt') return undefined
  const nul = chunk.data.indexOf(0)
  if (nul < 1) return undefined
  const keyword = chunk.data.toString('latin1', 0, nul).toLowerCase()
  return (CARD_KEYWORDS as readonly string[]).includes(keyword)
    ? (keyword as CardKeyword)
    : undefined
}

/** The PNG rebuilt from its chunks, leaving out the ones `drop` names and adding `extra` before IEND. */
export function rebuildPng(
  chunks: PngChunk[],
  source: Buffer,
  drop: (chunk: PngChunk) => boolean,
  extra: Buffer[] = [],
) {
  const parts: Buffer[] = [PNG_SIGNATURE]
  for (const chunk of chunks) {
    if (chunk.type === 'IEND') parts.push(...extra)
    if (!drop(chunk)) parts.push(source.subarray(chunk.start, chunk.end))
  }
  return Buffer.concat(parts)
}

/** A whole chunk: length, type, data and CRC. */
export function encodeChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8)
  head.writeUInt32BE(data.length, 0)
  head.write(type, 4, 'latin1')
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0)
  return Buffer.concat([head, data, crc])
}

/** A tEXt chunk; the text must be Latin-1 (cards write base64, which is ASCII). */
export function textChunk(keyword: string, text: string): Buffer {
  return encodeChunk(
    'tEXt',
    Buffer.concat([Buffer.from(keyword, 'latin1'), Buffer.from([0]), Buffer.from(text, 'latin1')]),
  )
}

let crcTable: Uint32Array | undefined

export function crc32(bytes: Buffer): number {
  if (!crcTable) {
    crcTable = new Uint32Array(256)
    for (let n = 0; n < 256; n++) {
      let c = n
      for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
      crcTable[n] = c >>> 0
    }
  }
  let crc = 0xffffffff
  for (const byte of bytes) crc = crcTable[(crc ^ byte) & 0xff]! ^ (crc >>> 8)
  return (crc ^ 0xffffffff) >>> 0
}
