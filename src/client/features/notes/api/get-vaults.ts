import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '@/client/lib/api-request'
import type { Vault } from '@/shared/notes'
import { notesKeys } from './keys'

/** Spec part 2 §7: vaults polled every 30 seconds. */
export const VAULTS_POLL_MS = 30_000

export const vaultsQueryOptions = () =>
  queryOptions({
    queryKey: notesKeys.vaults,
    queryFn: ({ signal }) =>
      apiRequest<Vault[]>('GET', '/api/obsidian/vaults', undefined, { signal }),
    refetchInterval: VAULTS_POLL_MS,
    staleTime: VAULTS_POLL_MS,
  })

export const useVaults = () => useQuery(vaultsQueryOptions())
