import fc from 'fast-check'

/** The part of JSON Schema (as @fastify/swagger writes it from zod) the fuzzer reads. */
export interface JsonSchema {
  type?: string | string[]
  nullable?: boolean
  enum?: unknown[]
  anyOf?: JsonSchema[]
  oneOf?: JsonSchema[]
  properties?: Record<string, JsonSchema>
  required?: string[]
  additionalProperties?: boolean | JsonSchema
  items?: JsonSchema
  minItems?: number
  maxItems?: number
  minLength?: number
  maxLength?: number
  pattern?: string
  format?: string
  minimum?: number
  maximum?: number
  exclusiveMinimum?: boolean | number
  exclusiveMaximum?: boolean | number
  default?: unknown
}

export type JsonPath = (string | number)[]

const alternatives = (schema: JsonSchema) => schema.anyOf ?? schema.oneOf

const jsonType = (value: unknown) =>
  value === null
    ? 'null'
    : Array.isArray(value)
      ? 'array'
      : typeof value === 'number' && Number.isInteger(value)
        ? 'integer'
        : typeof value

/** Whether the schema takes a value of this JSON type (ranges, lengths and patterns aside). */
export function acceptsType(schema: JsonSchema, value: unknown): boolean {
  if (value === null && schema.nullable) return true
  const options = alternatives(schema)
  if (options) return options.some((option) => acceptsType(option, value))
  if (schema.enum) return schema.enum.some((allowed) => jsonType(allowed) === jsonType(value))
  if (schema.type === undefined) return true
  const types = Array.isArray(schema.type) ? schema.type : [schema.type]
  const type = jsonType(value)
  return types.includes(type) || (type === 'integer' && types.includes('number'))
}

export const acceptsAnyType = (schema: JsonSchema) =>
  [null, true, 1, 'x', [], {}].every((value) => acceptsType(schema, value))

const lowerBound = (schema: JsonSchema) => {
  if (typeof schema.exclusiveMinimum === 'number') return schema.exclusiveMinimum + 1
  if (schema.minimum === undefined) return undefined
  return schema.exclusiveMinimum === true ? schema.minimum + 1 : schema.minimum
}

const upperBound = (schema: JsonSchema) => {
  if (typeof schema.exclusiveMaximum === 'number') return schema.exclusiveMaximum - 1
  if (schema.maximum === undefined) return undefined
  return schema.exclusiveMaximum === true ? schema.maximum - 1 : schema.maximum
}

const fitsString = (schema: JsonSchema, text: string) =>
  text.length >= (schema.minLength ?? 0) &&
  text.length <= (schema.maxLength ?? Infinity) &&
  (!schema.pattern || new RegExp(schema.pattern, 'u').test(text))

const STRING_CANDIDATES = ['Fuzz', 'fuzz@example.com', 'example.com', '1:00', 'FuzzFuzzFuzz', '']
const EXAMPLE_UUID = '00000000-0000-4000-8000-000000000001'

/** A plausible valid value, so a mutation of one field is refused for that field alone. */
export function validExample(schema: JsonSchema): unknown {
  const options = alternatives(schema)
  if (options?.[0]) return validExample(options[0])
  if (schema.enum?.length) return schema.enum[0]
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type
  switch (type) {
    case 'string': {
      if (schema.format === 'uuid') return EXAMPLE_UUID
      const padded = STRING_CANDIDATES.map((text) =>
        text.padEnd(schema.minLength ?? 0, 'z').slice(0, schema.maxLength),
      )
      return padded.find((text) => fitsString(schema, text)) ?? 'Fuzz'
    }
    case 'integer':
    case 'number':
      return Math.min(Math.max(1, lowerBound(schema) ?? 1), upperBound(schema) ?? Infinity)
    case 'boolean':
      return true
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () => validExample(schema.items ?? {}))
    case 'object':
      return Object.fromEntries(
        (schema.required ?? []).map((name) => [
          name,
          validExample(schema.properties?.[name] ?? {}),
        ]),
      )
    default:
      return 'Fuzz'
  }
}

/** Every field of a body schema with its path, nested objects and array items included. */
export function fieldsOf(schema: JsonSchema, path: JsonPath = [], depth = 0): FieldOf[] {
  if (depth > 3) return []
  const options = alternatives(schema)
  const own = options?.find((option) => option.properties || option.items) ?? schema
  const fields: FieldOf[] = []
  for (const [name, child] of Object.entries(own.properties ?? {})) {
    fields.push({ path: [...path, name], schema: child })
    fields.push(...fieldsOf(child, [...path, name], depth + 1))
  }
  if (own.items) {
    fields.push({ path: [...path, 0], schema: own.items })
    fields.push(...fieldsOf(own.items, [...path, 0], depth + 1))
  }
  return fields
}

export interface FieldOf {
  path: JsonPath
  schema: JsonSchema
}

/** A copy of `value` with `path` set (containers created as needed) or, for undefined, removed. */
export function withPath(value: unknown, path: JsonPath, replacement: unknown): unknown {
  if (path.length === 0) return replacement
  const [key, ...rest] = path as [string | number, ...JsonPath]
  const container = (
    Array.isArray(value)
      ? [...(value as unknown[])]
      : typeof value === 'object' && value !== null
        ? { ...value }
        : typeof key === 'number'
          ? []
          : {}
  ) as Record<string | number, unknown>
  const next = withPath(container[key], rest, replacement)
  if (next === undefined) delete container[key]
  else container[key] = next
  return container
}

const JUNK_VALUES: unknown[] = [42, 'forty-two', true, null, [], {}, 1.5, [1, 'two'], { a: 1 }]

/** A fixed value of the wrong JSON type for this schema (for the field-by-field sweep). */
export function wrongTypeExample(schema: JsonSchema): unknown {
  return JUNK_VALUES.find((value) => !acceptsType(schema, value)) ?? Symbol('none')
}

const smallJson = fc.oneof(
  fc.string({ maxLength: 20 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.oneof(fc.integer(), fc.string({ maxLength: 5 })), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 6 }), fc.integer(), { maxKeys: 3 }),
)

/** Values of a JSON type the schema does not take. */
export const wrongTypeArb = (schema: JsonSchema) =>
  smallJson.filter((value) => !acceptsType(schema, value))

/** Characters that break naive text handling: NUL, lone surrogates, controls, BOM, RTL. */
const TRICKY_UNITS = ['\u0000', '\ud800', '\udfff', '\u0007', '\ufeff', '\u202e', '\uffff', '\n']

/** Unicode, emoji, NUL, lone surrogates and the usual injection strings. */
export const nastyStringArb: fc.Arbitrary<string> = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({
    unit: fc.oneof(
      fc.constantFrom(...TRICKY_UNITS),
      fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }),
    ),
    maxLength: 40,
  }),
  fc.constantFrom(
    '\u0000',
    'a\u0000b',
    '\ud83d',
    'x\udc00y',
    '😀👩‍👩‍👧‍👦🏳️‍🌈',
    'Ω≈ç√∫˜µ≤≥÷',
    '𝕳𝖊𝖑𝖑𝖔',
    'ﷺ',
    '"><script>alert(1)</script>',
    "'; drop table users; --",
    '../../../../etc/passwd',
    '%00%ff%E0%A4%A',
    '${{7*7}}',
    '__proto__',
  ),
)

/** Strings from tens of kilobytes to just over the 1 MiB body limit. */
export const hugeStringArb = fc
  .tuple(fc.constantFrom(70_000, 400_000, 1_100_000), fc.constantFrom('x', 'é', '😀', '\u0000'))
  .map(([length, unit]) => unit.repeat(Math.ceil(length / unit.length)))

/** Numbers at the edges of every integer type the database and JavaScript have. */
export const extremeNumberArb = fc.oneof(
  fc.constantFrom(
    0,
    -1,
    -0,
    0.5,
    2 ** 31 - 1,
    2 ** 31,
    2 ** 32,
    2 ** 53 - 1,
    2 ** 53,
    -(2 ** 53),
    1e308,
    -1e308,
    5e-324,
  ),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer({ min: Number.MIN_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER }),
)

/** A value nested `depth` levels deep, as raw JSON text (too deep to build as an object). */
export function deepJson(depth: number, kind: 'array' | 'object') {
  return kind === 'array'
    ? '['.repeat(depth) + ']'.repeat(depth)
    : '{"a":'.repeat(depth) + '1' + '}'.repeat(depth)
}

/** Text a query string or path segment carries where a number or an id belongs. */
export const NOT_A_NUMBER_TEXT = [
  'abc',
  '1.5',
  '-1',
  '0',
  '1e999',
  'NaN',
  'Infinity',
  '',
  '0x1f',
  '+1',
  ' 1',
  '2147483647',
  '2147483648',
  '9007199254740991',
  '9007199254740992',
  '99999999999999999999999',
  '-9007199254740993',
  '%D9%A1%D9%A2',
  '%EF%BC%91',
]

/** Path segments that are not ids: traversal, huge or negative numbers, bad escapes, unicode. */
export const NASTY_SEGMENTS = [
  ...NOT_A_NUMBER_TEXT.filter(Boolean),
  '..',
  '%2e%2e',
  '..%2f..%2fetc%2fpasswd',
  '%2F',
  '%00',
  'a%00b',
  '%ff',
  '%E0%A4%A',
  '%',
  '%zz',
  '%C0%AF',
  '%ED%A0%80',
  '%F0%9F%98%80',
  '__proto__',
  'constructor',
  'prototype',
  'x'.repeat(101),
  'x'.repeat(5000),
]

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g

/** Percent-encodes text; a lone surrogate (which encodeURIComponent refuses) becomes U+FFFD. */
export const encodeText = (text: string) =>
  encodeURIComponent(text.replace(LONE_SURROGATE, '\ufffd'))
