import { useState } from 'react'
import { Avatar } from '@/client/components/avatar'
import { ChatComposer } from '@/client/components/chat/chat-composer'
import { ChatMessages } from '@/client/components/chat/chat-messages'
import { OfflineHint } from '@/client/components/chat/offline-hint'
import { toast } from '@/client/components/ui/use-toast'
import { askPathOf, useChatSession } from '@/client/lib/use-chat-session'
import type { PersonaView } from '@/shared/personas'

const fill = (text: string, name: string, user: string) =>
  text.replace(/\{\{char\}\}/gi, name).replace(/\{\{user\}\}/gi, user)

/** A chat with any persona of the registry; a new chat opens with its greeting. */
export function PersonaChat({ persona, userName }: { persona: PersonaView; userName: string }) {
  // When the chat opened: the greeting's time (read once, like the session's own state).
  const [openedAt] = useState(() => Date.now())
  const greeting = fill(persona.card.first_mes, persona.name, userName).trim()
  const { state, send, stop } = useChatSession({
    path: askPathOf(persona.id),
    initial: greeting
      ? {
          messages: [
            {
              id: 'greeting',
              text: greeting,
              isUser: false,
              timestamp: openedAt,
              status: 'done',
            },
          ],
        }
      : {},
    onError: (error) => toast({ title: 'No answer', description: error.message }),
  })
  return (
    <section
      aria-label={`Chat with ${persona.name}`}
      className="flex min-w-0 flex-col gap-3 rounded-xl border border-border bg-card/60 p-4"
    >
      <header className="flex items-center gap-3">
        <Avatar subject={persona} size={40} decorative />
        <div className="min-w-0">
          <h2 className="font-display text-lg font-semibold">{persona.name}</h2>
          <p className="truncate text-sm text-muted-foreground">{persona.role}</p>
        </div>
      </header>
      <ChatMessages
        messages={state.messages}
        avatar={persona.avatar}
        name={persona.name}
        className="h-80 rounded-lg bg-background/40 p-3"
        empty={
          <p className="grid h-full place-items-center p-6 text-center text-sm text-muted-foreground">
            Say hello to {persona.name}.
          </p>
        }
      />
      <OfflineHint messages={state.messages} />
      <ChatComposer
        label={`Message ${persona.name}`}
        placeholder={`Ask ${persona.name} anything…`}
        sending={state.sending}
        onSend={(text) => void send(text)}
        onStop={stop}
      />
    </section>
  )
}
