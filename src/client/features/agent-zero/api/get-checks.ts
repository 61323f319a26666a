import { useQuery } from '@tanstack/react-query'
import type { z } from 'zod'
import { api } from '@/client/lib/api'
import { observerEndpoints } from '@/shared/endpoints/observer'
import type { IntegrityCheckListSchema } from '@/shared/observer'
import { checksKey } from './keys'

export type CheckInfo = z.output<typeof IntegrityCheckListSchema>[number]

/** The integrity checks Agent Zero can run. */
export const useChecks = () =>
  useQuery({
    queryKey: checksKey,
    queryFn: ({ signal }) => api(observerEndpoints.checks, {}, { signal }),
  })
