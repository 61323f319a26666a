/** Every knowledge query key starts with its endpoint. */
export const knowledgeKeys = {
  stats: ['/api/knowledge/stats'] as const,
  domains: ['/api/knowledge/github-domains'] as const,
  verify: ['/api/knowledge/verify-system'] as const,
  seekStatus: ['/api/knowledge/seek-status'] as const,
  documents: (domain: string, query: string) =>
    ['/api/knowledge/documents', { domain, query }] as const,
}

export const isKnowledgeKey = (key: readonly unknown[]) =>
  String(key[0]).startsWith('/api/knowledge/')
