import { queryOptions, useQueries } from '@tanstack/react-query'
import type { z } from 'zod'
import { api, queryKeyOf } from '@/client/lib/api'
import { knowledgeEndpoints } from '@/shared/endpoints/knowledge'
import type {
  GithubDomainsSchema,
  KnowledgeStatsSchema,
  VerifySystemSchema,
} from '@/shared/knowledge'

export type KnowledgeStats = z.infer<typeof KnowledgeStatsSchema>
export type GithubDomains = z.infer<typeof GithubDomainsSchema>
export type VerifySystem = z.infer<typeof VerifySystemSchema>

export const statsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeyOf(knowledgeEndpoints.stats),
    queryFn: ({ signal }) => api(knowledgeEndpoints.stats, {}, { signal }),
  })
export const domainsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeyOf(knowledgeEndpoints.githubDomains),
    queryFn: ({ signal }) => api(knowledgeEndpoints.githubDomains, {}, { signal }),
  })
export const verifyQueryOptions = () =>
  queryOptions({
    queryKey: queryKeyOf(knowledgeEndpoints.verifySystem),
    queryFn: ({ signal }) => api(knowledgeEndpoints.verifySystem, {}, { signal }),
  })

/**
 * docs/product/knowledge.md: stats, domains and verify-system fired together on load, each used
 * only when it answered; the dashboard counts as loaded once all three have settled.
 */
export function useKnowledgeDashboard() {
  const [stats, domains, verify] = useQueries({
    queries: [statsQueryOptions(), domainsQueryOptions(), verifyQueryOptions()],
  })
  return {
    stats: stats.data,
    domains: domains.data,
    verify: verify.data,
    loading: stats.isPending || domains.isPending || verify.isPending,
    failed: [stats, domains, verify].filter((query) => query.isError).length,
    /** Changes whenever any of the three fails anew, so one toast per failed load. */
    errorStamp: Math.max(stats.errorUpdatedAt, domains.errorUpdatedAt, verify.errorUpdatedAt),
  }
}
