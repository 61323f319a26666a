import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api, urlOf } from '@/client/lib/api'
import { apiRequest } from '@/client/lib/api-request'
import { personasQueryKey } from '@/client/lib/chat-persona'
import { personaEndpoints } from '@/shared/endpoints/personas'
import type { PersonaInput, PersonaPatch, PersonaView } from '@/shared/personas'

export { usePersonas } from '@/client/lib/chat-persona'

function useRefresh() {
  const queryClient = useQueryClient()
  return () => queryClient.invalidateQueries({ queryKey: personasQueryKey })
}

export function useCreatePersona() {
  const refresh = useRefresh()
  return useMutation({
    mutationFn: (input: PersonaInput) => api(personaEndpoints.create, { body: input }),
    onSuccess: refresh,
  })
}

export function useUpdatePersona() {
  const refresh = useRefresh()
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: PersonaPatch }) =>
      api(personaEndpoints.update, { params: { id }, body: patch }),
    onSuccess: refresh,
  })
}

export function useDuplicatePersona() {
  const refresh = useRefresh()
  return useMutation({
    mutationFn: (id: string) => api(personaEndpoints.duplicate, { params: { id } }),
    onSuccess: refresh,
  })
}

export function useDeletePersona() {
  const refresh = useRefresh()
  return useMutation({
    mutationFn: (id: string) => api(personaEndpoints.remove, { params: { id } }),
    onSuccess: refresh,
  })
}

/**
 * Imports a character card file (PNG or JSON) as a persona of one's own; the server reads the
 * file as the raw body (docs/product/personas.md "Character cards").
 */
export function useImportCard() {
  const refresh = useRefresh()
  return useMutation({
    mutationFn: (file: File) => {
      const typed =
        file.type || !/\.json$/i.test(file.name)
          ? file
          : new Blob([file], { type: 'application/json' })
      const { method, path } = personaEndpoints.import
      return apiRequest<PersonaView>(method, path, typed)
    },
    onSuccess: refresh,
  })
}

/** Where a persona's card downloads, as SillyTavern reads it. */
export const cardUrls = (id: string) => ({
  png: urlOf(personaEndpoints.cardPng, { params: { id } }),
  json: urlOf(personaEndpoints.cardJson, { params: { id } }),
})
