import { useState } from 'react'
import { Link } from 'react-router'
import { ChatComposer } from '@/client/components/chat/chat-composer'
import { ChatMessages } from '@/client/components/chat/chat-messages'
import { ChatToolbar } from '@/client/components/chat/chat-toolbar'
import { PERSONA_MODEL } from '@/client/components/chat/model-picker'
import { toast } from '@/client/components/ui/use-toast'
import type { ChatPersona } from '@/client/lib/chat-persona'
import { useChatSession } from '@/client/lib/use-chat-session'
import { chatEndpoints } from '@/shared/endpoints/chat'
import { cn } from '@/client/lib/utils'

/** docs/product/landing-and-navigation.md: the companion's error toast lasts 10 s. */
export const CONNECTION_TOAST_MS = 10_000

export function showConnectionError(error: unknown) {
  const detail = (error instanceof Error && error.message) || 'Please try again.'
  toast({
    variant: 'destructive',
    title: 'Connection Error',
    description: `Unable to reach your AI companion: ${detail}`,
    duration: CONNECTION_TOAST_MS,
  })
}

/**
 * One companion's conversation through `POST /api/ai-chat`, Adam's, Eve's or a studio persona's;
 * each keeps its own.
 */
export function CompanionChat({ persona, hidden }: { persona: ChatPersona; hidden: boolean }) {
  const [model, setModel] = useState(PERSONA_MODEL)
  const chat = useChatSession({
    path: chatEndpoints.companion.path,
    extraBody: { agent: persona.id, ...(model ? { model } : {}) },
    ...(persona.opening ? { opening: persona.opening } : {}),
    onError: showConnectionError,
  })
  const { state, send, stop } = chat

  return (
    <div className={cn('flex min-h-0 flex-1 flex-col gap-3', hidden && 'hidden')}>
      <ChatToolbar
        model={model}
        onModelChange={setModel}
        canStartNew={state.messages.length > (persona.opening?.length ?? 0)}
        onNewChat={chat.newChat}
      />
      <ChatMessages
        controls={chat}
        messages={state.messages}
        avatar={persona.avatar}
        name={persona.name}
        className="flex-1"
        empty={
          <p className="p-4 text-center text-sm text-muted-foreground">
            Ask {persona.name} about the codex, or open Navigate to jump to a section.
          </p>
        }
      />
      {state.limitReached ? (
        <p className="text-xs text-muted-foreground">
          Today's free conversations are used up.{' '}
          <Link to="/#marketplace" className="font-medium text-primary hover:underline">
            Upgrade to Premium
          </Link>
        </p>
      ) : null}
      <ChatComposer
        label={`Message your companion ${persona.name}`}
        placeholder={`Ask ${persona.name}…`}
        sending={state.sending}
        onSend={(text) => void send(text)}
        onStop={stop}
      />
    </div>
  )
}
