import fs from 'node:fs/promises'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { systemContract } from '@/shared/contract/system'
import { TestSummarySchema, type TestSummary } from '@/shared/test-summary'
import { route } from '../../route'

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
  route(app, systemContract.testSummary, { access: 'public' }, async () => ({
    summary: await readTestSummary(app.config.testSummaryFile),
  }))
}
