import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { z } from 'zod'
import { api, queryKeyOf } from '@/client/lib/api'
import { knowledgeEndpoints } from '@/shared/endpoints/knowledge'
import type { KnowledgeDocumentSchema } from '@/shared/knowledge'

export type KnowledgeDocument = z.infer<typeof KnowledgeDocumentSchema>

export const documentsQueryOptions = (domain: string, query: string) => {
  const input = { query: { domain: domain || undefined, query: query || undefined } }
  return queryOptions({
    queryKey: queryKeyOf(knowledgeEndpoints.documents, input),
    queryFn: ({ signal }) => api(knowledgeEndpoints.documents, input, { signal }),
    placeholderData: keepPreviousData,
  })
}

/** Knowledge documents, optionally of one domain and matching a full-text query. */
export const useKnowledgeDocuments = (domain: string, query: string) =>
  useQuery(documentsQueryOptions(domain, query.trim()))
