import type { CheckResult } from '@/shared/observer'
import type { AppServices } from '../../types'

export interface TruthCheckLine {
  id: string
  name: string
  passed: boolean
  detail: string
}

/**
 * Truth Check: the live checks the platform can answer for right now, each with its outcome. The
 * server's own readiness first, then every integrity check run afresh (runs asked at the same
 * moment share one).
 */
export async function runTruthCheck(app: AppServices): Promise<TruthCheckLine[]> {
  const readiness: TruthCheckLine = {
    id: 'readiness',
    name: 'Server accepting requests',
    passed: !app.lifecycle.shuttingDown,
    detail: app.lifecycle.shuttingDown
      ? 'the server is shutting down'
      : `up for ${Math.round(process.uptime())} s`,
  }
  const results: CheckResult[] = await app.integrity.recent(0)
  return [
    readiness,
    ...results.map(({ id, name, passed, detail }) => ({ id, name, passed, detail })),
  ]
}

/** The answer: a count, then one Markdown line per check with its status and what it saw. */
export function truthCheckMessage(lines: TruthCheckLine[]): string {
  const passed = lines.filter((line) => line.passed).length
  const head =
    passed === lines.length
      ? `Truth check: **all ${lines.length} checks passed**.`
      : `Truth check: **${lines.length - passed} of ${lines.length} checks failed**.`
  const list = lines.map(
    (line) => `- **${line.name}**: ${line.passed ? 'passed' : 'FAILED'} (${line.detail})`,
  )
  return [head, '', ...list].join('\n')
}
