import { useQueries } from '@tanstack/react-query'
import { domainsQueryOptions, statsQueryOptions } from './get-dashboard'

/**
 * Every domain name: the academic domains, and any category documents were filed under,
 * with its document count when there is one.
 */
export function useDomainNames(): { name: string; count?: number }[] {
  const [domains, stats] = useQueries({ queries: [domainsQueryOptions(), statsQueryOptions()] })
  const counts = stats.data?.categoryCounts ?? {}
  const names = new Set([
    ...(domains.data?.availableDomains ?? []).map((domain) => domain.name),
    ...Object.keys(counts),
  ])
  return [...names].sort().map((name) => ({ name, count: counts[name] ?? 0 }))
}
