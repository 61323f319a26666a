import { GitBranch } from 'lucide-react'
import { useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { ChatComposer } from '@/client/components/chat/chat-composer'
import { ChatMessages } from '@/client/components/chat/chat-messages'
import { Button } from '@/client/components/ui/button'
import { toast } from '@/client/components/ui/use-toast'
import {
  builtinChatPersona,
  chatPersonaOf,
  usePersonas,
  type ChatPersona,
} from '@/client/lib/chat-persona'
import type { ChatMessage } from '@/client/lib/chat-session'
import { useStoredUser } from '@/client/lib/stored-user'
import { askPathOf, useChatSession } from '@/client/lib/use-chat-session'
import type { PersonaView } from '@/shared/personas'
import { groupAskPath } from '@/client/lib/group-chat'
import { groupBody, IN_TURN, NextSpeaker } from '@/client/components/chat/next-speaker'
import { useBranchConversation } from '../api/branch-conversation'
import type { ConversationDetail } from '../api/get-conversation'
import { conversationsQueryKey } from '../api/get-conversations'

/**
 * Who a stored message's persona is: the registry's persona (built-in or the person's own),
 * else a built-in's look for one that is gone.
 */
function speakerLookup(registry: readonly PersonaView[], userName: string, at: number) {
  const known = new Map<string, ChatPersona>()
  return (id: string): ChatPersona => {
    const found = known.get(id)
    if (found) return found
    const view = registry.find((persona) => persona.id === id)
    const persona = view ? chatPersonaOf(view, userName, at) : builtinChatPersona('adam')
    known.set(id, persona)
    return persona
  }
}

/** The greeting the conversation opened with, the one chosen shown (decision 260). */
function openingOf(persona: ChatPersona, greeting: number): ChatMessage[] {
  const [opening] = persona.opening ?? []
  if (!opening) return []
  if (!opening.variants) return [opening]
  const chosen = Math.min(greeting, opening.variants.length - 1)
  return [{ ...opening, ...opening.variants[chosen], shown: chosen, chosen }]
}

type StoredMessage = ConversationDetail['messages'][number]

const toChatMessage = (message: StoredMessage): ChatMessage => ({
  id: message.id,
  serverId: message.id,
  text: message.content,
  isUser: message.role === 'user',
  timestamp: Date.parse(message.createdAt),
  status: message.ended ?? 'done',
  persona: message.persona,
  engine: message.engine === 'offline' || message.engine === 'model' ? message.engine : undefined,
  ...(message.model ? { model: message.model } : {}),
})

/**
 * The shown messages of a stored conversation; a regenerated answer carries its alternatives,
 * oldest first, for the arrows between them (decision 205).
 */
function shownMessages(messages: StoredMessage[]): ChatMessage[] {
  const alternatives = new Map<string, StoredMessage[]>()
  for (const message of messages) {
    const root = message.variantOf ?? (message.role === 'assistant' ? message.id : null)
    if (root) alternatives.set(root, [...(alternatives.get(root) ?? []), message])
  }
  return messages
    .filter((message) => !message.hidden)
    .map((message) => {
      const shown = toChatMessage(message)
      const all = alternatives.get(message.variantOf ?? message.id) ?? []
      if (all.length < 2) return shown
      const { id: _id, isUser: _isUser, ...variant } = shown
      return {
        ...shown,
        variants: all.map((m) => {
          if (m.id === message.id) return variant
          const { id: _i, isUser: _u, ...other } = toChatMessage(m)
          return other
        }),
        shown: all.findIndex((m) => m.id === message.id),
        // The shown answer is the one the conversation goes on from (decision 218).
        chosen: all.findIndex((m) => m.id === message.id),
      }
    })
}

interface ContinueProps {
  detail: ConversationDetail
  onOpen: (id: string) => void
}

/** A reopened conversation, once the personas it speaks with are known. */
export function ContinueConversation(props: ContinueProps) {
  const registry = usePersonas()
  if (registry.isPending)
    return (
      <p className="text-sm text-muted-foreground" aria-busy="true">
        Opening the conversation…
      </p>
    )
  return <ReopenedChat {...props} registry={registry.data?.personas ?? []} />
}

/**
 * A reopened conversation: the greeting it opened with, its messages, each with "Continue from
 * here" (a branch), and a send field that carries the conversation on where it ended with the
 * persona it was with.
 */
function ReopenedChat({
  detail,
  onOpen,
  registry,
}: ContinueProps & { registry: readonly PersonaView[] }) {
  const { conversation, messages } = detail
  const userName = useStoredUser()?.username ?? 'you'
  const personaOf = speakerLookup(registry, userName, Date.parse(conversation.createdAt))
  const persona = personaOf(conversation.persona)
  // A group chat (decision 261) goes on with its personas, the person's pick of who answers next.
  const members = conversation.participants?.map(personaOf)
  const [speaker, setSpeaker] = useState(IN_TURN)
  const stored = new Set(messages.map((message) => message.id))
  const queryClient = useQueryClient()
  const branch = useBranchConversation()
  const chat = useChatSession({
    path: members ? groupAskPath : askPathOf(persona.id),
    ...(members ? { extraBody: groupBody(speaker) } : {}),
    initial: {
      conversationId: conversation.id,
      saved: true,
      // No persona's greeting opens a group chat: each would claim the first answer.
      messages: [
        ...(members ? [] : openingOf(persona, conversation.greeting)),
        ...shownMessages(messages),
      ],
    },
    onReply: () => void queryClient.invalidateQueries({ queryKey: conversationsQueryKey }),
    onError: (error) =>
      toast({
        variant: 'destructive',
        title: 'Chat Error',
        description: error.message || 'Failed to get AI response. Please try again.',
        duration: 4000,
      }),
  })
  const { state, send, stop } = chat
  const names = members ? members.map((member) => member.name).join(', ') : persona.name

  const branchFrom = (message: ChatMessage) =>
    branch.mutate(
      { id: conversation.id, messageId: message.id },
      {
        onSuccess: (created) => {
          toast({
            title: 'Branch created',
            description: 'A new conversation up to that message. Carry on from there.',
            duration: 3000,
          })
          onOpen(created.id)
        },
        onError: (error) =>
          toast({ variant: 'destructive', title: 'Could not branch', description: error.message }),
      },
    )

  return (
    <div className="flex min-h-0 flex-col gap-4">
      {members ? <NextSpeaker members={members} value={speaker} onChange={setSpeaker} /> : null}
      <ChatMessages
        messages={state.messages}
        avatar={persona.avatar}
        name={persona.name}
        {...(members
          ? {
              speakerOf: (message: ChatMessage) =>
                message.persona ? personaOf(message.persona) : { name: 'Answering…', avatar: '' },
            }
          : {})}
        className="max-h-[32rem] rounded-lg bg-background/40 p-3"
        controls={chat}
        actions={(message) =>
          stored.has(message.id) ? (
            <Button
              variant="link"
              size="sm"
              className="mt-1 h-auto p-0 text-xs"
              disabled={branch.isPending || state.sending}
              onClick={() => branchFrom(message)}
            >
              <GitBranch aria-hidden /> Continue from here
            </Button>
          ) : null
        }
      />
      <ChatComposer
        label={`Continue with ${names}`}
        placeholder={`Carry on with ${names}…`}
        sending={state.sending}
        onSend={(text) => void send(text)}
        onStop={stop}
      />
    </div>
  )
}
