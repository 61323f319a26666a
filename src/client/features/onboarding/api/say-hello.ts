import { useMutation } from '@tanstack/react-query'
import { api } from '@/client/lib/api'
import { chatEndpoints } from '@/shared/endpoints/chat'
import type { PersonaId } from '@/shared/personas'

export const sayHello = (persona: PersonaId, message: string) =>
  api(chatEndpoints.ask, {
    params: { persona },
    body: { message, context: { timestamp: new Date().toISOString(), platform: 'onboarding' } },
  })

export const useSayHello = () =>
  useMutation({
    mutationFn: ({ persona, message }: { persona: PersonaId; message: string }) =>
      sayHello(persona, message),
  })
