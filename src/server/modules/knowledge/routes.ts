import { plural } from '@/shared/plural'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { academicDomains } from '@content/academic-domains'
import { knowledgeContract } from '@/shared/contract/knowledge'
import { route } from '../../route'
import { observe } from '../observer/service'
import { GithubRateLimited } from './github-client'
import {
  KnowledgeSeeker,
  knowledgeSourceEntries,
  knowledgeStats,
  listDocuments,
  massEvolution,
  verifySystem,
} from './service'

export const knowledgeRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db
  const seeker = new KnowledgeSeeker(app)

  // Gathered documents join the AI engine's retrieval.
  await app.ai.knowledge.addSource({
    name: 'knowledge-documents',
    load: () => knowledgeSourceEntries(db),
  })

  route(app, knowledgeContract.stats, { access: 'public' }, async () => knowledgeStats(db))

  route(app, knowledgeContract.githubDomains, { access: 'public' }, async () => ({
    totalDomains: academicDomains.length,
    availableDomains: academicDomains,
    searchCapacity: `${academicDomains.length} domains × 2 search terms × 3 repositories per run${app.config.github.token ? ' (authenticated)' : ' (unauthenticated: 10 searches a minute)'}`,
    expectedOutput: `Up to ${academicDomains.length * 6} README documents per run, deduplicated by repository`,
  }))

  route(app, knowledgeContract.verifySystem, { access: 'public' }, async () => verifySystem(app))

  route(app, knowledgeContract.seekStatus, { access: 'public' }, async () => seeker.progress)

  route(
    app,
    knowledgeContract.seekGithub, // Hundreds of GitHub searches on the server's token: an operator action.
    { access: 'admin', what: 'search GitHub for knowledge' },
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

  route(
    app,
    knowledgeContract.massEvolution,
    { access: 'admin', what: 'run AI deep processing' },
    async () => {
      const summary = await massEvolution(db)
      await observe(app, {
        type: 'knowledge-evolution',
        data: summary,
        observation: `Deep processing connected ${plural(summary.evolutionaryLeapsIdentified, 'concept')} across ${plural(summary.totalProcessed, 'document')}.`,
      })
      return {
        message: summary.totalProcessed
          ? `Processed ${plural(summary.totalProcessed, 'new document')}.`
          : 'Every document was already processed.',
        summary,
      }
    },
  )

  route(app, knowledgeContract.documents, { access: 'public' }, async (request) =>
    listDocuments(db, request.query),
  )
}
