import { useMutation } from '@tanstack/react-query'
import { apiRequest } from '@/client/lib/api-request'
import type { ChatResponse } from '@/shared/chat'
import type { PersonaId } from '@/shared/personas'

export const sayHello = (persona: PersonaId, message: string) =>
  apiRequest<ChatResponse>('POST', `/api/ai-agents/${persona}/ask`, {
    message,
    context: { timestamp: new Date().toISOString(), platform: 'onboarding' },
  })

export const useSayHello = () =>
  useMutation({
    mutationFn: ({ persona, message }: { persona: PersonaId; message: string }) =>
      sayHello(persona, message),
  })
