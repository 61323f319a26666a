import { describe, expect, it } from 'vitest'
import { parseCapabilities } from './capabilities'

describe('parseCapabilities', () => {
  it('trims, drops blanks and repeats in any case, keeps at most eight', () => {
    expect(parseCapabilities(' Search , ,summaries, search')).toEqual(['Search', 'summaries'])
    expect(parseCapabilities('a1,b1,c1,d1,e1,f1,g1,h1,i1')).toHaveLength(8)
    expect(parseCapabilities('')).toEqual([])
  })
})
