import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { z } from 'zod'
import { apiRequest } from '@/client/lib/api-request'
import type { KnowledgeDocumentSchema } from '@/shared/knowledge'

export type KnowledgeDocument = z.infer<typeof KnowledgeDocumentSchema>

export const documentsQueryOptions = (domain: string, query: string) =>
  queryOptions({
    queryKey: ['/api/knowledge/documents', { domain, query }] as const,
    queryFn: ({ signal }) => {
      const params = new URLSearchParams()
      if (domain) params.set('domain', domain)
      if (query) params.set('query', query)
      const search = params.size ? `?${params}` : ''
      return apiRequest<KnowledgeDocument[]>(
        'GET',
        `/api/knowledge/documents${search}`,
        undefined,
        {
          signal,
        },
      )
    },
    placeholderData: keepPreviousData,
  })

/** Knowledge documents, optionally of one domain and matching a full-text query. */
export const useKnowledgeDocuments = (domain: string, query: string) =>
  useQuery(documentsQueryOptions(domain, query.trim()))
