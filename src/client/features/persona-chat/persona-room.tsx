import { builtinChatPersona } from '@/client/lib/chat-persona'
import { PersonaConversation } from './persona-conversation'
import { UsageHint } from './usage-hint'

/** Eva and Alex side by side: feeling and doing, each in its own conversation. */
export function PersonaRoom() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
      <p className="text-sm font-medium uppercase tracking-[0.2em] text-primary">Persona room</p>
      <h1 className="mt-3 font-display text-3xl font-semibold sm:text-4xl">Eva &amp; Alex</h1>
      <p className="mt-3 max-w-3xl text-muted-foreground">
        Eva listens and answers with care; Alex turns a question into the next step. Ask them the
        same thing, or something different each: their conversations are their own.
      </p>
      <div className="mt-4">
        <UsageHint />
      </div>
      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <PersonaConversation persona={builtinChatPersona('eva')} messagesClassName="h-[28rem]" />
        <PersonaConversation persona={builtinChatPersona('alex')} messagesClassName="h-[28rem]" />
      </div>
    </div>
  )
}
