import { QueryState } from '@/client/components/query-state'
import { useTestSummary } from './api/get-test-summary'

const suiteNames: Record<string, string> = {
  pglite: 'unit and API (PGlite)',
  postgres: 'API (PostgreSQL)',
  reliability: 'reliability and security',
  e2e: 'end-to-end (browser)',
}

const number = (value: number) => value.toLocaleString('en-GB')

/**
 * The passing-test counts of the last `npm test` run recorded where this server runs, as the
 * test script wrote them; says so plainly when no run was recorded here.
 */
export function TestRunSummary() {
  const query = useTestSummary()
  return (
    <section
      aria-label="Tests"
      className="rounded-lg border border-border bg-card/40 p-4"
      aria-busy={query.isPending}
    >
      <h3 className="text-sm text-muted-foreground">Tests passing</h3>
      <QueryState
        query={query}
        loading="Reading the last test run…"
        errorLead="The test counts could not be read"
        className="mt-1"
        isEmpty={(data) => !data.summary}
        empty={
          <p className="mt-1 text-sm">
            No test run recorded on this server. Running <code>npm test</code> where it runs records
            one.
          </p>
        }
      >
        {({ summary }) =>
          summary && (
            <>
              <p className="mt-1 font-display text-2xl font-semibold tabular-nums">
                {number(summary.passed)}{' '}
                <span className="text-base text-muted-foreground">
                  of {number(summary.passed + summary.failed)}
                </span>
              </p>
              <p className="mt-1 text-xs text-muted-foreground">
                Last run{' '}
                <time dateTime={summary.finishedAt}>
                  {new Date(summary.finishedAt).toLocaleString('en-GB', {
                    dateStyle: 'medium',
                    timeStyle: 'short',
                  })}
                </time>
                : {number(summary.failed)} failed, {number(summary.skipped)} skipped.
              </p>
              <ul aria-label="Test suites" className="mt-2 grid gap-1 text-xs sm:grid-cols-2">
                {summary.suites.map((suite) => (
                  <li key={suite.name} className="tabular-nums">
                    {suiteNames[suite.name] ?? suite.name}: {number(suite.passed)} passed
                    {suite.failed ? `, ${number(suite.failed)} failed` : ''}
                  </li>
                ))}
              </ul>
            </>
          )
        }
      </QueryState>
    </section>
  )
}
