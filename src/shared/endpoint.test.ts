import { describe, expect, it } from 'vitest'
import { get, pathOf, post, read, searchOf } from './endpoint'

describe('endpoint descriptors', () => {
  it('carry their method and path, nothing else at run time', () => {
    expect(get('/api/x')).toEqual({ method: 'GET', path: '/api/x' })
    expect(post('/api/x/:id')).toEqual({ method: 'POST', path: '/api/x/:id' })
    expect(read('/api/x')).toEqual({ method: 'GET', path: '/api/x' })
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
