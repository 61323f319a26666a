import { describe, expect, it } from 'vitest'
import { batches } from './batches'

describe('batches', () => {
  it('cuts by count and by weight, an item heavier than the limit alone', () => {
    const length = (text: string) => text.length
    expect(batches(['a', 'b', 'c', 'd', 'e'], 2, 100, length)).toEqual([
      ['a', 'b'],
      ['c', 'd'],
      ['e'],
    ])
    expect(batches(['aa', 'bb', 'cccccc', 'd', 'e'], 10, 4, length)).toEqual([
      ['aa', 'bb'],
      ['cccccc'],
      ['d', 'e'],
    ])
    expect(batches([], 10, 4, length)).toEqual([])
  })
})
