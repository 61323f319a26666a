import { errors, operation } from '../endpoint-schema'
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

const tags = ['knowledge']

export const knowledgeContract = {
  stats: operation(knowledgeEndpoints.stats, {
    tags,
    summary: 'Documents per domain and per priority',
    response: { 200: KnowledgeStatsSchema },
  }),
  githubDomains: operation(knowledgeEndpoints.githubDomains, {
    tags,
    summary: 'The academic domains the seeker searches',
    response: { 200: GithubDomainsSchema },
  }),
  verifySystem: operation(knowledgeEndpoints.verifySystem, {
    tags,
    summary: 'Document count, coverage and evolution metrics',
    response: { 200: VerifySystemSchema },
  }),
  seekStatus: operation(knowledgeEndpoints.seekStatus, {
    tags,
    summary: 'Progress of the running seek',
    response: { 200: SeekProgressSchema },
  }),
  seekGithub: operation(knowledgeEndpoints.seekGithub, {
    tags,
    summary: 'Search GitHub per domain and store READMEs as knowledge documents',
    body: KnowledgeActionBodySchema,
    response: { 200: SeekResultSchema, ...errors(409, 502, 503) },
  }),
  massEvolution: operation(knowledgeEndpoints.massEvolution, {
    tags,
    summary: 'Connect documents across domains through shared concepts',
    body: KnowledgeActionBodySchema,
    response: { 200: MassEvolutionSchema },
  }),
  documents: operation(knowledgeEndpoints.documents, {
    tags,
    summary: 'Knowledge documents by domain, with full-text search',
    querystring: KnowledgeDocumentsQuerySchema,
    response: { 200: KnowledgeDocumentListSchema, ...errors(400) },
  }),
}
