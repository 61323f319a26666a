import { integrations, type Integration } from '@content/integration-matrix'
import { describe, expect, it } from 'vitest'
import type { CheckResult } from '@/shared/observer'
import { integrationState } from './integration-state'

const db: Integration = {
  id: 'database',
  name: 'Database',
  connects: 'x',
  level: 'complete',
  checks: ['database', 'vaults'],
}
const result = (id: string, passed: boolean): CheckResult => ({
  id,
  name: id,
  passed,
  detail: passed ? 'fine' : 'broken',
  durationMs: 1,
})

describe('integration states', () => {
  it('holds nine integrations, only the ChatGPT portals partial (docs/product/dashboards-and-operations.md)', () => {
    expect(integrations).toHaveLength(9)
    expect(integrations.filter((i) => i.level === 'partial').map((i) => i.id)).toEqual([
      'chatgpt-portals',
    ])
  })

  it('comes from the checks the server knows', () => {
    const known = new Set(['database'])
    expect(integrationState(db, known, undefined)).toEqual({ kind: 'checking' })
    expect(integrationState(db, known, [result('database', true)])).toEqual({
      kind: 'ok',
      level: 'complete',
      checked: [result('database', true)],
    })
    expect(integrationState(db, known, [result('database', false)])).toEqual({
      kind: 'failing',
      failed: [result('database', false)],
    })
    expect(integrationState(db, known, [result('other', true)])).toEqual({ kind: 'checking' })
  })

  it('keeps its level when no check exists for it', () => {
    const portals = integrations.find((i) => i.id === 'chatgpt-portals')!
    expect(integrationState(portals, new Set(['database']), [])).toEqual({
      kind: 'ok',
      level: 'partial',
      checked: [],
    })
    expect(integrationState(db, new Set(), undefined)).toEqual({
      kind: 'ok',
      level: 'complete',
      checked: [],
    })
  })
})
