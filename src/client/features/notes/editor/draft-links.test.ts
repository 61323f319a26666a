import { describe, expect, it } from 'vitest'
import type { NoteSummary } from '@/shared/notes'
import { resolveTyped } from './draft-links'

const summary = (id: number, title: string, path: string, modified: string) =>
  ({ id, title, path, modified, vault: 'v' }) as NoteSummary

describe('resolveTyped', () => {
  it('picks the newest note the target names, by title, path or file name', () => {
    const matches = [
      summary(1, 'Plan', 'Plan.md', '2026-11-01T00:00:00.000Z'),
      summary(2, 'Plans for later', 'later/Plan.md', '2026-11-02T00:00:00.000Z'),
      summary(3, 'Plan b', 'Plan b.md', '2026-11-03T00:00:00.000Z'),
    ]
    expect(resolveTyped('v', 'plan', matches)).toEqual({
      target: 'plan',
      id: 2,
      title: 'Plans for later',
    })
    expect(resolveTyped('v', 'Plan.md', matches)).toEqual({
      target: 'Plan.md',
      id: null,
      title: null,
    })
  })

  it('breaks a tie of times by the higher id, and names no note of another vault', () => {
    const at = '2026-11-01T00:00:00.000Z'
    const matches = [summary(4, 'Twin', 'a/Twin.md', at), summary(9, 'Twin', 'b/Twin.md', at)]
    expect(resolveTyped('v', 'twin', matches).id).toBe(9)
    expect(resolveTyped('w', 'twin', matches).id).toBeNull()
  })
})
