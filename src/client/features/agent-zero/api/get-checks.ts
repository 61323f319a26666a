import { useQuery } from '@tanstack/react-query'
import { apiRequest } from '@/client/lib/api-request'
import { CHECKS_PATH, checksKey } from './keys'

export interface CheckInfo {
  id: string
  name: string
}

/** The integrity checks Agent Zero can run. */
export const useChecks = () =>
  useQuery({
    queryKey: checksKey,
    queryFn: ({ signal }) => apiRequest<CheckInfo[]>('GET', CHECKS_PATH, undefined, { signal }),
  })
