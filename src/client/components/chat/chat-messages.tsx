import { Copy } from 'lucide-react'
import { useEffect, useRef, useState, type ReactNode } from 'react'
import { Avatar } from '@/client/components/avatar'
import { Markdown } from '@/client/components/markdown'
import { Button } from '@/client/components/ui/button'
import { useAiStatus } from '@/client/lib/ai-status'
import type { ChatMessage } from '@/client/lib/chat-session'
import { cn } from '@/client/lib/utils'
import { copyText, EditMessage, MessageActions, type ChatControls } from './message-actions'

/** The Copy over a code block of a reply. */
const copyCode = (code: string) => (
  <Button
    type="button"
    variant="outline"
    size="sm"
    aria-label="Copy code"
    onClick={() => void copyText(code, 'The code')}
    className="h-7 bg-background/90 px-2 text-xs"
  >
    <Copy aria-hidden />
    <span className="max-sm:sr-only">Copy</span>
  </Button>
)

export const PROCESSING_TEXT = 'Consciousness processing...'

const time = (timestamp: number) =>
  new Date(timestamp).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' })

/** Whole seconds of thinking, at least 1 (a model that thought at all took some time). */
const thoughtSeconds = ({ from, to }: { from: number; to?: number }, now: number) =>
  Math.max(1, Math.round(((to ?? now) - from) / 1000))

/**
 * What the model thought before it answered, collapsed under the answer: "Thinking…" while it
 * thinks, "Thought for N s" after.
 */
export function Reasoning({ message }: { message: ChatMessage }) {
  if (!message.reasoning) return null
  const thinking = message.status === 'streaming' && !message.text
  const label = thinking
    ? 'Thinking…'
    : message.thinking
      ? `Thought for ${thoughtSeconds(message.thinking, message.timestamp)} s`
      : 'Thoughts'
  return (
    <details className="group mt-2 rounded-md border border-border/60 bg-muted/30 text-xs">
      <summary className="cursor-pointer select-none px-2 py-1 text-muted-foreground hover:text-foreground">
        {label}
      </summary>
      <p className="max-h-60 overflow-y-auto whitespace-pre-wrap break-words border-t border-border/60 px-2 py-1 text-muted-foreground">
        {message.reasoning}
      </p>
    </details>
  )
}

/** Under a reply: its time, the engine that wrote it, and whether it was stopped. */
export function ReplyNote({ message }: { message: ChatMessage }) {
  const status = useAiStatus()
  const notes: string[] = []
  if (message.status === 'stopped') notes.push('Stopped')
  if (message.status === 'failed' || message.status === 'interrupted') notes.push('Interrupted')
  return (
    <>
      {message.notice ? (
        <p
          role="note"
          className="mt-2 rounded-md border border-sky-400/40 bg-sky-400/10 px-2 py-1 text-xs text-sky-200"
        >
          {message.notice}
        </p>
      ) : null}
      {message.fallback ? (
        <p
          role="note"
          className="mt-2 rounded-md border border-amber-400/40 bg-amber-400/10 px-2 py-1 text-xs text-amber-200"
        >
          {message.fallback}
        </p>
      ) : null}
      <p className="mt-2 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted-foreground">
        <span>{time(message.timestamp)}</span>
        {message.fallback ? (
          <span className="rounded-full border border-amber-400/50 px-2 py-px text-amber-200">
            offline answer in place of the model
          </span>
        ) : message.engine === 'offline' ? (
          <span
            className="rounded-full border border-border px-2 py-px"
            title={status.data?.hint ?? undefined}
          >
            offline engine
          </span>
        ) : null}
        {message.model && message.engine === 'model' ? (
          <span className="break-all rounded-full border border-border px-2 py-px">
            <span className="sr-only">Answered by </span>
            {message.model}
          </span>
        ) : null}
        {message.cut ? <span className="font-medium text-amber-300">Cut short</span> : null}
        {notes.map((note) => (
          <span key={note} className="font-medium text-amber-300">
            {note}
          </span>
        ))}
      </p>
    </>
  )
}

export function TypingDots() {
  return (
    <span className="inline-flex gap-1 py-1" aria-hidden>
      {[0, 150, 300].map((delay) => (
        <span
          key={delay}
          className="size-1.5 animate-bounce rounded-full bg-muted-foreground"
          style={{ animationDelay: `${delay}ms` }}
        />
      ))}
    </span>
  )
}

/**
 * A conversation as it happens: questions on the right, replies as Markdown on the left with
 * their time and engine, the reply being written growing in place. Keeps the newest in view.
 */
export function ChatMessages({
  messages,
  avatar,
  name,
  empty,
  className,
  speakerOf,
  actions,
  controls,
}: {
  messages: ChatMessage[]
  /** The persona's avatar image (decision 206). */
  avatar: string
  name: string
  empty?: ReactNode
  className?: string
  /** Who wrote a reply, when a conversation has more than one persona. */
  speakerOf?: (message: ChatMessage) => { avatar: string; name: string }
  /** Controls under a message (e.g. "Continue from here"). */
  actions?: (message: ChatMessage) => ReactNode
  /** Copy, edit, delete, regenerate, continue (docs/product/persona-chat.md "Chat controls"). */
  controls?: ChatControls
}) {
  const scroller = useRef<HTMLDivElement>(null)
  const [editing, setEditing] = useState<string | null>(null)
  const last = messages.at(-1)
  const lastLength = last?.text.length ?? 0

  const lastStatus = last?.status
  // Again when the reply ends: its note and controls appear under it and would stay out of view.
  useEffect(() => {
    const element = scroller.current
    if (element) element.scrollTop = element.scrollHeight
  }, [messages.length, lastLength, lastStatus])

  return (
    <div
      ref={scroller}
      role="log"
      aria-label={`Conversation with ${name}`}
      aria-busy={last?.status === 'streaming'}
      className={cn('min-h-0 overflow-y-auto overscroll-contain', className)}
    >
      {messages.length === 0 ? (
        empty
      ) : (
        <ol className="space-y-4">
          {messages.map((message) =>
            message.isUser ? (
              <li key={message.id} className="flex flex-col items-end">
                {editing === message.id && controls?.edit ? (
                  <div className="w-full max-w-[85%]">
                    <EditMessage
                      message={message}
                      onCancel={() => setEditing(null)}
                      onSend={(text) => {
                        setEditing(null)
                        controls.edit!(message.id, text)
                      }}
                    />
                  </div>
                ) : (
                  <div className="max-w-[85%] whitespace-pre-wrap break-words rounded-2xl rounded-br-sm bg-primary/20 px-4 py-2 text-sm">
                    <span className="sr-only">You: </span>
                    {message.text}
                    {actions ? <div>{actions(message)}</div> : null}
                  </div>
                )}
                {controls && editing !== message.id ? (
                  <MessageActions
                    message={message}
                    controls={controls}
                    onEdit={() => setEditing(message.id)}
                  />
                ) : null}
              </li>
            ) : (
              <li key={message.id} className="flex gap-3">
                <Avatar
                  subject={speakerOf?.(message) ?? { name, avatar }}
                  decorative
                  className="mt-1"
                />
                <div className="min-w-0 max-w-[85%] rounded-2xl rounded-tl-sm border border-border bg-card/80 px-4 py-2">
                  {speakerOf ? (
                    // Several personas speak here: each answer says whose it is.
                    <p className="truncate text-xs font-semibold text-primary">
                      {speakerOf(message).name}
                      <span className="sr-only">: </span>
                    </p>
                  ) : (
                    <span className="sr-only">{name}: </span>
                  )}
                  {message.text ? (
                    <Markdown
                      source={message.text}
                      className="break-words"
                      {...(controls ? { codeAction: copyCode } : {})}
                    />
                  ) : message.status === 'streaming' ? (
                    <TypingDots />
                  ) : null}
                  <Reasoning message={message} />
                  {message.status !== 'streaming' ? <ReplyNote message={message} /> : null}
                  {actions ? <div>{actions(message)}</div> : null}
                  {controls ? (
                    <MessageActions message={message} controls={controls} onEdit={() => {}} />
                  ) : null}
                </div>
              </li>
            ),
          )}
        </ol>
      )}
    </div>
  )
}
