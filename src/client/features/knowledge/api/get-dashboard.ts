import { queryOptions, useQueries } from '@tanstack/react-query'
import type { z } from 'zod'
import { apiRequest } from '@/client/lib/api-request'
import type {
  GithubDomainsSchema,
  KnowledgeStatsSchema,
  VerifySystemSchema,
} from '@/shared/knowledge'
import { knowledgeKeys } from './keys'

export type KnowledgeStats = z.infer<typeof KnowledgeStatsSchema>
export type GithubDomains = z.infer<typeof GithubDomainsSchema>
export type VerifySystem = z.infer<typeof VerifySystemSchema>

const get =
  <T>(path: string) =>
  ({ signal }: { signal: AbortSignal }) =>
    apiRequest<T>('GET', path, undefined, { signal })

export const statsQueryOptions = () =>
  queryOptions({
    queryKey: knowledgeKeys.stats,
    queryFn: get<KnowledgeStats>(knowledgeKeys.stats[0]),
  })
export const domainsQueryOptions = () =>
  queryOptions({
    queryKey: knowledgeKeys.domains,
    queryFn: get<GithubDomains>(knowledgeKeys.domains[0]),
  })
export const verifyQueryOptions = () =>
  queryOptions({
    queryKey: knowledgeKeys.verify,
    queryFn: get<VerifySystem>(knowledgeKeys.verify[0]),
  })

/**
 * Spec part 2 §7: stats, domains and verify-system fired together on load, each used only when
 * it answered; the dashboard counts as loaded once all three have settled.
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
