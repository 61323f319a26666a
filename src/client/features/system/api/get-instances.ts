import { useQuery } from '@tanstack/react-query'
import type { z } from 'zod'
import { api } from '@/client/lib/api'
import { systemEndpoints } from '@/shared/endpoints/system'
import type { InstanceSchema } from '@/shared/system'
import { instancesKey } from './keys'

export type Instance = z.infer<typeof InstanceSchema>

/** Heartbeats are written every 30 s; reading them as often shows each new one. */
export const useInstances = () =>
  useQuery({
    queryKey: instancesKey,
    queryFn: ({ signal }) => api(systemEndpoints.instances, {}, { signal }),
    refetchInterval: 30_000,
    staleTime: 0,
  })
