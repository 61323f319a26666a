import { describe, expect, it } from 'vitest'
import { healthFacts as facts } from './health-facts'

describe('healthFacts', () => {
  it('says what /healthz and /readyz report, in words', () => {
    const said = facts(
      {
        status: 'ok',
        database: 'postgres',
        databaseLatencyMs: 3.456,
        uptimeSeconds: 3 * 3600 + 300,
      },
      { status: 'ready' },
    )
    expect(said.map((fact) => [fact.label, fact.value])).toEqual([
      ['Server', 'Working'],
      ['Database', 'PostgreSQL'],
      ['Running for', '3 h 5 min'],
      ['New requests', 'Accepted'],
    ])
    expect(said[1]!.detail).toBe('Answered a query in 3.5 ms.')
  })

  it('names the embedded database and an instance that is shutting down', () => {
    const said = facts(
      { status: 'ok', database: 'pglite', databaseLatencyMs: 40, uptimeSeconds: 12 },
      { status: 'shutting-down' },
    )
    expect(said[1]!.detail).toBe('Answered a query in 40 ms (built in, one instance).')
    expect(said[3]).toMatchObject({ value: 'Not accepted' })
    expect(said[3]!.detail).toMatch(/shutting down/)
  })

  it('waits for readiness without guessing', () => {
    const said = facts(
      { status: 'ok', database: 'pglite', databaseLatencyMs: 1, uptimeSeconds: 0 },
      undefined,
    )
    expect(said[3]!.value).toBe('Checking…')
    expect(said[2]!.value).toBe('0 s')
  })
})
