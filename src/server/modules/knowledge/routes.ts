import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { academicDomains } from '@content/academic-domains'
import { ErrorResponseSchema } from '@/shared/errors'
import {
  GithubDomainsSchema,
  KnowledgeDocumentSchema,
  KnowledgeDocumentsQuerySchema,
  KnowledgeStatsSchema,
  MassEvolutionSchema,
  SeekProgressSchema,
  SeekResultSchema,
  VerifySystemSchema,
} from '@/shared/knowledge'
import { knowledgeDocuments } from '../../db/schema/index'
import { requireAdmin } from '../auth/guards'
import { GithubRateLimited } from './github-client'
import { observe } from '../observer/service'
import {
  KnowledgeSeeker,
  knowledgeStats,
  listDocuments,
  massEvolution,
  verifySystem,
} from './service'

export const knowledgeRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db
  const seeker = new KnowledgeSeeker(app)
  const tags = ['knowledge']

  // Gathered documents join the AI engine's retrieval.
  await app.ai.knowledge.addSource({
    name: 'knowledge-documents',
    load: async () =>
      (await db.select().from(knowledgeDocuments)).map((doc) => ({
        id: `knowledge:${doc.id}`,
        title: `${doc.title} (${doc.domain})`,
        text: `${doc.description} ${doc.content}`.slice(0, 4000),
        path: `/ai-analysis-research?doc=${doc.id}`,
        kind: 'other' as const,
      })),
  })

  app.get(
    '/api/knowledge/stats',
    {
      schema: {
        tags,
        summary: 'Documents per domain and per priority',
        response: { 200: KnowledgeStatsSchema },
      },
    },
    async () => knowledgeStats(db),
  )

  app.get(
    '/api/knowledge/github-domains',
    {
      schema: {
        tags,
        summary: 'The academic domains the seeker searches',
        response: { 200: GithubDomainsSchema },
      },
    },
    async () => ({
      totalDomains: academicDomains.length,
      availableDomains: academicDomains,
      searchCapacity: `${academicDomains.length} domains × 2 search terms × 3 repositories per run${app.config.github.token ? ' (authenticated)' : ' (unauthenticated: 10 searches a minute)'}`,
      expectedOutput: `Up to ${academicDomains.length * 6} README documents per run, deduplicated by repository`,
    }),
  )

  app.get(
    '/api/knowledge/verify-system',
    {
      schema: {
        tags,
        summary: 'Document count, coverage and evolution metrics',
        response: { 200: VerifySystemSchema },
      },
    },
    async () => verifySystem(app),
  )

  app.get(
    '/api/knowledge/seek-status',
    {
      schema: {
        tags,
        summary: 'Progress of the running seek',
        response: { 200: SeekProgressSchema },
      },
    },
    async () => seeker.progress,
  )

  app.post(
    '/api/knowledge/seek-github',
    {
      // Hundreds of GitHub searches on the server's token: an operator action.
      preValidation: requireAdmin(app, { what: 'search GitHub for knowledge' }),
      schema: {
        tags,
        summary: 'Search GitHub per domain and store READMEs as knowledge documents',
        body: z.object({}).passthrough().nullish(),
        response: {
          200: SeekResultSchema,
          401: ErrorResponseSchema,
          403: ErrorResponseSchema,
          409: ErrorResponseSchema,
          502: ErrorResponseSchema,
          503: ErrorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      if (seeker.progress.running)
        return reply.status(409).send({ message: 'A knowledge seek is already running.' })
      try {
        return { data: await seeker.seek() }
      } catch (error) {
        if (error instanceof GithubRateLimited) {
          request.log.warn({ resetAt: error.resetAt }, 'knowledge seek refused: GitHub rate limit')
          await observe(app, {
            type: 'knowledge-run',
            status: 'failed',
            data: { reason: 'rate-limited' },
            observation: 'Knowledge seek stopped: the GitHub rate limit is used up.',
          })
          const seconds = error.resetAt
            ? Math.max(1, Math.ceil((error.resetAt.getTime() - Date.now()) / 1000))
            : 60
          const until = error.resetAt
            ? ` until ${error.resetAt.toISOString().slice(11, 16)} UTC`
            : ''
          const token = app.config.github.token ? '' : ', or set GITHUB_TOKEN for a higher limit'
          return reply
            .status(503)
            .header('retry-after', String(seconds))
            .send({
              message: `GitHub's rate limit for this server is used up${until}. Try again later${token}.`,
            })
        }
        request.log.warn({ err: error }, 'knowledge seek failed')
        await observe(app, {
          type: 'knowledge-run',
          status: 'failed',
          data: { reason: 'unreachable' },
          observation: 'Knowledge seek could not reach GitHub.',
        })
        return reply.status(502).send({
          message: `GitHub could not be reached at ${new URL(app.config.github.apiUrl).host}.`,
        })
      }
    },
  )

  app.post(
    '/api/knowledge/mass-evolution',
    {
      preValidation: requireAdmin(app, { what: 'run AI deep processing' }),
      schema: {
        tags,
        summary: 'Connect documents across domains through shared concepts',
        body: z.object({}).passthrough().nullish(),
        response: { 200: MassEvolutionSchema, 401: ErrorResponseSchema, 403: ErrorResponseSchema },
      },
    },
    async () => {
      const summary = await massEvolution(db)
      await observe(app, {
        type: 'knowledge-evolution',
        data: summary,
        observation: `Deep processing connected ${summary.evolutionaryLeapsIdentified} concept(s) across ${summary.totalProcessed} document(s).`,
      })
      return {
        message: summary.totalProcessed
          ? `Processed ${summary.totalProcessed} new document(s).`
          : 'Every document was already processed.',
        summary,
      }
    },
  )

  app.get(
    '/api/knowledge/documents',
    {
      schema: {
        tags,
        summary: 'Knowledge documents by domain, with full-text search',
        querystring: KnowledgeDocumentsQuerySchema,
        response: { 200: z.array(KnowledgeDocumentSchema), 400: ErrorResponseSchema },
      },
    },
    async (request) => listDocuments(db, request.query),
  )
}
