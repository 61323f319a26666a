import {
  Check,
  ChevronLeft,
  ChevronRight,
  Copy,
  FastForward,
  FileSearch,
  Pencil,
  RefreshCw,
  Trash2,
} from 'lucide-react'
import { useState, type ReactNode } from 'react'
import { Button } from '@/client/components/ui/button'
import { Textarea } from '@/client/components/ui/textarea'
import { toast } from '@/client/components/ui/use-toast'
import { GREETING_ID, type ChatMessage } from '@/client/lib/chat-session'
import type { MessageAbilities } from '@/client/lib/use-chat-session'
import { MAX_CHAT_MESSAGE } from '@/shared/chat'

/** Puts text on the clipboard and says so through the one toast. */
export async function copyText(text: string, what: string) {
  try {
    await navigator.clipboard.writeText(text)
    toast({ title: 'Copied', description: `${what} is on your clipboard.`, duration: 2000 })
  } catch {
    toast({
      variant: 'destructive',
      title: 'Copy failed',
      description: 'The browser did not allow the clipboard; select the text and copy it.',
    })
  }
}

/** What the chat's controls do (useChatSession); absent ones are not shown. */
export interface ChatControls {
  abilities: (message: ChatMessage) => MessageAbilities
  edit?: (id: string, text: string) => void
  remove?: (id: string) => void
  regenerate?: () => void
  continueReply?: () => void
  show?: (id: string, index: number) => void
  /** Opens "What the model received" for an answer (its owner's chat only). */
  received?: (id: string) => void
  choose?: (id: string) => void
}

function Action({
  label,
  onClick,
  children,
}: {
  label: string
  onClick: () => void
  children: ReactNode
}) {
  return (
    <Button
      type="button"
      variant="ghost"
      size="sm"
      aria-label={label}
      title={label}
      onClick={onClick}
      className="h-8 px-2 text-muted-foreground"
    >
      {children}
    </Button>
  )
}

/** ‹ 2/3 › between the answers of a regenerated reply, or a persona's greetings. */
export function VariantArrows({
  message,
  onShow,
}: {
  message: ChatMessage
  onShow: (index: number) => void
}) {
  const count = message.variants?.length ?? 0
  if (count < 2) return null
  const shown = message.shown ?? 0
  const busy = message.status === 'streaming'
  // A persona's greetings are swipes too: the first message and its alternate greetings.
  const noun = message.id === GREETING_ID ? 'greeting' : 'answer'
  return (
    <span className="inline-flex items-center text-xs text-muted-foreground">
      <Button
        type="button"
        variant="ghost"
        size="sm"
        aria-label={`Previous ${noun}`}
        disabled={busy || shown === 0}
        onClick={() => onShow(shown - 1)}
        className="h-8 px-1.5"
      >
        <ChevronLeft aria-hidden />
      </Button>
      <span aria-label={`${noun === 'greeting' ? 'Greeting' : 'Answer'} ${shown + 1} of ${count}`}>
        {shown + 1}/{count}
      </span>
      <Button
        type="button"
        variant="ghost"
        size="sm"
        aria-label={`Next ${noun}`}
        disabled={busy || shown === count - 1}
        onClick={() => onShow(shown + 1)}
        className="h-8 px-1.5"
      >
        <ChevronRight aria-hidden />
      </Button>
    </span>
  )
}

/** The controls under a message: copy, edit, delete, regenerate with its arrows, continue. */
export function MessageActions({
  message,
  controls,
  onEdit,
}: {
  message: ChatMessage
  controls: ChatControls
  onEdit: () => void
}) {
  const can = controls.abilities(message)
  if (message.status === 'streaming') return null
  return (
    <div className="-mb-1 mt-1 flex flex-wrap items-center gap-0.5">
      {controls.show ? (
        <VariantArrows message={message} onShow={(index) => controls.show!(message.id, index)} />
      ) : null}
      {can.choose && controls.choose ? (
        <Button
          type="button"
          variant="outline"
          size="sm"
          title="Go on from this answer; the others stay reachable with the arrows"
          onClick={() => controls.choose!(message.id)}
          className="h-8 px-2"
        >
          <Check aria-hidden />
          Use this answer
        </Button>
      ) : null}
      {message.text ? (
        <Action label="Copy message" onClick={() => void copyText(message.text, 'The message')}>
          <Copy aria-hidden />
        </Action>
      ) : null}
      {can.edit && controls.edit ? (
        <Action label="Edit" onClick={onEdit}>
          <Pencil aria-hidden />
        </Action>
      ) : null}
      {can.regenerate && controls.regenerate ? (
        <Action label="Regenerate" onClick={controls.regenerate}>
          <RefreshCw aria-hidden />
        </Action>
      ) : null}
      {can.continue && controls.continueReply ? (
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={controls.continueReply}
          className="h-8 px-2"
        >
          <FastForward aria-hidden />
          Continue
        </Button>
      ) : null}
      {controls.received &&
      !message.isUser &&
      message.id !== GREETING_ID &&
      message.status !== 'failed' ? (
        <Action label="What the model received" onClick={() => controls.received!(message.id)}>
          <FileSearch aria-hidden />
        </Action>
      ) : null}
      {can.remove && controls.remove ? (
        <Action label="Delete message" onClick={() => controls.remove!(message.id)}>
          <Trash2 aria-hidden />
        </Action>
      ) : null}
    </div>
  )
}

/** A sent question being edited: sending it again branches the conversation there. */
export function EditMessage({
  message,
  onSend,
  onCancel,
}: {
  message: ChatMessage
  onSend: (text: string) => void
  onCancel: () => void
}) {
  const [text, setText] = useState(message.text)
  return (
    <form
      className="w-full space-y-2"
      onSubmit={(event) => {
        event.preventDefault()
        if (text.trim()) onSend(text)
      }}
    >
      <Textarea
        aria-label="Edit your message"
        value={text}
        maxLength={MAX_CHAT_MESSAGE}
        rows={3}
        autoFocus
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') onCancel()
        }}
        className="min-h-16 bg-background/80"
      />
      <div className="flex justify-end gap-2">
        <Button type="button" variant="ghost" size="sm" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" size="sm" disabled={!text.trim()}>
          Send edit
        </Button>
      </div>
    </form>
  )
}
