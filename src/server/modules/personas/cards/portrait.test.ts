import { inflateSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { readCard, writeCardPng } from './card'
import { crc32, readPngChunks } from './png'
import { PORTRAIT_HEIGHT, PORTRAIT_WIDTH, placeholderPortrait } from './portrait'

describe('placeholderPortrait', () => {
  const image = placeholderPortrait('Mira')

  it('is a valid 400x600 RGB PNG with correct CRCs', () => {
    const chunks = readPngChunks(image)
    expect(chunks.map((chunk) => chunk.type)).toEqual(['IHDR', 'IDAT', 'IEND'])
    const header = chunks[0]!.data
    expect([header.readUInt32BE(0), header.readUInt32BE(4), header[8], header[9]]).toEqual([
      PORTRAIT_WIDTH,
      PORTRAIT_HEIGHT,
      8,
      2,
    ])
    expect(inflateSync(chunks[1]!.data).length).toBe((PORTRAIT_WIDTH * 3 + 1) * PORTRAIT_HEIGHT)
    for (const chunk of chunks) {
      expect(image.readUInt32BE(chunk.end - 4)).toBe(
        crc32(image.subarray(chunk.start + 4, chunk.end - 4)),
      )
    }
  })

  it('is dark, the same for the same seed and different for another', () => {
    expect(placeholderPortrait('Mira').equals(image)).toBe(true)
    expect(placeholderPortrait('Tom').equals(image)).toBe(false)
    const pixels = inflateSync(readPngChunks(image)[1]!.data)
    // The top-left corner is the codex background.
    expect([pixels[1], pixels[2], pixels[3]].every((channel) => channel! < 40)).toBe(true)
  })

  it('can carry a card', () => {
    const card = writeCardPng(image, { ...readCard(Buffer.from('{"name":"Mira"}')).data })
    expect(readCard(card).data.name).toBe('Mira')
    expect(readCard(card).image!.equals(image)).toBe(true)
  })
})
