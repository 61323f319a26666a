import { useMemo, useState } from 'react'
import { chatPersonaOf } from '@/client/lib/chat-persona'
import { PersonaConversation } from '../persona-conversation'
import type { PersonaView } from '@/shared/personas'

/** The studio's chat with any persona of the registry, with every control of the home chat. */
export function PersonaChat({ persona, userName }: { persona: PersonaView; userName: string }) {
  // When the chat opened: its greeting's time.
  const [openedAt] = useState(() => Date.now())
  const chatPersona = useMemo(
    () => chatPersonaOf(persona, userName, openedAt),
    [persona, userName, openedAt],
  )
  return (
    <section aria-label={`Chat with ${persona.name}`} className="min-w-0">
      <PersonaConversation persona={chatPersona} headingLevel={2} messagesClassName="h-80" />
    </section>
  )
}
