import { describe, expect, it } from 'vitest'
import { compileLoreKey, MAX_PATTERN_LENGTH, MAX_WORK_PER_TEST } from './lore-pattern'

const run = (key: string, text: string, caseSensitive = false) => {
  const pattern = compileLoreKey(key, caseSensitive)
  if (typeof pattern === 'string') throw new Error(pattern)
  return pattern.test(text)
}

describe('compileLoreKey', () => {
  it('reads /pattern/flags and bare patterns, case-insensitive unless asked', () => {
    expect(run('/lamp(s)?\\b/i', 'two LAMPS')).toBe(true)
    expect(run('/lamp/', 'LAMP')).toBe(false)
    expect(run('/lamp/gy', 'lamp')).toBe(true)
    expect(run('^storm', 'Storm coming')).toBe(true)
    expect(run('^storm', 'Storm coming', true)).toBe(false)
    expect(run('/^storm/m', 'calm\nstorm')).toBe(true)
    expect(run('/a.b/s', 'a\nb')).toBe(true)
    expect(run('(?<name>dragon)', 'a dragon')).toBe(true)
  })

  it('refuses what a linear-time engine cannot run, saying why', () => {
    expect(compileLoreKey('a(?=b)', false)).toMatch(/lookarounds/)
    expect(compileLoreKey('(a)\\1', false)).toMatch(/backreferences/)
    expect(compileLoreKey('/lamp/x', false)).toMatch(/flag we do not know \("x"\)/)
    expect(compileLoreKey('a'.repeat(MAX_PATTERN_LENGTH + 1), false)).toMatch(/longer than/)
    expect(compileLoreKey('(a{1000}){1000}', false)).toMatch(/not a pattern we can run/)
    expect(compileLoreKey('.{0,900}', false)).toMatch(/too costly/)
  })

  it('bounds one test by the pattern’s size: a long message is read from its end', () => {
    const pattern = compileLoreKey('(a|b)*a(a|b){15}c', false)
    if (typeof pattern === 'string') throw new Error(pattern)
    expect(pattern.scanLength).toBeLessThan(MAX_WORK_PER_TEST / 20)
    const text = `c${'ab'.repeat(50_000)}aaaaaaaaaaaaaaaaac`
    const started = performance.now()
    expect(pattern.test(text)).toBe(true)
    expect(pattern.test(`${'ab'.repeat(50_000)}`)).toBe(false)
    // The shape that makes RE2JS build a DFA state per character: about 1 µs a unit at worst.
    expect(performance.now() - started).toBeLessThan(1_000)
  })

  it('keeps one compiled pattern per key and flags', () => {
    expect(compileLoreKey('lamp', false)).toBe(compileLoreKey('lamp', false))
    expect(compileLoreKey('lamp', false)).not.toBe(compileLoreKey('lamp', true))
  })
})
