import { describe, expect, expectTypeOf, it } from 'vitest'
import { z } from 'zod'
import { type EndpointInput, type EndpointResponse, endpoints, pathOf, searchOf } from './endpoint'
import { contract, errors, schemas } from './endpoint-schema'

const Params = z.object({ id: z.coerce.number() })
const Query = z.object({ q: z.string().optional() })
const Body = z.object({ name: z.string() })
const Thing = z.object({ id: z.number(), name: z.string() })
const thingSchemas = schemas({
  list: { summary: 'list', querystring: Query, response: { 200: z.array(Thing) } },
  add: { summary: 'add', body: Body, response: { 201: Thing, ...errors(400) } },
  remove: { summary: 'remove', params: Params, response: { 204: z.null(), ...errors(404) } },
  file: { summary: 'file', params: Params, response: { 200: z.any() } },
})
const things = endpoints<typeof thingSchemas>({
  list: 'GET /api/things',
  add: 'POST /api/things',
  remove: 'DELETE /api/things/:id',
  file: 'GET /api/things/:id/file',
})

describe('endpoint descriptors', () => {
  it('carry their method and path, nothing else at run time', () => {
    expect(things.list).toEqual({ method: 'GET', path: '/api/things' })
    expect(things.remove).toEqual({ method: 'DELETE', path: '/api/things/:id' })
  })

  it('pair with their contract entries by key, under the area tag', () => {
    const table = contract('things', things, thingSchemas)
    expect(table.add.endpoint).toBe(things.add)
    expect(table.add.schema).toEqual({ tags: ['things'], ...thingSchemas.add })
    expect(Object.keys(table)).toEqual(['list', 'add', 'remove', 'file'])
  })

  it('take their types from the contract entry of the same key', () => {
    expectTypeOf<EndpointInput<typeof things.list>>().toEqualTypeOf<
      { params?: never } & { query?: { q?: string } } & { body?: never }
    >()
    expectTypeOf<EndpointResponse<typeof things.list>>().toEqualTypeOf<
      { id: number; name: string }[]
    >()
    expectTypeOf<EndpointInput<typeof things.add>['body']>().toEqualTypeOf<{ name: string }>()
    expectTypeOf<EndpointResponse<typeof things.add>>().toEqualTypeOf<{
      id: number
      name: string
    }>()
    // 204 and an answer of any shape (a file) say nothing a caller could use.
    expectTypeOf<EndpointResponse<typeof things.remove>>().toEqualTypeOf<unknown>()
    expectTypeOf<EndpointResponse<typeof things.file>>().toEqualTypeOf<unknown>()
  })

  it('name exactly the keys of the contract', () => {
    // @ts-expect-error -- `file` is left out
    endpoints<typeof thingSchemas>({ list: 'GET /a', add: 'POST /a', remove: 'DELETE /a/:id' })
    endpoints<typeof thingSchemas>({
      list: 'GET /a',
      add: 'POST /a',
      remove: 'DELETE /a/:id',
      file: 'GET /a/:id',
      // @ts-expect-error -- the contract has no `extra`
      extra: 'GET /b',
    })
    // @ts-expect-error -- a route line starts with its method
    endpoints<{ one: object }>({ one: '/api/one' })
  })

  it('fill path parameters, encoded', () => {
    expect(pathOf('/api/notes/:id/links/:name', { id: 5, name: 'a b/c' })).toBe(
      '/api/notes/5/links/a%20b%2Fc',
    )
    expect(pathOf('/api/plain')).toBe('/api/plain')
    expect(() => pathOf('/api/notes/:id', {})).toThrow('missing :id')
  })

  it('write a query string without undefined or null values, arrays repeated', () => {
    expect(searchOf({ q: 'a&b', limit: 5, before: undefined, tag: ['x', 'y'], n: null })).toBe(
      '?q=a%26b&limit=5&tag=x&tag=y',
    )
    expect(searchOf({})).toBe('')
    expect(searchOf()).toBe('')
  })
})
