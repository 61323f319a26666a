import type { knowledgeSchemas } from '../contract/knowledge'
import { endpoints } from '../endpoint'

/** The Knowledge Seeker: GitHub READMEs per academic domain, and what the domains share. */
export const knowledgeEndpoints = endpoints<typeof knowledgeSchemas>({
  stats: 'GET /api/knowledge/stats',
  githubDomains: 'GET /api/knowledge/github-domains',
  verifySystem: 'GET /api/knowledge/verify-system',
  seekStatus: 'GET /api/knowledge/seek-status',
  seekGithub: 'POST /api/knowledge/seek-github',
  massEvolution: 'POST /api/knowledge/mass-evolution',
  documents: 'GET /api/knowledge/documents',
})
