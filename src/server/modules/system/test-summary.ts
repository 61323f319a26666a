import fs from 'node:fs/promises'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  TestSummaryResponseSchema,
  TestSummarySchema,
  type TestSummary,
} from '@/shared/test-summary'

/**
 * The summary `npm test` left at `file`, or null when there is none or it is not one: the
 * development screen then says that no run was recorded rather than show a figure.
 */
export async function readTestSummary(file: string): Promise<TestSummary | null> {
  let text: string
  try {
    text = await fs.readFile(file, 'utf8')
  } catch {
    return null
  }
  try {
    const parsed = TestSummarySchema.safeParse(JSON.parse(text))
    return parsed.success ? parsed.data : null
  } catch {
    return null
  }
}

export const testSummaryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/system/test-summary',
    {
      schema: {
        tags: ['system'],
        summary: 'The counts of the last `npm test` run recorded where this server runs, or null',
        response: { 200: TestSummaryResponseSchema },
      },
    },
    async () => ({ summary: await readTestSummary(app.config.testSummaryFile) }),
  )
}
