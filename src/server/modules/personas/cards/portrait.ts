import { deflateSync } from 'node:zlib'
import { encodeChunk, PNG_SIGNATURE } from './png'

export const PORTRAIT_WIDTH = 400
export const PORTRAIT_HEIGHT = 600

type Rgb = readonly [number, number, number]

/** The house palette (src/client/styles.css tokens, in sRGB; docs/product/look-and-feel.md). */
const BACKGROUND: Rgb = [0x0a, 0x09, 0x17]
const CARD: Rgb = [0x12, 0x11, 0x23]
const MUTED: Rgb = [0x1d, 0x1d, 0x2f]
const VIOLET: Rgb = [0x96, 0x8b, 0xff]
const CYAN: Rgb = [0x2a, 0xd7, 0xd7]
const STAR: Rgb = [0xed, 0xee, 0xf5]

/**
 * A portrait for a persona with no image of its own: a night-sky background with a violet glow,
 * stars and a faint orbit, and a bust lit from one side in cyan or violet. The same seed gives
 * the same picture; it is made here, with nothing but node:zlib.
 */
export function placeholderPortrait(seed: string): Buffer {
  const random = mulberry32(fnv1a(seed))
  const width = PORTRAIT_WIDTH
  const height = PORTRAIT_HEIGHT
  const [rim, glow] = random() < 0.5 ? [CYAN, VIOLET] : [VIOLET, CYAN]
  const headX = width / 2 + (random() - 0.5) * 30
  const headY = 215 + (random() - 0.5) * 30
  const headR = 60 + random() * 10
  const bodyRx = 150 + random() * 25
  const bodyRy = 240 + random() * 30
  const bodyY = headY + headR + 32 + bodyRy
  const neckHalf = headR * 0.4
  const orbitRx = headR * 2.3 + random() * 30
  const orbitRy = orbitRx * (0.22 + random() * 0.12)
  const orbitY = headY - headR * 0.15
  const light = random() < 0.5 ? -1 : 1

  // Stars first, stamped into their own layer so the pixel loop stays cheap.
  const starLayer = new Float32Array(width * height)
  for (let i = 0; i < 70; i++) {
    const sx = random() * width
    const sy = random() * height * 0.75
    const radius = 0.6 + random() * 1.1
    const alpha = 0.25 + random() * 0.6
    for (let y = Math.floor(sy - 3); y <= sy + 3; y++) {
      for (let x = Math.floor(sx - 3); x <= sx + 3; x++) {
        if (x < 0 || y < 0 || x >= width || y >= height) continue
        const cover = alpha * coverage(radius - length(x - sx, y - sy))
        starLayer[y * width + x] = Math.max(starLayer[y * width + x]!, cover)
      }
    }
  }

  const raw = Buffer.alloc((width * 3 + 1) * height)
  const color = [0, 0, 0]
  const blend = (target: Rgb, amount: number) => {
    const t = Math.min(1, Math.max(0, amount))
    color[0]! += (target[0] - color[0]!) * t
    color[1]! += (target[1] - color[1]!) * t
    color[2]! += (target[2] - color[2]!) * t
  }
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1)
    for (let x = 0; x < width; x++) {
      color[0] = BACKGROUND[0]
      color[1] = BACKGROUND[1]
      color[2] = BACKGROUND[2]
      blend(CARD, y / height)
      const glowD = length(x - headX, (y - headY) * 0.85) / 240
      blend(glow, 0.34 * Math.max(0, 1 - glowD) ** 2)
      blend(STAR, starLayer[y * width + x]!)

      // A tilted orbit around the head: its far half behind the figure, its near half in front.
      const ox = (x - headX) / orbitRx
      const oy = (y - orbitY) / orbitRy
      const level = length(ox, oy)
      const slope = length(ox / orbitRx, oy / orbitRy) / (level || 1)
      const orbit = 0.55 * coverage(0.9 - Math.abs(level - 1) / (slope || 1))
      if (y < orbitY) blend(rim, orbit)

      const headD = length(x - headX, y - headY) - headR
      const bodyD = (length((x - headX) / bodyRx, (y - bodyY) / bodyRy) - 1) * bodyRx
      const neckD = Math.max(Math.abs(x - headX) - neckHalf, headY - y, y - bodyY)
      const figureD = Math.min(headD, bodyD, neckD)
      const inside = coverage(-figureD)
      if (inside > 0) {
        // The figure is dark, with light catching one side.
        const side = Math.min(1, Math.max(-1, ((x - headX) / bodyRx) * light))
        const shade = mixRgb(CARD, MUTED, 0.5 + 0.5 * side)
        const edge = Math.max(0, 1 - Math.abs(figureD) / 8) * Math.max(0, side)
        blend(mixRgb(shade, rim, Math.min(1, edge * 1.6)), inside)
      }
      if (y >= orbitY) blend(rim, orbit)

      const at = row + 1 + x * 3
      raw[at] = Math.round(color[0]!)
      raw[at + 1] = Math.round(color[1]!)
      raw[at + 2] = Math.round(color[2]!)
    }
  }

  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header[8] = 8 // bit depth
  header[9] = 2 // truecolour RGB
  return Buffer.concat([
    PNG_SIGNATURE,
    encodeChunk('IHDR', header),
    encodeChunk('IDAT', deflateSync(raw)),
    encodeChunk('IEND', Buffer.alloc(0)),
  ])
}

/** Math.hypot is slow in a loop run 240,000 times. */
function length(x: number, y: number): number {
  return Math.sqrt(x * x + y * y)
}

function mixRgb(a: Rgb, b: Rgb, amount: number): Rgb {
  const t = Math.min(1, Math.max(0, amount))
  return [
    Math.round(a[0] + (b[0] - a[0]) * t),
    Math.round(a[1] + (b[1] - a[1]) * t),
    Math.round(a[2] + (b[2] - a[2]) * t),
  ]
}

/** How much of a pixel a shape covers, from its signed distance inside the edge (anti-aliasing). */
function coverage(insideBy: number): number {
  return Math.min(1, Math.max(0, insideBy + 0.5))
}

function fnv1a(text: string): number {
  let hash = 0x811c9dc5
  for (const char of text) {
    hash ^= char.codePointAt(0)!
    hash = Math.imul(hash, 0x01000193)
  }
  return hash >>> 0
}

function mulberry32(seed: number): () => number {
  let state = seed
  return () => {
    state = (state + 0x6d2b79f5) | 0
    let t = Math.imul(state ^ (state >>> 15), 1 | state)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}
