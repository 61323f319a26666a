import { useEffect, useRef, type ReactNode } from 'react'
import { Markdown } from '@/client/components/markdown'
import { useAiStatus } from '@/client/lib/ai-status'
import type { ChatMessage } from '@/client/lib/chat-session'
import { cn } from '@/client/lib/utils'

export const PROCESSING_TEXT = 'Consciousness processing...'

const time = (timestamp: number) =>
  new Date(timestamp).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' })

/** Under a reply: its time, the engine that wrote it, and whether it was stopped. */
export function ReplyNote({ message }: { message: ChatMessage }) {
  const status = useAiStatus()
  const notes: string[] = []
  if (message.status === 'stopped') notes.push('Stopped')
  if (message.status === 'failed') notes.push('Interrupted')
  return (
    <>
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
}: {
  messages: ChatMessage[]
  /** The persona's emoji. */
  avatar: string
  name: string
  empty?: ReactNode
  className?: string
  /** Who wrote a reply, when a conversation has more than one persona. */
  speakerOf?: (message: ChatMessage) => { avatar: string; name: string }
  /** Controls under a message (e.g. "Continue from here"). */
  actions?: (message: ChatMessage) => ReactNode
}) {
  const scroller = useRef<HTMLDivElement>(null)
  const last = messages.at(-1)
  const lastLength = last?.text.length ?? 0

  useEffect(() => {
    const element = scroller.current
    if (element) element.scrollTop = element.scrollHeight
  }, [messages.length, lastLength])

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
              <li key={message.id} className="flex justify-end">
                <div className="max-w-[85%] whitespace-pre-wrap break-words rounded-2xl rounded-br-sm bg-primary/20 px-4 py-2 text-sm">
                  <span className="sr-only">You: </span>
                  {message.text}
                  {actions ? <div>{actions(message)}</div> : null}
                </div>
              </li>
            ) : (
              <li key={message.id} className="flex gap-3">
                <span
                  className="mt-1 grid size-8 shrink-0 place-items-center rounded-full bg-muted text-base"
                  aria-hidden
                >
                  {speakerOf?.(message).avatar ?? avatar}
                </span>
                <div className="min-w-0 max-w-[85%] rounded-2xl rounded-tl-sm border border-border bg-card/80 px-4 py-2">
                  <span className="sr-only">{speakerOf?.(message).name ?? name}: </span>
                  {message.text ? (
                    <Markdown source={message.text} className="break-words" />
                  ) : message.status === 'streaming' ? (
                    <TypingDots />
                  ) : null}
                  {message.status !== 'streaming' ? <ReplyNote message={message} /> : null}
                  {actions ? <div>{actions(message)}</div> : null}
                </div>
              </li>
            ),
          )}
        </ol>
      )}
    </div>
  )
}
