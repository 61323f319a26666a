import { describe, expect, it } from 'vitest'
import { findRealCards } from '../../../../../tests/support/real-cards'
import { cardToJson, readCard, ROOT_FIELDS_EXTENSION, writeCardPng } from './card'
import { readPngChunks, readTextChunk } from './png'
import { placeholderPortrait } from './portrait'
import { selectLoreEntries } from './lore'

const found = findRealCards()
if (found.absent) console.warn(`Real character cards skipped: ${found.absent}`)

/** The card JSON a file carries, as written (ccv3 first in a PNG). */
function rawCard(bytes: Buffer): Record<string, unknown> {
  if (bytes[0] !== 0x89) return JSON.parse(bytes.toString('utf8')) as Record<string, unknown>
  const texts = readPngChunks(bytes)
    .map((chunk) => readTextChunk(chunk))
    .filter((text) => text && ['ccv3', 'chara'].includes(text.keyword.toLowerCase()))
  const text = texts.find((t) => t!.keyword === 'ccv3') ?? texts[0]
  return JSON.parse(Buffer.from(text!.text, 'base64').toString('utf8')) as Record<string, unknown>
}

describe.skipIf(!!found.absent)('real character cards', () => {
  const cards = found.cards

  // Whichever mirrors this machine has: each card reads as the kind it is known to be.
  const known = cards.filter((card) => card.known)
  it.runIf(known.length > 0).each(known.map((card) => [card.name, card] as const))(
    '%s: reads as the card it is (format, version, lorebook)',
    (_name, card) => {
      const parsed = readCard(card.bytes)
      expect(card.bytes[0] === 0x89).toBe(card.known!.png)
      expect(parsed.spec).toBe(card.known!.spec)
      expect((parsed.data.character_book?.entries.length ?? 0) > 0).toBe(card.known!.lorebook)
    },
  )

  it.each(cards.map((card) => [card.name, card] as const))(
    '%s: import keeps every field of the file',
    (_name, card) => {
      const { data } = readCard(card.bytes)
      const raw = rawCard(card.bytes)
      const source = (typeof raw.data === 'object' && raw.data ? raw.data : raw) as Record<
        string,
        unknown
      >
      const aside = (data.extensions[ROOT_FIELDS_EXTENSION] ?? {}) as Record<string, unknown>
      for (const [key, value] of Object.entries(source)) {
        // A V1 card's own keys that are no card field are kept aside in the extensions.
        if (source === raw && key === 'creatorcomment' && !('creator_notes' in raw))
          expect(data.creator_notes).toBe(value)
        else if (!(key in data)) expect(aside[key], key).toEqual(value)
        else if (typeof value === 'string') expect(data[key], key).toBe(value)
      }
      const book = source.character_book as { entries?: Record<string, unknown>[] } | undefined
      book?.entries?.forEach((entry, index) => {
        for (const [key, value] of Object.entries(entry)) {
          expect(data.character_book!.entries[index], `entry ${index} ${key}`).toHaveProperty([key])
          if (typeof value === 'string' && key !== 'keys')
            expect(data.character_book!.entries[index]![key]).toBe(value)
        }
      })
    },
  )

  it.each(cards.map((card) => [card.name, card] as const))(
    '%s: import, export (JSON and PNG), import gives the same card field by field',
    (_name, card) => {
      const first = readCard(card.bytes)
      const viaJson = readCard(Buffer.from(JSON.stringify(cardToJson(first.data)), 'utf8'))
      const png = writeCardPng(first.image ?? placeholderPortrait(first.data.name), first.data)
      const viaPng = readCard(png)
      for (const again of [viaJson, viaPng]) {
        expect(again.spec).toBe('chara_card_v3')
        expect(Object.keys(again.data).sort()).toEqual(Object.keys(first.data).sort())
        for (const key of Object.keys(first.data))
          expect(again.data[key], key).toEqual(first.data[key])
      }
      if (first.image) expect(viaPng.image!.equals(first.image)).toBe(true)
      // The exported PNG carries the same card in its V2 chunk, for readers that know only V2.
      const chara = readPngChunks(png)
        .map((chunk) => readTextChunk(chunk))
        .find((text) => text?.keyword === 'chara')
      const v2 = JSON.parse(Buffer.from(chara!.text, 'base64').toString('utf8'))
      expect(v2.spec).toBe('chara_card_v2')
      expect(v2.data).toEqual(JSON.parse(JSON.stringify(first.data)))
      // And a second export is byte-for-byte the first.
      expect(writeCardPng(viaPng.image!, viaPng.data).equals(png)).toBe(true)
    },
  )

  const withBook = cards
    .map((card) => readCard(card.bytes).data)
    .find((data) => data.character_book?.entries.length)
  it.runIf(withBook)('uses a real lorebook: an entry whose key is in the chat is selected', () => {
    const entry = withBook!.character_book!.entries.find(
      (e) => e.enabled && !e.constant && e.keys.length,
    )!
    const chosen = selectLoreEntries(
      withBook!.character_book,
      [`Tell me about ${entry.keys[0]}.`],
      {
        countTokens: (text) => Math.ceil(text.length / 4),
        maxTokens: 10_000,
      },
    )
    expect(chosen).toContain(entry.content)
    expect(
      selectLoreEntries(withBook!.character_book, ['Nothing relevant here.'], {
        countTokens: () => 1,
        maxTokens: 10_000,
      }),
    ).not.toContain(entry.content)
  })
})
