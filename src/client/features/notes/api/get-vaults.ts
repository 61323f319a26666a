import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { api } from '@/client/lib/api'
import { useStoredUser } from '@/client/lib/stored-user'
import { notesEndpoints } from '@/shared/endpoints/notes'
import { isNotesQuery, notesKeys } from './keys'

/** docs/product/notes-and-vaults.md: vaults polled every 30 seconds. */
export const VAULTS_POLL_MS = 30_000

export const vaultsQueryOptions = () =>
  queryOptions({
    queryKey: notesKeys.vaults,
    queryFn: ({ signal }) => api(notesEndpoints.vaults, {}, { signal }),
    refetchInterval: VAULTS_POLL_MS,
    staleTime: VAULTS_POLL_MS,
  })

/**
 * What the notes screens show depends on who is signed in (personal vaults, who may write):
 * when the person changes, every notes answer of the one before is dropped and asked again.
 */
let answeredFor: number | null | undefined

export function useNotesFollowTheUser() {
  const userId = useStoredUser()?.id ?? null
  const queryClient = useQueryClient()
  useEffect(() => {
    // Kept for the page, not per screen: a screen opened after a sign-out must not show the
    // answers cached for the person before.
    const before = answeredFor
    answeredFor = userId
    if (before === undefined || before === userId) return
    void queryClient.resetQueries({ predicate: isNotesQuery })
  }, [userId, queryClient])
}

/** The vaults this viewer may read, with whether they may write each ("My notes" among them). */
export function useVaults() {
  useNotesFollowTheUser()
  return useQuery(vaultsQueryOptions())
}
