import { get, post } from '../endpoint'
import type {
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

/** The Knowledge Seeker: GitHub READMEs per academic domain, and what the domains share. */
export const knowledgeEndpoints = {
  stats: get<{ response: typeof KnowledgeStatsSchema }>('/api/knowledge/stats'),
  githubDomains: get<{ response: typeof GithubDomainsSchema }>('/api/knowledge/github-domains'),
  verifySystem: get<{ response: typeof VerifySystemSchema }>('/api/knowledge/verify-system'),
  seekStatus: get<{ response: typeof SeekProgressSchema }>('/api/knowledge/seek-status'),
  seekGithub: post<{ body: typeof KnowledgeActionBodySchema; response: typeof SeekResultSchema }>(
    '/api/knowledge/seek-github',
  ),
  massEvolution: post<{
    body: typeof KnowledgeActionBodySchema
    response: typeof MassEvolutionSchema
  }>('/api/knowledge/mass-evolution'),
  documents: get<{
    query: typeof KnowledgeDocumentsQuerySchema
    response: typeof KnowledgeDocumentListSchema
  }>('/api/knowledge/documents'),
}
