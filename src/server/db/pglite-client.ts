import {
  parse,
  PGlite,
  protocol,
  types,
  type PGliteOptions,
  type QueryOptions,
  type Results,
} from '@electric-sql/pglite'

const asText = (value: string) => value

/**
 * The parsers Drizzle's PGlite driver sends with every query: dates, times and intervals (and
 * arrays of them) stay the strings PostgreSQL sent, and Drizzle maps them.
 */
export const DRIZZLE_PARSERS: NonNullable<PGliteOptions['parsers']> = {
  [types.TIMESTAMP]: asText,
  [types.TIMESTAMPTZ]: asText,
  [types.INTERVAL]: asText,
  [types.DATE]: asText,
  1231: asText, // numeric[]
  1115: asText, // timestamp[]
  1185: asText, // timestamptz[]
  1187: asText, // interval[]
  1182: asText, // date[]
}

const { serialize } = protocol

/**
 * PGlite for Drizzle, with a cheaper path for a statement (decision 107).
 *
 * PGlite runs a query as six calls into PostgreSQL (parse, describe the statement, bind,
 * describe the portal, execute, sync) so that it can pick a serializer from each parameter's
 * type. Drizzle has already turned every value into a string, number, boolean, date or array,
 * and PostgreSQL reads all of those as text, so here the six messages go in one call: about a
 * third of the cost of a simple select. A query with any other value (an object for a json
 * parameter, bytes) or its own serializers or blob takes PGlite's own path.
 *
 * Given parsers with a query, PGlite also merges them into a copy of its own table (about 300
 * entries) every time; this client holds Drizzle's from the start, so a query's parsers for
 * those types are taken to be Drizzle's and dropped.
 */
export class DrizzlePGlite extends PGlite {
  constructor(options: PGliteOptions = {}) {
    super({ ...options, parsers: { ...options.parsers, ...DRIZZLE_PARSERS } })
  }

  override async query<T>(
    query: string,
    params: unknown[] = [],
    options?: QueryOptions,
  ): Promise<Results<T>> {
    const queryOptions = onlyDrizzles(options) ? withoutParsers(options) : options
    const values = textValues(params)
    if (!values || queryOptions?.serializers || queryOptions?.blob)
      return super.query<T>(query, params, queryOptions)
    await this._checkReady()
    return this._runExclusiveTransaction(() =>
      this._runExclusiveQuery(async () => {
        let messages
        try {
          messages = await this.execProtocolStream(
            statement(query, values, queryOptions?.paramTypes),
            { syncToFs: false },
          )
        } catch (error) {
          // As PGlite's own path does: the failing statement travels with its error.
          if (error instanceof Error) Object.assign(error, { query, params, queryOptions })
          throw error
        }
        await this.syncToFs()
        return parse.parseResults(messages, this.parsers, queryOptions)[0] as Results<T>
      }),
    )
  }
}

/** Parse, bind, describe, execute and sync: one round trip, ending ready for the next. */
function statement(text: string, values: (string | null)[], paramTypes?: number[]) {
  const parts = [
    serialize.parse({ text, ...(paramTypes ? { types: paramTypes } : {}) }),
    serialize.bind({ values }),
    serialize.describe({ type: 'P' }),
    serialize.execute({}),
    serialize.sync(),
  ]
  const message = new Uint8Array(parts.reduce((length, part) => length + part.length, 0))
  let offset = 0
  for (const part of parts) {
    message.set(part, offset)
    offset += part.length
  }
  return message
}

/** Every parameter as PostgreSQL's text input, or undefined when one needs its column's type. */
export function textValues(params: unknown[]): (string | null)[] | undefined {
  const values: (string | null)[] = []
  for (const param of params) {
    const value = asTextValue(param)
    if (value === undefined) return undefined
    values.push(value)
  }
  return values
}

function asTextValue(value: unknown): string | null | undefined {
  if (value === null || value === undefined) return null
  switch (typeof value) {
    case 'string':
      return value
    case 'number':
    case 'bigint':
      return String(value)
    case 'boolean':
      return value ? 't' : 'f'
  }
  if (value instanceof Date) return value.toISOString()
  if (Array.isArray(value)) return arrayLiteral(value)
  return undefined
}

/** `{"a","b \"c\"",null}`, nested for nested arrays, as PGlite writes arrays. */
function arrayLiteral(items: unknown[]): string | undefined {
  const parts: string[] = []
  for (const item of items) {
    if (Array.isArray(item)) {
      const inner = arrayLiteral(item)
      if (inner === undefined) return undefined
      parts.push(inner)
      continue
    }
    const text = asTextValue(item)
    if (text === undefined) return undefined
    parts.push(text === null ? 'null' : `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`)
  }
  return `{${parts.join(',')}}`
}

const onlyDrizzles = (options?: QueryOptions): options is QueryOptions =>
  options?.parsers !== undefined &&
  Object.keys(options.parsers).every((oid) => oid in DRIZZLE_PARSERS)

function withoutParsers({ parsers: _drizzles, ...rest }: QueryOptions): QueryOptions {
  return rest
}
