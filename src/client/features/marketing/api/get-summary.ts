import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { api, queryKeyOf } from '@/client/lib/api'
import { marketingEndpoints } from '@/shared/endpoints/marketing'

export const summaryQueryOptions = (days: number) =>
  queryOptions({
    queryKey: queryKeyOf(marketingEndpoints.summary, { query: { days } }),
    queryFn: ({ signal }) => api(marketingEndpoints.summary, { query: { days } }, { signal }),
    placeholderData: keepPreviousData,
    refetchInterval: 60_000,
  })

/** Page views, visitors and referrers over the last `days` days. */
export const useMarketingSummary = (days: number) => useQuery(summaryQueryOptions(days))
