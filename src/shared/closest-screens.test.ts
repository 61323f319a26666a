import { describe, expect, it } from 'vitest'
import { closestScreens } from './closest-screens'

describe('closestScreens', () => {
  it('offers the screens nearest a query that found nothing', () => {
    expect(closestScreens('bookstor shop').map((entry) => entry.path)).toContain('/bookstore')
    expect(closestScreens('acount setings')[0]?.path).toBe('/account')
  })

  it('offers nothing for a query with no letters or nothing near', () => {
    expect(closestScreens('!!!')).toEqual([])
    expect(closestScreens('qzxj')).toEqual([])
  })

  it('offers live screens with a page of their own, at most as many as asked', () => {
    const found = closestScreens('board messages', 2)
    expect(found.length).toBeLessThanOrEqual(2)
    for (const entry of found) expect(entry.live && !entry.redirectTo).toBe(true)
  })
})
