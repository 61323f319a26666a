import { z } from 'zod'

/** The longest `Idempotency-Key` taken, in characters (decision 217). */
export const IDEMPOTENCY_KEY_MAX = 255

const SF_STRING = /^"((?:[\x20\x21\x23-\x5b\x5d-\x7e]|\\["\\])*)"$/
const PRINTABLE = /^[\x20-\x7e]+$/

/**
 * The key an `Idempotency-Key` value carries: the draft's Structured Field string
 * (`"8e03978e-…"`) or, as most clients send it, the bare value; null when it is neither, or
 * not 1 to 255 printable ASCII characters. `"abc"` and `abc` are the same key.
 */
export function idempotencyKeyOf(value: string): string | null {
  const quoted = value.startsWith('"')
  const match = quoted ? SF_STRING.exec(value) : null
  if (quoted && !match) return null
  const key = match ? match[1]!.replace(/\\(["\\])/g, '$1') : value
  if (key.length < 1 || key.length > IDEMPOTENCY_KEY_MAX || !PRINTABLE.test(key)) return null
  return key
}

/**
 * The request headers of a write that may be retried safely (decision 217). A contract entry
 * takes this very schema as `headers`; `route()` then answers a repeated key with the first
 * answer instead of writing again. Loose: the other headers stay as they came.
 */
export const IdempotencyHeadersSchema = z.looseObject({
  'idempotency-key': z
    .string()
    .refine(
      (value) => idempotencyKeyOf(value) !== null,
      `must be 1 to ${IDEMPOTENCY_KEY_MAX} printable ASCII characters (a UUID is best), bare or as a quoted string`,
    )
    .optional()
    .meta({
      description:
        'Send a new random key (a UUID) with each post; a retry with the same key and body ' +
        'gets the first answer again, with `Idempotent-Replayed: true`, instead of writing ' +
        'twice. Kept 24 hours, per person (or per address for a visitor).',
    }),
})

/** The sentence each idempotent contract entry adds to its description. */
export const IDEMPOTENCY_TEXT =
  'Takes an `Idempotency-Key` header: a retry with the same key and body is answered with the ' +
  'first success again (`Idempotent-Replayed: true`) and writes nothing; the same key with ' +
  'another body answers 422, and one sent while the first is still being answered 409 with ' +
  '`Retry-After`. A failed first request leaves the key free. Keys are kept 24 hours.'
