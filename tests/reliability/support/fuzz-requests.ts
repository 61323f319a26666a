import fc from 'fast-check'
import { multipartBody } from '@/server/modules/media/multipart-body'
import { testWav } from '@/server/modules/media/test-audio'
import {
  acceptsAnyType,
  deepJson,
  encodeText,
  extremeNumberArb,
  fieldsOf,
  hugeStringArb,
  NASTY_SEGMENTS,
  nastyStringArb,
  NOT_A_NUMBER_TEXT,
  validExample,
  withPath,
  wrongTypeArb,
  wrongTypeExample,
  type FieldOf,
  type JsonPath,
  type JsonSchema,
} from './fuzz-inputs'
import type { FuzzRoute } from './fuzz-routes'

/** One request to send, and what is wrong with it. */
export interface FuzzRequest {
  label: string
  method: string
  url: string
  headers: Record<string, string>
  payload?: string | Buffer
}

export const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/** The 1 MiB body limit of the app, and a little more. */
const OVER_BODY_LIMIT = 1024 * 1024 + 100

/** Deepest nesting that still fits under the body limit. */
const DEEPEST = 400_000

/** Bodies that pollute Object.prototype when a server merges them into an object. */
export const POLLUTING_PAYLOADS = [
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
]

const PROTO_PAYLOADS = [...POLLUTING_PAYLOADS, '{"prototype":{"polluted":true}}']

const INVALID_JSON = ['{', '{"a":', '[1,', 'nul', '{"a":1}}', "{'a':1}", '{"a":1,}', '\u0000', '"']

const WRONG_CONTENT_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'application/xml',
  'application/octet-stream',
  'multipart/form-data; boundary=fuzz',
  'application/json; charset=utf-16',
  'application/jsonx',
]

const QUERY_KEY_TRICKS = [
  '__proto__=1',
  '__proto__[polluted]=1',
  '__proto__.polluted=1',
  'constructor[prototype][polluted]=1',
  '%5F%5Fproto%5F%5F=1',
  'a[b][c][d]=1',
  '=1',
  '&&&',
  '%zz=1',
]

interface Parts {
  /** Path segments, already percent-encoded (or deliberately not). */
  params: Record<string, string>
  /** Query pairs, already percent-encoded (or deliberately not). */
  query: [string, string][]
  body?: { text: string | Buffer; contentType?: string }
}

const preview = (payload: string | Buffer | undefined) => {
  if (payload === undefined) return ''
  const text = payload.toString()
  const shown = JSON.stringify(text.slice(0, 120))
  return ` body ${shown}${text.length > 120 ? `… (${text.length} characters)` : ''}`
}

function request(route: FuzzRoute, parts: Parts, label: string): FuzzRequest {
  const path = route.url.replace(/:(\w+)|\*/g, (_, name?: string) => parts.params[name ?? '*']!)
  const query = parts.query.map(([name, value]) => (value === '' ? name : `${name}=${value}`))
  const fuzz: FuzzRequest = {
    label,
    method: route.method,
    url: query.length ? `${path}?${query.join('&')}` : path,
    headers: parts.body?.contentType ? { 'content-type': parts.body.contentType } : {},
    payload: parts.body?.text,
  }
  // fast-check prints counterexamples with this, instead of a megabyte of payload.
  return Object.assign(fuzz, {
    [fc.toStringMethod]: () =>
      `${label}: ${fuzz.method} ${fuzz.url.slice(0, 200)}${preview(fuzz.payload)}`,
  })
}

const exampleText = (schema: JsonSchema) => encodeText(String(validExample(schema)))

function baseParts(route: FuzzRoute): Parts {
  return {
    params: Object.fromEntries(route.params.map((p) => [p.name, exampleText(p.schema)])),
    query: route.query.filter((p) => p.required).map((p) => [p.name, exampleText(p.schema)]),
    body: route.body
      ? { text: JSON.stringify(validExample(route.body)), contentType: 'application/json' }
      : undefined,
  }
}

const json = (text: string) => ({ text, contentType: 'application/json' })

const marker = (i: number) => `@@fuzz-raw-${i}@@`

/** JSON text of `value` with each marker (as a value, or as a key whose value is 0) replaced. */
function rawJson(value: unknown, fragments: string[]) {
  let text = JSON.stringify(value)
  fragments.forEach((fragment, i) => {
    text = text
      .replace(`"${marker(i)}":0`, () => fragment)
      .replace(`"${marker(i)}"`, () => fragment)
  })
  return text
}

const pathName = (path: JsonPath) => (path.length ? path.join('.') : 'the body')

const short = (value: unknown) => {
  const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value))
  return JSON.stringify(text.length > 40 ? `${text.slice(0, 40)}…(${text.length})` : text)
}

const typeOf = (schema: JsonSchema) =>
  [schema.type, ...(schema.anyOf ?? schema.oneOf ?? []).map((s) => s.type)].flat()

/** The route's body fields, and who among them is a string, a number or an object. */
function bodyShape(body: JsonSchema) {
  const fields: FieldOf[] = [{ path: [], schema: body }, ...fieldsOf(body)]
  const required = (body.required ?? []).map((name) => [name])
  return {
    fields,
    typed: fields.filter((f) => !acceptsAnyType(f.schema)),
    strings: fields.filter((f) => typeOf(f.schema).includes('string')),
    numbers: fields.filter((f) => typeOf(f.schema).some((t) => t === 'integer' || t === 'number')),
    objects: fields.filter((f) => typeOf(f.schema).includes('object')),
    required,
  }
}

/** Every kind of bad input for this route: fast-check picks among them. */
export function fuzzRequestArb(route: FuzzRoute, options: { multipart?: boolean } = {}) {
  const base = baseParts(route)
  const groups: fc.Arbitrary<FuzzRequest>[] = []
  const withBody = (body: Parts['body'], label: string) => request(route, { ...base, body }, label)

  if (route.body) {
    const shape = bodyShape(route.body)
    const value = validExample(route.body)
    const at = (path: JsonPath, replacement: unknown) =>
      json(JSON.stringify(withPath(value, path, replacement)))
    if (shape.typed.length)
      groups.push(
        fc
          .constantFrom(...shape.typed)
          .chain((f) => wrongTypeArb(f.schema).map((v) => ({ f, v })))
          .map(({ f, v }) =>
            withBody(at(f.path, v), `wrong type at ${pathName(f.path)}: ${short(v)}`),
          ),
      )
    if (shape.required.length)
      groups.push(
        fc
          .constantFrom(...shape.required)
          .map((path) => withBody(at(path, undefined), `missing ${pathName(path)}`)),
      )
    if (shape.strings.length)
      groups.push(
        fc
          .tuple(fc.constantFrom(...shape.strings), fc.oneof(nastyStringArb, hugeStringArb))
          .map(([f, text]) =>
            withBody(at(f.path, text), `text at ${pathName(f.path)}: ${short(text)}`),
          ),
      )
    if (shape.numbers.length)
      groups.push(
        fc
          .tuple(fc.constantFrom(...shape.numbers), extremeNumberArb)
          .map(([f, n]) => withBody(at(f.path, n), `number at ${pathName(f.path)}: ${n}`)),
      )
    groups.push(
      fc
        .tuple(
          fc.constantFrom(...shape.objects, ...shape.fields.slice(0, 1)),
          fc.constantFrom(...PROTO_PAYLOADS),
        )
        .map(([f, payload]) => {
          const text = rawJson(withPath(value, [...f.path, marker(0)], 0), [payload.slice(1, -1)])
          return withBody(
            json(text),
            `${payload.slice(2, payload.indexOf('"', 2))} key at ${pathName(f.path)}`,
          )
        }),
      fc
        .tuple(
          fc.constantFrom(...shape.fields),
          fc.constantFrom(5000, DEEPEST),
          fc.constantFrom('array' as const, 'object' as const),
        )
        .map(([f, depth, kind]) => {
          const text = rawJson(withPath(value, f.path, marker(0)), [deepJson(depth, kind)])
          return withBody(json(text), `${kind}s nested ${depth} deep at ${pathName(f.path)}`)
        }),
    )
  }

  if (BODY_METHODS.has(route.method) && !options.multipart) {
    const valid = base.body?.text ?? '{}'
    groups.push(
      fc.constantFrom(...INVALID_JSON).map((text) => withBody(json(text), 'invalid JSON')),
      fc
        .constantFrom(...WRONG_CONTENT_TYPES)
        .map((type) => withBody({ text: valid, contentType: type }, `content type ${type}`)),
      fc
        .oneof(fc.jsonValue({ maxDepth: 2 }), fc.constantFrom('', ' ', '\n'))
        .filter((v) => typeof v !== 'object' || v === null || Array.isArray(v))
        .map((v) =>
          typeof v === 'string' && !v.trim()
            ? withBody(json(v), 'an empty JSON body')
            : withBody(json(JSON.stringify(v)), `the body is ${short(v)}`),
        ),
      fc
        .constantFrom(...PROTO_PAYLOADS)
        .map((payload) => withBody(json(payload), `${payload} as the body`)),
      fc
        .constantFrom('array' as const, 'object' as const)
        .map((kind) =>
          withBody(json(deepJson(5000, kind)), `the body is ${kind}s nested 5000 deep`),
        ),
      fc.constant(
        withBody(json(JSON.stringify({ x: 'x'.repeat(OVER_BODY_LIMIT) })), 'a body over 1 MiB'),
      ),
    )
  }

  if (options.multipart) groups.push(multipartArb(route, base))

  for (const param of route.query) {
    groups.push(
      queryTextArb(param.schema).map((text) =>
        request(
          route,
          { ...base, query: [...base.query.filter(([n]) => n !== param.name), [param.name, text]] },
          `query ${param.name}=${text.slice(0, 60)}`,
        ),
      ),
      fc.constant(
        request(
          route,
          {
            ...base,
            query: [
              ...base.query.filter(([n]) => n !== param.name),
              [param.name, exampleText(param.schema)],
              [param.name, exampleText(param.schema)],
            ],
          },
          `query ${param.name} given twice`,
        ),
      ),
    )
  }
  const requiredQuery = route.query.filter((p) => p.required)
  if (requiredQuery.length)
    groups.push(
      fc
        .constantFrom(...requiredQuery)
        .map((param) =>
          request(
            route,
            { ...base, query: base.query.filter(([n]) => n !== param.name) },
            `query ${param.name} missing`,
          ),
        ),
    )
  groups.push(
    fc
      .constantFrom(...QUERY_KEY_TRICKS)
      .map((trick) =>
        request(route, { ...base, query: [...base.query, [trick, '']] }, `query ${trick}`),
      ),
  )

  for (const param of route.params)
    groups.push(
      fc
        .oneof(fc.constantFrom(...NASTY_SEGMENTS), nastyStringArb.map(encodeText))
        .map((segment) =>
          request(
            route,
            { ...base, params: { ...base.params, [param.name]: segment } },
            `path ${param.name}=${segment.slice(0, 60)}`,
          ),
        ),
    )

  return fc.oneof(...groups)
}

function queryTextArb(schema: JsonSchema): fc.Arbitrary<string> {
  const numeric = typeOf(schema).some((t) => t === 'integer' || t === 'number')
  return fc.oneof(
    fc.constantFrom(...NOT_A_NUMBER_TEXT, '%', '%zz', '%E0%A4%A', '%ED%A0%80', '%00'),
    numeric ? extremeNumberArb.map(String) : nastyStringArb.map(encodeText),
    hugeStringArb.map((text) => encodeText(text.slice(0, 70_000))),
  )
}

function multipartArb(route: FuzzRoute, base: Parts): fc.Arbitrary<FuzzRequest> {
  const text = fc.oneof(
    nastyStringArb,
    fc.constantFrom(...NOT_A_NUMBER_TEXT),
    fc.constant('x'.repeat(2000)),
  )
  const file = fc.record({
    name: fc.oneof(fc.constant('track.wav'), nastyStringArb),
    type: fc.constantFrom('audio/wav', 'audio/mpeg', 'text/plain', 'application/octet-stream'),
    data: fc.oneof(
      fc.constant(testWav(0.01)),
      fc.uint8Array({ maxLength: 64 }),
      fc.constant(new Uint8Array(0)),
      fc.constant(new TextEncoder().encode('RIFF\u0000\u0000\u0000\u0000WAVEfmt ')),
    ),
  })
  const send = (multipart: { payload: Buffer; headers: Record<string, string> }, label: string) =>
    request(
      route,
      {
        ...base,
        body: { text: multipart.payload, contentType: multipart.headers['content-type'] },
      },
      label,
    )
  return fc.oneof(
    fc
      .tuple(
        fc.dictionary(fc.constantFrom('title', 'source', 'durationSeconds'), text),
        fc.option(file),
      )
      .map(([fields, f]) =>
        send(
          multipartBody(fields, f ?? undefined),
          `multipart fields ${short(fields)}${f ? ` with file ${short(f.name)}` : ''}`,
        ),
      ),
    fc.constantFrom('truncated', 'no boundary', 'two files', 'seven parts').map((kind) => {
      const fields =
        kind === 'seven parts'
          ? Object.fromEntries([1, 2, 3, 4, 5, 6, 7].map((n) => [`f${n}`, 'x']))
          : {}
      const body = multipartBody(fields, {
        name: 'a.wav',
        type: 'audio/wav',
        data: new Uint8Array(16),
      })
      if (kind === 'truncated') body.payload = body.payload.subarray(0, body.payload.length / 2)
      if (kind === 'no boundary') body.headers['content-type'] = 'multipart/form-data'
      if (kind === 'two files')
        body.payload = Buffer.concat([
          body.payload.subarray(0, body.payload.lastIndexOf('--')),
          body.payload,
        ])
      return send(body, `multipart: ${kind}`)
    }),
  )
}

/**
 * The deterministic part: every field with a value of the wrong type, every required field
 * missing, NUL and boundary numbers in every field, every path and query parameter broken once,
 * and every malformed body. fast-check runs these before its random ones.
 */
export function fuzzSweep(route: FuzzRoute, options: { multipart?: boolean } = {}): FuzzRequest[] {
  const base = baseParts(route)
  const requests: FuzzRequest[] = []
  const withBody = (body: Parts['body'], label: string) =>
    requests.push(request(route, { ...base, body }, label))

  if (route.body) {
    const shape = bodyShape(route.body)
    const value = validExample(route.body)
    const at = (path: JsonPath, replacement: unknown) =>
      json(JSON.stringify(withPath(value, path, replacement)))
    for (const f of shape.typed) {
      const wrong = wrongTypeExample(f.schema)
      withBody(at(f.path, wrong), `wrong type at ${pathName(f.path)}: ${short(wrong)}`)
    }
    for (const path of shape.required) withBody(at(path, undefined), `missing ${pathName(path)}`)
    for (const f of shape.strings) withBody(at(f.path, 'a\u0000b'), `NUL in ${pathName(f.path)}`)
    for (const f of shape.numbers)
      for (const n of [2 ** 31, 2 ** 53 - 1])
        withBody(at(f.path, n), `number at ${pathName(f.path)}: ${n}`)
  }
  if (BODY_METHODS.has(route.method)) {
    withBody(json('{"a":'), 'invalid JSON')
    withBody(
      { text: base.body?.text ?? '{}', contentType: 'text/plain' },
      'content type text/plain',
    )
    withBody(json(''), 'an empty JSON body')
    withBody(json('[]'), 'the body is []')
    for (const payload of POLLUTING_PAYLOADS) withBody(json(payload), `${payload} as the body`)
    withBody(json(deepJson(5000, 'array')), 'the body is arrays nested 5000 deep')
    withBody(json(deepJson(5000, 'object')), 'the body is objects nested 5000 deep')
    withBody(json(JSON.stringify({ x: 'x'.repeat(OVER_BODY_LIMIT) })), 'a body over 1 MiB')
  }
  for (const param of route.query) {
    const numeric = typeOf(param.schema).some((t) => t === 'integer' || t === 'number')
    const text = numeric ? '9007199254740991' : encodeText('a\u0000b')
    requests.push(
      request(
        route,
        { ...base, query: [...base.query.filter(([n]) => n !== param.name), [param.name, text]] },
        `query ${param.name}=${text}`,
      ),
    )
  }
  for (const param of route.params)
    for (const segment of [
      '-1',
      '2147483648',
      '9007199254740991',
      '..%2f..',
      '%00',
      '%F0%9F%98%80',
    ])
      requests.push(
        request(
          route,
          { ...base, params: { ...base.params, [param.name]: segment } },
          `path ${param.name}=${segment}`,
        ),
      )
  if (options.multipart) {
    const wav = { name: 'a.wav', type: 'audio/wav', data: testWav(0.01) }
    const upload = (fields: Record<string, string>, file: typeof wav, label: string) => {
      const body = multipartBody(fields, file)
      withBody({ text: body.payload, contentType: body.headers['content-type'] }, label)
    }
    upload({ title: 'a\u0000b' }, wav, 'multipart: NUL in the title')
    upload({}, { ...wav, name: 'a\u0000b.wav' }, 'multipart: NUL in the file name')
    upload({ durationSeconds: '1e999' }, wav, 'multipart: durationSeconds 1e999')
  }
  return requests
}
