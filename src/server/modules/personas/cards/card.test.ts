import { deflateSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import {
  CardError,
  cardToJson,
  MAX_CARD_BYTES,
  readCard,
  ROOT_FIELDS_EXTENSION,
  writeCardPng,
  type CardData,
} from './index'
import {
  crc32,
  encodeChunk,
  MAX_PNG_CHUNKS,
  PNG_SIGNATURE,
  readPngChunks,
  readTextChunk,
} from './png'

/** A 1x1 PNG with `extra` chunks before its image data. */
function png(...extra: Buffer[]): Buffer {
  const header = Buffer.alloc(13)
  header.writeUInt32BE(1, 0)
  header.writeUInt32BE(1, 4)
  header[8] = 8
  header[9] = 2
  return Buffer.concat([
    PNG_SIGNATURE,
    encodeChunk('IHDR', header),
    ...extra,
    encodeChunk('IDAT', deflateSync(Buffer.from([0, 10, 9, 23]))),
    encodeChunk('IEND', Buffer.alloc(0)),
  ])
}

const latin = (text: string) => Buffer.from(text, 'latin1')
const base64 = (value: unknown) => Buffer.from(JSON.stringify(value), 'utf8').toString('base64')
const tEXt = (keyword: string, text: string) =>
  encodeChunk('tEXt', Buffer.concat([latin(keyword), Buffer.from([0]), latin(text)]))
const zTXt = (keyword: string, compressed: Buffer) =>
  encodeChunk('zTXt', Buffer.concat([latin(keyword), Buffer.from([0, 0]), compressed]))
const iTXt = (keyword: string, text: string, compress = false) =>
  encodeChunk(
    'iTXt',
    Buffer.concat([
      latin(keyword),
      Buffer.from([0, compress ? 1 : 0, 0]),
      latin('en'),
      Buffer.from([0]),
      Buffer.from([0]),
      compress ? deflateSync(Buffer.from(text, 'utf8')) : Buffer.from(text, 'utf8'),
    ]),
  )
const json = (value: unknown) => Buffer.from(JSON.stringify(value), 'utf8')

const v2Card = {
  spec: 'chara_card_v2',
  spec_version: '2.0',
  name: 'Root Name',
  description: 'root description',
  avatar: 'none',
  chat: 'Mira - 2024-01-01',
  talkativeness: '0.5',
  data: {
    name: 'Mira',
    description: 'A lighthouse keeper who writes to {{user}}.',
    first_mes: 'The lamp is lit, {{user}}.',
    alternate_greetings: ['Storm tonight.'],
    tags: ['sea'],
    extensions: { depth_prompt: { prompt: 'Stay calm.', depth: 4 } },
    nickname: 'Mimi',
    character_book: {
      name: 'Coast',
      scan_depth: 3,
      entries: [
        {
          keys: ['lamp'],
          content: 'The lamp burns whale oil.',
          insertion_order: 1,
          uid: 7,
          extensions: {},
        },
      ],
    },
  },
}

const v3Card = {
  spec: 'chara_card_v3',
  spec_version: '3.0',
  data: {
    ...v2Card.data,
    name: 'Mira Three',
    group_only_greetings: ['Hello, all.'],
    assets: [{ type: 'icon', uri: 'ccdefault:', name: 'main', ext: 'png' }],
    creation_date: 1_700_000_000,
  },
}

function expectCardError(run: () => unknown, message: RegExp) {
  let caught: unknown
  try {
    run()
  } catch (error) {
    caught = error
  }
  expect(caught).toBeInstanceOf(CardError)
  expect((caught as Error).message).toMatch(message)
}

describe('readCard: JSON', () => {
  it('reads a V1 card, filling defaults and keeping unknown root keys aside', () => {
    const card = readCard(
      json({
        name: 'Old Tom',
        description: 'A sailor.',
        first_mes: 'Ahoy.',
        creatorcomment: 'Made in 2023.',
        tags: 'sea, old ,',
        talkativeness: '0.4',
        fav: false,
      }),
    )
    expect(card.spec).toBe('chara_card_v1')
    expect(card.image).toBeUndefined()
    expect(card.data).toMatchObject({
      name: 'Old Tom',
      description: 'A sailor.',
      personality: '',
      scenario: '',
      first_mes: 'Ahoy.',
      mes_example: '',
      creator_notes: 'Made in 2023.',
      system_prompt: '',
      post_history_instructions: '',
      alternate_greetings: [],
      group_only_greetings: [],
      tags: ['sea', 'old'],
      creator: '',
      character_version: '',
    })
    expect(card.data.extensions).toEqual({
      [ROOT_FIELDS_EXTENSION]: { talkativeness: '0.4', fav: false },
    })
    expect(card.data.character_book).toBeUndefined()
  })

  it('reads a V2 card from data, keeping root-only keys and every unknown data key', () => {
    const card = readCard(json(v2Card))
    expect(card.spec).toBe('chara_card_v2')
    expect(card.data.name).toBe('Mira')
    expect(card.data.description).toBe('A lighthouse keeper who writes to {{user}}.')
    expect(card.data.nickname).toBe('Mimi')
    expect(card.data.extensions).toEqual({
      depth_prompt: { prompt: 'Stay calm.', depth: 4 },
      [ROOT_FIELDS_EXTENSION]: { avatar: 'none', chat: 'Mira - 2024-01-01', talkativeness: '0.5' },
    })
    const book = card.data.character_book!
    expect(book).toMatchObject({ name: 'Coast', scan_depth: 3, extensions: {} })
    expect(book.entries[0]).toEqual({
      keys: ['lamp'],
      content: 'The lamp burns whale oil.',
      enabled: true,
      insertion_order: 1,
      uid: 7,
      extensions: {},
    })
  })

  it('reads a V3 card with its V3 fields', () => {
    const card = readCard(json(v3Card))
    expect(card.spec).toBe('chara_card_v3')
    expect(card.data.group_only_greetings).toEqual(['Hello, all.'])
    expect(card.data.assets).toEqual(v3Card.data.assets)
    expect(card.data.creation_date).toBe(1_700_000_000)
  })

  it('reads JSON with a byte-order mark and leading spaces', () => {
    const bytes = Buffer.concat([Buffer.from('\uFEFF  \n', 'utf8'), json({ name: 'Bom' })])
    expect(readCard(bytes).data.name).toBe('Bom')
  })

  it('puts fields of the wrong type right', () => {
    const card = readCard(
      json({
        spec: 'chara_card_v2',
        data: {
          name: 'Typed',
          personality: 42,
          alternate_greetings: 'only one',
          tags: ['a', 3, null],
          extensions: [],
          character_book: {
            entries: [{ keys: 'solo', content: 'x', enabled: 'yes', insertion_order: '5' }, 'junk'],
          },
        },
      }),
    )
    expect(card.data.personality).toBe('42')
    expect(card.data.alternate_greetings).toEqual(['only one'])
    expect(card.data.tags).toEqual(['a', '3'])
    expect(card.data.extensions).toEqual({})
    expect(card.data.character_book?.entries).toEqual([
      { keys: ['solo'], content: 'x', enabled: true, insertion_order: 5, extensions: {} },
    ])
  })

  it('does not let a __proto__ key reach any prototype', () => {
    const card = readCard(Buffer.from('{"name":"P","__proto__":{"polluted":true},"data2":1}'))
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
    expect(Object.getPrototypeOf(card.data)).toBe(Object.prototype)
  })
})

describe('readCard: PNG', () => {
  it('reads a chara chunk and returns the image without it', () => {
    const bytes = png(tEXt('Comment', 'kept'), tEXt('chara', base64(v2Card)))
    const card = readCard(bytes)
    expect(card.spec).toBe('chara_card_v2')
    expect(card.data.name).toBe('Mira')
    const types = readPngChunks(card.image!).map(
      (chunk) => readTextChunk(chunk)?.keyword ?? chunk.type,
    )
    expect(types).toEqual(['IHDR', 'Comment', 'IDAT', 'IEND'])
  })

  it('prefers ccv3 over chara', () => {
    const card = readCard(png(tEXt('chara', base64(v2Card)), tEXt('ccv3', base64(v3Card))))
    expect(card.spec).toBe('chara_card_v3')
    expect(card.data.name).toBe('Mira Three')
  })

  it('falls back to chara when ccv3 is unreadable', () => {
    const card = readCard(png(tEXt('ccv3', '!!!not base64!!!'), tEXt('chara', base64(v2Card))))
    expect(card.data.name).toBe('Mira')
  })

  it('reads iTXt (plain and compressed), zTXt, and JSON written without base64', () => {
    expect(readCard(png(iTXt('chara', base64(v2Card)))).data.name).toBe('Mira')
    expect(readCard(png(iTXt('ccv3', base64(v3Card), true))).data.name).toBe('Mira Three')
    expect(readCard(png(zTXt('chara', deflateSync(latin(base64(v2Card)))))).data.name).toBe('Mira')
    expect(readCard(png(tEXt('chara', JSON.stringify({ name: 'Raw' })))).data.name).toBe('Raw')
  })

  it('never inflates image data: a PNG claiming a vast image reads at once', () => {
    const header = Buffer.alloc(13)
    header.writeUInt32BE(100_000, 0)
    header.writeUInt32BE(100_000, 4)
    header[8] = 8
    header[9] = 2
    const bomb = Buffer.concat([
      PNG_SIGNATURE,
      encodeChunk('IHDR', header),
      tEXt('chara', base64({ name: 'Bomb' })),
      encodeChunk('IDAT', deflateSync(Buffer.alloc(4 * 1024 * 1024))),
      encodeChunk('IEND', Buffer.alloc(0)),
    ])
    const started = Date.now()
    expect(readCard(bomb).data.name).toBe('Bomb')
    expect(Date.now() - started).toBeLessThan(1000)
  })
})

describe('readCard: bad files get a CardError', () => {
  it('refuses what is neither PNG nor JSON', () => {
    expectCardError(() => readCard(Buffer.from('GIF89a......')), /neither a PNG image nor a JSON/)
    expectCardError(() => readCard(Buffer.from('plain words')), /neither a PNG image nor a JSON/)
    expectCardError(() => readCard(Buffer.alloc(0)), /empty/)
  })

  it('refuses a truncated or damaged PNG', () => {
    const whole = png(tEXt('chara', base64(v2Card)))
    expectCardError(() => readCard(whole.subarray(0, whole.length - 30)), /cut short or damaged/)
    expectCardError(() => readCard(whole.subarray(0, 20)), /cut short or damaged/)
    expectCardError(() => readCard(whole.subarray(0, whole.length - 12)), /cut short or damaged/)
    const badName = Buffer.from(whole)
    badName.write('1234', 8 + 4, 'latin1')
    expectCardError(() => readCard(badName), /damaged/)
  })

  it('refuses a PNG without a card chunk', () => {
    expectCardError(() => readCard(png(tEXt('Comment', 'hello'))), /no character card/)
  })

  it('refuses a card chunk that is not base64, or not JSON', () => {
    expectCardError(() => readCard(png(tEXt('chara', 'this is ~ not base64'))), /not base64/)
    expectCardError(
      () => readCard(png(tEXt('chara', Buffer.from('not json at all').toString('base64')))),
      /not valid JSON/,
    )
  })

  it('refuses invalid JSON and JSON that is not a card', () => {
    expectCardError(() => readCard(Buffer.from('{"name": "Half')), /not valid JSON/)
    expectCardError(() => readCard(json({ description: 'no name' })), /has no name/)
    expectCardError(
      () => readCard(json({ spec: 'chara_card_v2', data: { name: '  ' } })),
      /has no name/,
    )
    expectCardError(() => readCard(png(tEXt('chara', base64([1, 2])))), /not a JSON object/)
  })

  it('refuses an oversized file', () => {
    const big = Buffer.alloc(MAX_CARD_BYTES + 1, 0x20)
    big.write('{', 0)
    expectCardError(() => readCard(big), /larger than 8 MiB/)
  })

  it('refuses a PNG made of too many chunks', () => {
    const empties = Array.from({ length: MAX_PNG_CHUNKS + 10 }, () =>
      encodeChunk('tIME', Buffer.alloc(0)),
    )
    expectCardError(
      () => readCard(png(...empties, tEXt('chara', base64(v2Card)))),
      /more than 10000 chunks/,
    )
  })

  it('refuses a compressed card chunk that unpacks to too much', () => {
    const bomb = deflateSync(Buffer.alloc(MAX_CARD_BYTES * 2, 0x41), { level: 1 })
    expect(bomb.length).toBeLessThan(MAX_CARD_BYTES)
    expectCardError(() => readCard(png(zTXt('chara', bomb))), /unpacks to more than 8 MiB/)
    expectCardError(
      () => readCard(png(zTXt('ccv3', Buffer.from('not deflate')))),
      /cannot be unpacked/,
    )
  })
})

describe('cardToJson and writeCardPng', () => {
  const data = readCard(json(v2Card)).data

  it('exports a V3 card with the V1 fields mirrored at the root', () => {
    const out = cardToJson(data)
    expect(out).toMatchObject({
      spec: 'chara_card_v3',
      spec_version: '3.0',
      name: 'Mira',
      description: data.description,
      first_mes: data.first_mes,
      personality: '',
      scenario: '',
      mes_example: '',
    })
    expect(out.data).toEqual(data)
  })

  it('writes both chunks before IEND, replacing old card chunks, with valid CRCs', () => {
    const source = png(
      tEXt('chara', base64({ name: 'Old' })),
      iTXt('ccv3', base64({ name: 'Older' })),
    )
    const written = writeCardPng(writeCardPng(source, data), data)
    const chunks = readPngChunks(written)
    const texts = chunks.map((chunk) => readTextChunk(chunk))
    expect(chunks.map((chunk) => chunk.type)).toEqual(['IHDR', 'IDAT', 'tEXt', 'tEXt', 'IEND'])
    expect(texts[2]?.keyword).toBe('chara')
    expect(texts[3]?.keyword).toBe('ccv3')
    const chara = JSON.parse(Buffer.from(texts[2]!.text, 'base64').toString('utf8'))
    const ccv3 = JSON.parse(Buffer.from(texts[3]!.text, 'base64').toString('utf8'))
    expect(chara).toMatchObject({ spec: 'chara_card_v2', spec_version: '2.0', name: 'Mira' })
    expect(ccv3).toMatchObject({ spec: 'chara_card_v3', spec_version: '3.0', name: 'Mira' })
    expect(chara.data).toEqual(ccv3.data)
    for (const chunk of chunks) {
      const stored = written.readUInt32BE(chunk.end - 4)
      expect(stored).toBe(crc32(written.subarray(chunk.start + 4, chunk.end - 4)))
    }
  })

  it('refuses to write into something that is not a PNG', () => {
    expectCardError(() => writeCardPng(Buffer.from('JFIF'), data), /only be written into a PNG/)
  })

  it.each([
    ['V1', { name: 'Old Tom', creatorcomment: 'note', talkativeness: '0.4', tags: 'a, b' }],
    ['V2', v2Card],
    ['V3', v3Card],
  ])('round-trips a %s card through JSON and PNG unchanged', (_label, source) => {
    const first = readCard(json(source)).data
    const viaJson = readCard(json(cardToJson(first))).data
    const viaPng = readCard(writeCardPng(png(), first)).data
    expect(viaJson).toEqual(first)
    expect(viaPng).toEqual(first)
  })

  it('keeps non-Latin text through a PNG', () => {
    const data: CardData = {
      ...readCard(json({ name: 'Ēlo 山田 🌙' })).data,
      description: 'Ωmega — “quotes”',
    }
    const back = readCard(writeCardPng(png(), data)).data
    expect(back.name).toBe('Ēlo 山田 🌙')
    expect(back.description).toBe('Ωmega — “quotes”')
  })
})
