import { describe, expect, it } from 'vitest'
import { readLoad } from './load'

describe('reading the load average', () => {
  it('gives the machine total, its share per core and what that means', () => {
    expect(readLoad(22, 2)).toEqual({
      total: '22.0',
      perCore: '11.0 per core',
      cores: '2 cores',
      verdict: 'work is waiting',
    })
    expect(readLoad(2.2, 2)).toMatchObject({ total: '2.2', perCore: '1.1 per core' })
    expect(readLoad(2.2, 2).verdict).toBe('work is waiting')
    expect(readLoad(1.7, 2).verdict).toBe('nearly full')
    expect(readLoad(2, 2).verdict).toBe('nearly full')
    expect(readLoad(0.5, 4)).toEqual({
      total: '0.5',
      perCore: '0.1 per core',
      cores: '4 cores',
      verdict: 'room to spare',
    })
  })

  it('names one core in the singular and never divides by none', () => {
    expect(readLoad(0.3, 1).cores).toBe('1 core')
    expect(readLoad(3, 0)).toMatchObject({ perCore: '3.0 per core', cores: '1 core' })
    expect(readLoad(-1, 2).total).toBe('0.0')
  })
})
