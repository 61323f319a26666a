import { DrizzleQueryError } from 'drizzle-orm/errors'
import { describe, expect, it } from 'vitest'
import { isDatabaseUnavailable } from './unavailable'

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code })

describe('isDatabaseUnavailable', () => {
  it('knows a restart, a shutdown, an ended session and a cut or refused connection', () => {
    for (const error of [
      withCode('57P01', 'terminating connection due to administrator command'),
      withCode('57P02'),
      withCode('57P03', 'the database system is starting up'),
      withCode('08006'),
      withCode('ECONNREFUSED'),
      withCode('ECONNRESET'),
      new Error('Connection terminated unexpectedly'),
      new Error('Client has encountered a connection error and is not queryable'),
      new Error('timeout exceeded when trying to connect'),
    ]) {
      expect(isDatabaseUnavailable(error), error.message).toBe(true)
    }
  })

  it('follows the cause Drizzle and others wrap the driver’s error in', () => {
    const driver = new Error('Connection terminated unexpectedly')
    expect(isDatabaseUnavailable(new DrizzleQueryError('select 1', [], driver))).toBe(true)
    const deep = new Error('outer', { cause: new Error('middle', { cause: withCode('57P01') }) })
    expect(isDatabaseUnavailable(deep)).toBe(true)
  })

  it('leaves a statement’s own faults, and anything else, alone', () => {
    for (const error of [
      withCode('23505', 'duplicate key value violates unique constraint'),
      withCode('42P01', 'relation does not exist'),
      withCode('57014', 'canceling statement due to statement timeout'),
      new TypeError('x is undefined'),
      null,
      undefined,
      'Connection terminated',
    ]) {
      expect(isDatabaseUnavailable(error)).toBe(false)
    }
    // A cycle of causes ends.
    const a: { cause?: unknown } = new Error('a')
    a.cause = a
    expect(isDatabaseUnavailable(a)).toBe(false)
  })
})
