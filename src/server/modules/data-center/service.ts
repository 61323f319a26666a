import { desc, eq } from 'drizzle-orm'
import type { AppServices } from '../../types'
import {
  HISTORY_LIMIT,
  RESULTS_LIMIT,
  type DataQueryInput,
  type QueryRecord,
  type QueryResult,
} from '@/shared/data-center'
import type { ScoredPassage } from '../../ai/offline/knowledge'
import { AiError, collect, type ChatMessage } from '../../ai/provider'
import type { Db } from '../../db/open'
import { chatgptQueries } from '../../db/schema/index'
import type { Collection, CollectionHit } from './collections'

export { CollectionRegistry, type Collection } from './collections'

const SNIPPET = 220
const PROMPT_RECORD = 600

const clip = (text: string, length: number) =>
  text.length > length ? `${text.slice(0, length - 1).trimEnd()}…` : text

/** The prompt for a model: answer the question from these records only. */
export function groundedMessages(
  collection: Collection,
  query: string,
  hits: CollectionHit[],
): ChatMessage[] {
  const records = hits
    .map((hit, i) => `${i + 1}. ${hit.title}: ${clip(hit.text, PROMPT_RECORD)}`)
    .join('\n')
  return [
    {
      role: 'system',
      content: `You are the HumanCodex data center. Answer the question using only the records below, found in the collection "${collection.name}". Name the records you rely on. If they do not answer the question, say so plainly. Write plain text, a short paragraph or a short list.\n\nRecords:\n${records}`,
    },
    { role: 'user', content: query },
  ]
}

const toRecord = (row: typeof chatgptQueries.$inferSelect): QueryRecord => ({
  id: row.id,
  query: row.query,
  database: row.database,
  response: row.response,
  timestamp: row.createdAt.toISOString(),
  status: row.status,
  metadata: { resultsCount: row.resultsCount, processingTime: row.processingMs },
})

export type QueryOutcome =
  | { ok: true; result: QueryResult }
  | { ok: false; status: number; message: string; retryAfterSeconds?: number }

/**
 * Runs a question against one collection: full-text search, then an answer written by the AI
 * provider from the best records (the offline engine quotes them). Stored in the caller's
 * history whether the answer was written or the provider failed.
 */
export async function runQuery(
  app: AppServices,
  subject: string,
  collection: Collection,
  input: DataQueryInput,
): Promise<QueryOutcome> {
  const started = performance.now()
  const hits = await collection.search(input.query, RESULTS_LIMIT)
  let response: string
  let failure: AiError | undefined
  if (hits.length === 0) {
    response = `No records in ${collection.name} match "${input.query}". Try other words or another collection.`
  } else {
    const passages: ScoredPassage[] = hits.map((hit, i) => ({
      passage: { id: `hit:${i}`, title: hit.title, text: hit.text, kind: 'other' },
      score: hit.score,
      terms: [],
    }))
    try {
      const generation = app.ai.provider.generate(groundedMessages(collection, input.query, hits), {
        hints: { persona: 'agent-zero', facts: [], passages },
      })
      response = (await collect(generation)).text.trim()
    } catch (error) {
      if (!(error instanceof AiError)) throw error
      failure = error
      response = `The answer could not be written: ${error.message} ${hits.length} records matched; the best is "${hits[0]!.title}".`
    }
  }
  const [row] = await app.database.db
    .insert(chatgptQueries)
    .values({
      subject,
      database: collection.id,
      query: input.query,
      response,
      status: failure ? 'failed' : 'completed',
      resultsCount: hits.length,
      processingMs: Math.round(performance.now() - started),
    })
    .returning()
  if (failure) {
    return {
      ok: false,
      status: failure.status,
      message: failure.message,
      retryAfterSeconds: failure.retryAfterSeconds,
    }
  }
  return {
    ok: true,
    result: {
      ...toRecord(row!),
      results: hits.map((hit) => ({
        title: hit.title,
        snippet: clip(hit.text, SNIPPET),
        path: hit.path,
      })),
    },
  }
}

/** The caller's own questions, newest first. */
export async function queryHistory(db: Db, subject: string): Promise<QueryRecord[]> {
  const rows = await db
    .select()
    .from(chatgptQueries)
    .where(eq(chatgptQueries.subject, subject))
    .orderBy(desc(chatgptQueries.id))
    .limit(HISTORY_LIMIT)
  return rows.map(toRecord)
}
