import { z } from 'zod'

const counts = {
  passed: z.number().int().nonnegative(),
  failed: z.number().int().nonnegative(),
  skipped: z.number().int().nonnegative(),
}

/** The last full test run on this machine, as `npm test` records it (scripts/summarize-tests.mjs). */
export const TestSummarySchema = z.object({
  finishedAt: z.iso.datetime(),
  ...counts,
  suites: z.array(z.object({ name: z.string().min(1).max(64), ...counts })).max(20),
})
export type TestSummary = z.infer<typeof TestSummarySchema>

/** What the server has: the summary, or null when no run was recorded where it runs. */
export const TestSummaryResponseSchema = z.object({ summary: TestSummarySchema.nullable() })
export type TestSummaryResponse = z.infer<typeof TestSummaryResponseSchema>
