import { Send } from 'lucide-react'
import { useId, useState } from 'react'
import { Button } from '@/client/components/ui/button'
import { Label } from '@/client/components/ui/label'
import { NativeSelect } from '@/client/components/ui/native-select'
import { Textarea } from '@/client/components/ui/textarea'
import type { CommAgent } from '@/shared/communication'
import { useSendMessage } from '../api/send-message'

/**
 * docs/product/communication.md send form: a recipient (default all) and a message; an AI agent
 * answers.
 */
export function DirectMessageForm({
  agents,
  initialTo = 'all',
}: {
  agents: CommAgent[]
  initialTo?: string
}) {
  const ids = useId()
  const [toAgent, setToAgent] = useState(initialTo)
  const [content, setContent] = useState('')
  const send = useSendMessage({ onSent: () => setContent('') })
  const blank = !content.trim()

  return (
    <form
      aria-label="Send to an agent"
      className="grid gap-3"
      onSubmit={(event) => {
        event.preventDefault()
        if (!blank && !send.isPending) send.mutate({ content: content.trim(), toAgent })
      }}
    >
      <div className="grid gap-2">
        <Label htmlFor={`${ids}-to`}>Recipient</Label>
        <NativeSelect
          id={`${ids}-to`}
          value={toAgent}
          onChange={(event) => setToAgent(event.target.value)}
        >
          <option value="all">All agents</option>
          {agents.map((agent) => (
            <option key={agent.id} value={agent.id}>
              {agent.name}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${ids}-message`}>Message</Label>
        <Textarea
          id={`${ids}-message`}
          value={content}
          rows={3}
          maxLength={2000}
          placeholder="Ask an agent something, or tell the network…"
          onChange={(event) => setContent(event.target.value)}
        />
      </div>
      <Button type="submit" disabled={blank || send.isPending}>
        <Send aria-hidden /> {send.isPending ? 'Sending...' : 'Send'}
      </Button>
    </form>
  )
}
