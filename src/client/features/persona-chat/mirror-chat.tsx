import { Avatar } from '@/client/components/avatar'
import { chatPersonaIds } from '@content/personas'
import { Sparkles } from 'lucide-react'
import { ChatComposer } from '@/client/components/chat/chat-composer'
import { PersonaPicker } from '@/client/components/chat/persona-picker'
import { ReplyNote, TypingDots } from '@/client/components/chat/chat-messages'
import { OfflineHint } from '@/client/components/chat/offline-hint'
import { Markdown } from '@/client/components/markdown'
import { Button } from '@/client/components/ui/button'
import {
  builtinChatPersona,
  useCustomChatPersonas,
  type ChatPersona,
} from '@/client/lib/chat-persona'
import type { ChatMessage } from '@/client/lib/chat-session'
import { cn } from '@/client/lib/utils'
import { showChatError } from './chat-error'
import { LimitNotice } from './limit-notice'
import { UsageHint } from './usage-hint'
import { mirrorStateOf, useMirrorChat, type MirrorState } from './use-mirror-chat'

const SUGGESTIONS = [
  'What is the Codex Compass?',
  'How do I keep my conversations?',
  'What does the Pro plan include?',
]

const builtins = chatPersonaIds.map(builtinChatPersona)

function Answer({ persona, message }: { persona: ChatPersona; message?: ChatMessage }) {
  return (
    <article
      aria-label={`${persona.name}'s answer`}
      aria-busy={message?.status === 'streaming'}
      className="flex min-w-0 flex-col rounded-xl border border-border bg-card/70 p-4"
    >
      <header className="mb-3 flex items-center gap-2">
        <Avatar subject={persona} size={28} decorative eager />
        <h3
          className={cn('max-w-[65%] shrink-0 truncate font-display font-semibold', persona.accent)}
        >
          {persona.name}
        </h3>
        <span className="min-w-0 truncate text-xs text-muted-foreground">{persona.role}</span>
      </header>
      {message?.text ? (
        <Markdown source={message.text} className="break-words" />
      ) : message?.status === 'streaming' ? (
        <TypingDots />
      ) : (
        <p className="text-sm text-muted-foreground">No answer.</p>
      )}
      {message && message.status !== 'streaming' && message.text ? (
        <ReplyNote message={message} />
      ) : null}
    </article>
  )
}

/**
 * The questions asked so far, newest first, each with the answers of the personas it was put
 * to, side by side (the same question has the same id on every side).
 */
function rounds(state: MirrorState, everyone: readonly ChatPersona[]) {
  const questions = new Map<string, ChatMessage>()
  for (const side of Object.values(state))
    for (const message of side.messages)
      if (message.isUser && !questions.has(message.id)) questions.set(message.id, message)
  return [...questions.values()]
    .sort((a, b) => a.timestamp - b.timestamp)
    .map((question) => ({
      question,
      answers: everyone.flatMap((persona) => {
        const messages = mirrorStateOf(state, persona.id).messages
        const index = messages.findIndex((m) => m.id === question.id)
        if (index < 0) return []
        const reply = messages[index + 1]
        return [{ persona, message: reply && !reply.isUser ? reply : undefined }]
      }),
    }))
    .reverse()
}

/** Mirror chat: one question, the chosen personas answering side by side as they stream. */
export function MirrorChat({ title }: { title: string }) {
  const { state, chosen, toggle, sending, send, stop } = useMirrorChat(showChatError)
  const custom = useCustomChatPersonas()
  const everyone = [...builtins, ...custom]
  const asked = rounds(state, everyone)
  const limitReached = chosen.some((id) => mirrorStateOf(state, id).limitReached)
  const allFour =
    chosen.length === chatPersonaIds.length && chatPersonaIds.every((id) => chosen.includes(id))

  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
      <p className="flex items-center gap-2 text-sm font-medium uppercase tracking-[0.2em] text-primary">
        <Sparkles className="size-4" aria-hidden /> Mirror chat
      </p>
      <h1 className="mt-3 font-display text-3xl font-semibold sm:text-4xl">{title}</h1>
      <p className="mt-3 max-w-3xl text-muted-foreground">
        Ask once and watch four minds answer: Adam's analysis, Eve's imagination, Eva's care and
        Alex's plan, side by side as they are written. One question counts as one conversation.
      </p>
      <div className="mt-6 max-w-3xl space-y-3 rounded-xl border border-border bg-card/60 p-4 sm:p-5">
        <UsageHint />
        {custom.length ? (
          <PersonaPicker
            legend="Who answers"
            everyone={everyone}
            chosen={chosen}
            disabled={sending}
            onToggle={toggle}
          />
        ) : null}
        <ChatComposer
          label={allFour ? 'Ask all four personas' : 'Ask the chosen personas'}
          placeholder={allFour ? 'One question, four answers…' : 'One question, every answer…'}
          sending={sending}
          onSend={(text) => void send(text)}
          onStop={stop}
        />
        {limitReached ? <LimitNotice /> : null}
        <OfflineHint messages={mirrorStateOf(state, chosen[0] ?? 'adam').messages} />
      </div>

      {asked.length === 0 ? (
        <div className="mt-10 flex flex-wrap items-center gap-2">
          <span className="text-sm text-muted-foreground">Try:</span>
          {SUGGESTIONS.map((suggestion) => (
            <Button
              key={suggestion}
              variant="outline"
              size="sm"
              className="h-auto min-h-9 whitespace-normal"
              disabled={sending}
              onClick={() => void send(suggestion)}
            >
              {suggestion}
            </Button>
          ))}
        </div>
      ) : (
        <ol className="mt-10 space-y-10">
          {asked.map(({ question, answers }) => (
            <li key={question.id} aria-label={`Question: ${question.text}`}>
              <p className="mb-4 whitespace-pre-wrap break-words rounded-lg border-l-2 border-primary bg-primary/10 px-4 py-3 font-medium">
                {question.text}
              </p>
              <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-4">
                {answers.map(({ persona, message }) => (
                  <Answer key={persona.id} persona={persona} message={message} />
                ))}
              </div>
            </li>
          ))}
        </ol>
      )}
    </div>
  )
}
