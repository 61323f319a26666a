import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '@/client/lib/api-request'
import type { MarketingSummary } from '@/shared/marketing'

export const summaryQueryOptions = (days: number) =>
  queryOptions({
    queryKey: ['/api/marketing/summary', days],
    queryFn: ({ signal }) =>
      apiRequest<MarketingSummary>('GET', `/api/marketing/summary?days=${days}`, undefined, {
        signal,
      }),
    placeholderData: keepPreviousData,
    refetchInterval: 60_000,
  })

/** Page views, visitors and referrers over the last `days` days. */
export const useMarketingSummary = (days: number) => useQuery(summaryQueryOptions(days))
