import { contract, errors, read, schemas } from '../endpoint-schema'
import { knowledgeEndpoints } from '../endpoints/knowledge'
import * as knowledge from '../knowledge'

export const knowledgeSchemas = schemas({
  stats: read('Documents per domain and per priority', knowledge.KnowledgeStatsSchema),
  githubDomains: read('The academic domains the seeker searches', knowledge.GithubDomainsSchema),
  verifySystem: read(
    'Document count, coverage and evolution metrics',
    knowledge.VerifySystemSchema,
  ),
  seekStatus: read('Progress of the running seek', knowledge.SeekProgressSchema),
  seekGithub: {
    cost: 'model',
    summary: 'Search GitHub per domain and store READMEs as knowledge documents',
    body: knowledge.KnowledgeActionBodySchema,
    response: { 200: knowledge.SeekResultSchema, ...errors(409, 502, 503) },
  },
  massEvolution: {
    cost: 'model',
    summary: 'Connect documents across domains through shared concepts',
    body: knowledge.KnowledgeActionBodySchema,
    response: { 200: knowledge.MassEvolutionSchema },
  },
  documents: {
    summary: 'Knowledge documents by domain, with full-text search',
    querystring: knowledge.KnowledgeDocumentsQuerySchema,
    response: { 200: knowledge.KnowledgeDocumentListSchema },
  },
})

export const knowledgeContract = contract('knowledge', knowledgeEndpoints, knowledgeSchemas)
