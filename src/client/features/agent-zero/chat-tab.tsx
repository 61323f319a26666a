import { Send } from 'lucide-react'
import { useState, type FormEvent } from 'react'
import { Markdown } from '@/client/components/markdown'
import { Button } from '@/client/components/ui/button'
import { Input } from '@/client/components/ui/input'
import { useInvoke } from './api/invoke'
import { toastCommunicationFailed, toastResponse } from './invoke-feedback'

/** The fixed context the chat variant sends with every message (docs/product/agent-zero.md). */
export const CHAT_CONTEXT = 'Direct chat with Agent Zero from the observer panel.'
const MAX_QUERY = 2000

interface Turn {
  id: number
  role: 'you' | 'agent-zero'
  text: string
}

/** One text field; Enter or Send asks Agent Zero and its answer joins the conversation. */
export function ChatTab() {
  const invoke = useInvoke()
  const [text, setText] = useState('')
  const [turns, setTurns] = useState<Turn[]>([])
  const query = text.trim()

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!query || invoke.isPending) return
    const id = Date.now()
    setTurns((list) => [...list, { id, role: 'you', text: query }])
    setText('')
    invoke.mutate(
      { query, context: CHAT_CONTEXT, type: 'invoke' },
      {
        onSuccess: (result) => {
          setTurns((list) => [...list, { id: id + 1, role: 'agent-zero', text: result.message }])
          toastResponse(result.message)
        },
        onError: () => toastCommunicationFailed(),
      },
    )
  }

  return (
    <div className="space-y-4">
      <ol
        role="log"
        aria-label="Conversation with Agent Zero"
        aria-busy={invoke.isPending}
        className="max-h-[24rem] min-h-32 space-y-3 overflow-y-auto rounded-lg border border-border bg-background/40 p-3"
      >
        {turns.length === 0 ? (
          <li className="text-sm text-muted-foreground">
            Ask Agent Zero what it has observed. It answers tersely, from its recent observations.
          </li>
        ) : (
          turns.map((turn) => (
            <li
              key={turn.id}
              className={
                turn.role === 'you'
                  ? 'ml-auto w-fit max-w-[85%] rounded-lg bg-primary/15 px-3 py-2 text-sm'
                  : 'max-w-[95%] rounded-lg border border-border px-3 py-2'
              }
            >
              <p className="text-xs font-medium text-muted-foreground">
                {turn.role === 'you' ? 'You' : 'Agent Zero'}
              </p>
              {turn.role === 'you' ? (
                <p className="break-words">{turn.text}</p>
              ) : (
                <Markdown source={turn.text} className="break-words" />
              )}
            </li>
          ))
        )}
        {invoke.isPending ? (
          <li className="text-sm text-muted-foreground">Agent Zero is observing…</li>
        ) : null}
      </ol>
      <form onSubmit={submit} className="flex gap-2">
        <Input
          aria-label="Message Agent Zero"
          placeholder="Message Agent Zero"
          value={text}
          maxLength={MAX_QUERY}
          onChange={(event) => setText(event.target.value)}
          disabled={invoke.isPending}
        />
        <Button type="submit" disabled={!query || invoke.isPending}>
          <Send aria-hidden />
          Send
        </Button>
      </form>
    </div>
  )
}
