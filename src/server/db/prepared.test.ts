import { describe, expect, it, vi } from 'vitest'
import type { Db } from './open'
import { preparedStatement } from './prepared'

describe('preparedStatement', () => {
  it('builds once per database and keeps databases apart', () => {
    const build = vi.fn((db: Db) => ({ for: db }))
    const statement = preparedStatement(build)
    const one = {} as Db
    const two = {} as Db
    expect(statement(one)).toBe(statement(one))
    expect(statement(two).for).toBe(two)
    expect(build).toHaveBeenCalledTimes(2)
  })
})
