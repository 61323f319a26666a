import { get, post, read } from '../endpoint'
import type * as knowledge from '../knowledge'

/** The Knowledge Seeker: GitHub READMEs per academic domain, and what the domains share. */
export const knowledgeEndpoints = {
  stats: read<typeof knowledge.KnowledgeStatsSchema>('/api/knowledge/stats'),
  githubDomains: read<typeof knowledge.GithubDomainsSchema>('/api/knowledge/github-domains'),
  verifySystem: read<typeof knowledge.VerifySystemSchema>('/api/knowledge/verify-system'),
  seekStatus: read<typeof knowledge.SeekProgressSchema>('/api/knowledge/seek-status'),
  seekGithub: post<{
    body: typeof knowledge.KnowledgeActionBodySchema
    response: typeof knowledge.SeekResultSchema
  }>('/api/knowledge/seek-github'),
  massEvolution: post<{
    body: typeof knowledge.KnowledgeActionBodySchema
    response: typeof knowledge.MassEvolutionSchema
  }>('/api/knowledge/mass-evolution'),
  documents: get<{
    query: typeof knowledge.KnowledgeDocumentsQuerySchema
    response: typeof knowledge.KnowledgeDocumentListSchema
  }>('/api/knowledge/documents'),
}
