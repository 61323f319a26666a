import { useQuery } from '@tanstack/react-query'
import type { z } from 'zod'
import { apiRequest } from '@/client/lib/api-request'
import type { InstanceSchema } from '@/shared/system'
import { INSTANCES_PATH, instancesKey } from './keys'

export type Instance = z.infer<typeof InstanceSchema>

/** Heartbeats are written every 30 s; reading them as often shows each new one. */
export const useInstances = () =>
  useQuery({
    queryKey: instancesKey,
    queryFn: ({ signal }) => apiRequest<Instance[]>('GET', INSTANCES_PATH, undefined, { signal }),
    refetchInterval: 30_000,
    staleTime: 0,
  })
