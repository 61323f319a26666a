import fs from 'node:fs'
import { createRequire } from 'node:module'
import type { Page } from 'playwright-core'

const axeSource = fs.readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
)

/** The impacts that fail a screen. */
export const BLOCKING_IMPACTS = ['serious', 'critical']

export interface AxeViolation {
  id: string
  impact: string | null
  help: string
  targets: string[]
  /** The start of the first element's markup. */
  html: string
}

interface AxeResults {
  violations: {
    id: string
    impact?: string | null
    help: string
    nodes: { target: unknown[]; html: string }[]
  }[]
}

declare const axe: {
  run(context: unknown, options: unknown): Promise<AxeResults>
}

/** Runs axe-core on the page as it stands and returns its serious and critical violations. */
export async function blockingViolations(page: Page): Promise<AxeViolation[]> {
  const loaded = await page.evaluate(() => typeof (window as { axe?: unknown }).axe === 'object')
  // Evaluated, not added as a <script>: the page's CSP (script-src 'self') governs the page's
  // own scripts, not what the test runs in it, so the page is checked under its real policy.
  if (!loaded) await page.evaluate(axeSource)
  const results = await page.evaluate(() => axe.run(document, { resultTypes: ['violations'] }))
  return results.violations
    .filter((violation) => BLOCKING_IMPACTS.includes(violation.impact ?? ''))
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact ?? null,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.map(String).join(' ')),
      html: violation.nodes[0]?.html.slice(0, 160) ?? '',
    }))
}

/** One line per violation: rule, impact, how many elements and the first few of them. */
export function describeViolations(where: string, violations: AxeViolation[]): string[] {
  return violations.map(
    (violation) =>
      `${where}: ${violation.id} (${violation.impact}, ${violation.targets.length}×) ` +
      `${violation.help} — ${violation.targets.slice(0, 3).join(' | ')} — ${violation.html}`,
  )
}
