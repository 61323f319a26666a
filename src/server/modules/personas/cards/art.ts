import { readPngChunks } from './png'

/**
 * The largest card picture kept, in bytes and pixels a side. A card's art is kept exactly as it
 * came (a 512×768 portrait stays 512×768, decision 273); these bound what one persona's avatar
 * costs to store and serve. Real card art is 400–1024 px wide and well under 2 MiB; an upload
 * (not a card) still has the avatar form's 512 KB.
 */
export const MAX_CARD_ART_BYTES = 4 * 1024 * 1024
export const MAX_CARD_ART_SIDE = 4096

/** A PNG's width and height, from its header (the image data is never unpacked). */
export function pngSize(image: Buffer): { width: number; height: number } {
  const header = readPngChunks(image)[0]
  if (header?.type !== 'IHDR' || header.data.length < 8) return { width: 0, height: 0 }
  return { width: header.data.readUInt32BE(0), height: header.data.readUInt32BE(4) }
}

/** Why a card's picture cannot be kept, said to the person; undefined when it can. */
export function cardArtProblem(image: Buffer): string | undefined {
  const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`
  if (image.length > MAX_CARD_ART_BYTES)
    return `the card's picture is ${mib(image.length)}; a card's picture can be at most ${mib(MAX_CARD_ART_BYTES)}.`
  const { width, height } = pngSize(image)
  if (width === 0 || height === 0) return "the card's picture has no size."
  if (width > MAX_CARD_ART_SIDE || height > MAX_CARD_ART_SIDE)
    return `the card's picture is ${width}×${height} px; a card's picture can be at most ${MAX_CARD_ART_SIDE} px a side.`
  return undefined
}
