import { describe, expect, it } from 'vitest'
import { openFilesLimit, streamCapFor, StreamLimits } from './stream-limits'

const LIMITS = `Limit                     Soft Limit           Hard Limit           Units
Max open files            1024                 524288               files
`

describe('stream caps', () => {
  it('reads the soft open-files limit, and assumes 1024 when it cannot', () => {
    expect(openFilesLimit(LIMITS)).toBe(1024)
    expect(openFilesLimit('nothing here')).toBe(1024)
  })

  it('leaves half the files, and at least 384, to everything else', () => {
    expect(streamCapFor(1024)).toBe(512)
    expect(streamCapFor(512)).toBe(128)
    expect(streamCapFor(256)).toBe(8)
    expect(streamCapFor(1_048_576)).toBe(10_000)
  })

  it('counts per address and in all, and frees a place once', () => {
    const limits = new StreamLimits(2, 3)
    const a1 = limits.admit('a')
    const a2 = limits.admit('a')
    expect(limits.admit('a')).toMatchObject({ ok: false })
    const b1 = limits.admit('b')
    expect(limits.admit('c')).toMatchObject({ ok: false })
    expect([a1.ok, a2.ok, b1.ok]).toEqual([true, true, true])
    if (a1.ok) {
      a1.release()
      a1.release()
    }
    expect(limits.open).toBe(2)
    expect(limits.admit('a').ok).toBe(true)
  })
})
