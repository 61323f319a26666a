import { Send, Square } from 'lucide-react'
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import { Button } from '@/client/components/ui/button'
import { Textarea } from '@/client/components/ui/textarea'
import { cn } from '@/client/lib/utils'
import { MAX_CHAT_MESSAGE } from '@/shared/chat'
import { PROCESSING_TEXT } from './chat-messages'

/**
 * The send field of a chat: Enter sends, Shift+Enter adds a line, blank text is not sent.
 * While a reply is coming the field and Send are disabled, 'Consciousness processing...' shows
 * and Stop ends the reply.
 */
export function ChatComposer({
  label,
  placeholder,
  sending,
  onSend,
  onStop,
  className,
}: {
  /** Accessible name of the field, e.g. "Message Adam". */
  label: string
  placeholder?: string
  sending: boolean
  onSend: (text: string) => void
  onStop: () => void
  className?: string
}) {
  const [text, setText] = useState('')
  const field = useRef<HTMLTextAreaElement>(null)
  const hadFocus = useRef(false)
  const statusId = useId()
  const blank = text.trim() === ''

  // The field is disabled while sending, which drops focus; give it back after the reply.
  useEffect(() => {
    if (!sending && hadFocus.current) {
      hadFocus.current = false
      field.current?.focus()
    }
  }, [sending])

  const submit = () => {
    if (blank || sending) return
    hadFocus.current = document.activeElement === field.current
    onSend(text)
    setText('')
  }

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault()
      submit()
    }
  }

  return (
    <form
      className={cn('space-y-2', className)}
      onSubmit={(event) => {
        event.preventDefault()
        submit()
      }}
    >
      <div className="flex items-end gap-2">
        <Textarea
          ref={field}
          aria-label={label}
          aria-describedby={sending ? statusId : undefined}
          placeholder={placeholder ?? label}
          value={text}
          maxLength={MAX_CHAT_MESSAGE}
          rows={2}
          disabled={sending}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          className="min-h-12 resize-none"
        />
        {sending ? (
          <Button type="button" variant="outline" onClick={onStop} className="shrink-0 px-3">
            <Square aria-hidden />
            <span className="max-sm:sr-only">Stop</span>
          </Button>
        ) : null}
        <Button type="submit" disabled={blank || sending} className="shrink-0 px-3">
          <Send aria-hidden />
          <span className="max-sm:sr-only">Send</span>
        </Button>
      </div>
      <p id={statusId} className="min-h-4 text-xs text-muted-foreground" aria-live="polite">
        {sending ? (
          <span className="animate-pulse text-primary">{PROCESSING_TEXT}</span>
        ) : text.length > MAX_CHAT_MESSAGE - 200 ? (
          `${MAX_CHAT_MESSAGE - text.length} characters left`
        ) : (
          'Enter to send · Shift+Enter for a new line'
        )}
      </p>
    </form>
  )
}
