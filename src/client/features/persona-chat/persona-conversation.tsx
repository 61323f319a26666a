import { Avatar } from '@/client/components/avatar'
import { useState } from 'react'
import { ChatComposer } from '@/client/components/chat/chat-composer'
import { ChatMessages } from '@/client/components/chat/chat-messages'
import { ChatToolbar } from '@/client/components/chat/chat-toolbar'
import { PERSONA_MODEL } from '@/client/components/chat/model-picker'
import { askPathOf, useChatSession } from '@/client/lib/use-chat-session'
import { cn } from '@/client/lib/utils'
import type { ChatPersona } from '@/client/lib/chat-persona'
import { showChatError } from './chat-error'
import { ChatNotices } from './chat-notices'
import { usePersonaVoice } from './use-persona-voice'
import { VoiceToggle } from './voice-toggle'

/**
 * One persona's own conversation, a built-in's or one from the studio: header with voice, the
 * chat's controls, the messages, and the send field.
 */
export function PersonaConversation({
  persona,
  className,
  messagesClassName = 'h-[26rem]',
  headingLevel = 3,
}: {
  persona: ChatPersona
  className?: string
  messagesClassName?: string
  /** 3 inside a page section (the home page, a room); 2 where the conversation is a section. */
  headingLevel?: 2 | 3
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const voice = usePersonaVoice(persona)
  const [model, setModel] = useState(PERSONA_MODEL)
  const chat = useChatSession({
    path: askPathOf(persona.id),
    ...(persona.opening ? { opening: persona.opening } : {}),
    ...(model ? { extraBody: { model } } : {}),
    onReply: (reply) => voice.sayReply(reply.response),
    onError: showChatError,
  })
  const { state, send, stop } = chat
  const [received, setReceived] = useState<string | null>(null)

  return (
    <div
      className={cn(
        'flex min-w-0 flex-col gap-4 rounded-xl border border-border bg-card/60 p-4 sm:p-5',
        className,
      )}
    >
      <header className="flex flex-wrap items-center gap-3">
        <Avatar subject={persona} size={44} decorative eager />
        <div className="min-w-0 flex-1">
          <Heading className={cn('font-display text-lg font-semibold', persona.accent)}>
            {persona.name}
          </Heading>
          <p className="text-sm text-muted-foreground">{persona.role}</p>
        </div>
        <VoiceToggle
          persona={persona}
          enabled={voice.enabled}
          supported={voice.supported}
          onToggle={voice.toggle}
        />
        <ChatToolbar
          className="w-full flex-wrap"
          model={model}
          onModelChange={setModel}
          canStartNew={state.messages.length > (persona.opening?.length ?? 0)}
          onNewChat={chat.newChat}
        />
      </header>
      <ChatMessages
        messages={state.messages}
        avatar={persona.avatar}
        name={persona.name}
        className={cn('rounded-lg bg-background/40 p-3', messagesClassName)}
        controls={{ ...chat, received: setReceived }}
        empty={
          <div className="grid h-full place-items-center p-6 text-center text-sm text-muted-foreground">
            <p>
              {persona.description}
              <br />
              Say hello to {persona.name}.
            </p>
          </div>
        }
      />
      <ChatNotices state={state} received={received} onCloseReceived={() => setReceived(null)} />
      <ChatComposer
        label={`Message ${persona.name}`}
        placeholder={`Ask ${persona.name} anything…`}
        sending={state.sending}
        onSend={(text) => void send(text)}
        onStop={stop}
      />
    </div>
  )
}
