import { contract, errors, read } from '../endpoint-schema'
import { knowledgeEndpoints } from '../endpoints/knowledge'
import {
  GithubDomainsSchema,
  KnowledgeActionBodySchema,
  KnowledgeDocumentListSchema,
  KnowledgeDocumentsQuerySchema,
  KnowledgeStatsSchema,
  MassEvolutionSchema,
  SeekProgressSchema,
  SeekResultSchema,
  VerifySystemSchema,
} from '../knowledge'

export const knowledgeContract = contract('knowledge', knowledgeEndpoints, {
  stats: read('Documents per domain and per priority', KnowledgeStatsSchema),
  githubDomains: read('The academic domains the seeker searches', GithubDomainsSchema),
  verifySystem: read('Document count, coverage and evolution metrics', VerifySystemSchema),
  seekStatus: read('Progress of the running seek', SeekProgressSchema),
  seekGithub: {
    summary: 'Search GitHub per domain and store READMEs as knowledge documents',
    body: KnowledgeActionBodySchema,
    response: { 200: SeekResultSchema, ...errors(409, 502, 503) },
  },
  massEvolution: {
    summary: 'Connect documents across domains through shared concepts',
    body: KnowledgeActionBodySchema,
    response: { 200: MassEvolutionSchema },
  },
  documents: {
    summary: 'Knowledge documents by domain, with full-text search',
    querystring: KnowledgeDocumentsQuerySchema,
    response: { 200: KnowledgeDocumentListSchema, ...errors(400) },
  },
})
