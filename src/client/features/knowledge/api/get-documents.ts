import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { z } from 'zod'
import { api } from '@/client/lib/api'
import { knowledgeEndpoints } from '@/shared/endpoints/knowledge'
import type { KnowledgeDocumentSchema } from '@/shared/knowledge'

export type KnowledgeDocument = z.infer<typeof KnowledgeDocumentSchema>

export const documentsQueryOptions = (domain: string, query: string) =>
  queryOptions({
    queryKey: [knowledgeEndpoints.documents.path, { domain, query }] as const,
    queryFn: ({ signal }) =>
      api(
        knowledgeEndpoints.documents,
        { query: { domain: domain || undefined, query: query || undefined } },
        { signal },
      ),
    placeholderData: keepPreviousData,
  })

/** Knowledge documents, optionally of one domain and matching a full-text query. */
export const useKnowledgeDocuments = (domain: string, query: string) =>
  useQuery(documentsQueryOptions(domain, query.trim()))
