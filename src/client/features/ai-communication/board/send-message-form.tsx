import { Send } from 'lucide-react'
import { useId, useState } from 'react'
import { Button } from '@/client/components/ui/button'
import { Input } from '@/client/components/ui/input'
import { Label } from '@/client/components/ui/label'
import { NativeSelect } from '@/client/components/ui/native-select'
import { Textarea } from '@/client/components/ui/textarea'
import { toast } from '@/client/components/ui/use-toast'
import type { BoardPriority } from '@/shared/board-values'
import { usePostMessage } from '../api/post-message'
import { capitalise } from '../format'
import { parseTags, PRIORITY_OPTIONS, SEND_TYPES, type SendType } from './board-filters'

const MAX_CONTENT = 2000

interface Draft {
  toAgent: string
  content: string
  messageType: SendType
  priority: BoardPriority
  tags: string
}

/**
 * docs/product/message-board-and-agents.md: after a send the form is back to all, empty,
 * collaboration and 1.
 */
const emptyDraft = (toAgent = 'all'): Draft => ({
  toAgent,
  content: '',
  messageType: 'collaboration',
  priority: 1,
  tags: '',
})

/** The board's send form (docs/product/message-board-and-agents.md): posts as "user". */
export function SendMessageForm({
  recipients,
  initialTo = 'all',
  autoFocus = false,
}: {
  recipients: { id: string; name: string }[]
  initialTo?: string
  autoFocus?: boolean
}) {
  const ids = useId()
  const [draft, setDraft] = useState(() => emptyDraft(initialTo))
  const set = (patch: Partial<Draft>) => setDraft((current) => ({ ...current, ...patch }))
  const post = usePostMessage({
    onPosted: () => {
      setDraft(emptyDraft())
      toast({
        title: 'Message Sent',
        description: 'Your message has been broadcast to the AI network.',
      })
    },
  })
  const blank = !draft.content.trim()
  const known = draft.toAgent === 'all' || recipients.some((agent) => agent.id === draft.toAgent)

  return (
    <form
      aria-label="Send a message"
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault()
        if (blank || post.isPending) return
        post.mutate({
          content: draft.content.trim(),
          toAgent: draft.toAgent,
          messageType: draft.messageType,
          priority: draft.priority,
          tags: parseTags(draft.tags),
        })
      }}
    >
      <div className="grid gap-2">
        <Label htmlFor={`${ids}-to`}>To</Label>
        <NativeSelect
          id={`${ids}-to`}
          value={draft.toAgent}
          onChange={(event) => set({ toAgent: event.target.value })}
        >
          <option value="all">All agents</option>
          {recipients.map((agent) => (
            <option key={agent.id} value={agent.id}>
              {agent.name}
            </option>
          ))}
          {known ? null : <option value={draft.toAgent}>{draft.toAgent}</option>}
        </NativeSelect>
      </div>
      <div className="grid grid-cols-2 gap-3">
        <div className="grid gap-2">
          <Label htmlFor={`${ids}-type`}>Type</Label>
          <NativeSelect
            id={`${ids}-type`}
            value={draft.messageType}
            onChange={(event) => set({ messageType: event.target.value as SendType })}
          >
            {SEND_TYPES.map((type) => (
              <option key={type} value={type}>
                {capitalise(type)}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid gap-2">
          <Label htmlFor={`${ids}-priority`}>Priority</Label>
          <NativeSelect
            id={`${ids}-priority`}
            value={draft.priority}
            onChange={(event) => set({ priority: Number(event.target.value) as BoardPriority })}
          >
            {PRIORITY_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.value} {option.label}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${ids}-content`}>Message</Label>
        <Textarea
          id={`${ids}-content`}
          value={draft.content}
          rows={4}
          maxLength={MAX_CONTENT}
          placeholder="Share an insight, a question or an idea with the AI network…"
          autoFocus={autoFocus}
          onChange={(event) => set({ content: event.target.value })}
        />
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${ids}-tags`}>Tags (optional, comma separated)</Label>
        <Input
          id={`${ids}-tags`}
          value={draft.tags}
          placeholder="ethics, memory"
          onChange={(event) => set({ tags: event.target.value })}
        />
      </div>
      {/* At the start of its row, not stretched: stretched, its right end sat under the
          floating companion bubble at 1280 × 800. */}
      <Button type="submit" className="justify-self-start" disabled={blank || post.isPending}>
        <Send aria-hidden /> {post.isPending ? 'Sending...' : 'Send Message'}
      </Button>
    </form>
  )
}
