import { Radio } from 'lucide-react'
import { useId, useState } from 'react'
import { Button } from '@/client/components/ui/button'
import { Label } from '@/client/components/ui/label'
import { NativeSelect } from '@/client/components/ui/native-select'
import { Textarea } from '@/client/components/ui/textarea'
import { useAdminSession } from '@/client/lib/admin-session'
import { useStoredUser } from '@/client/lib/stored-user'
import { broadcastSender } from '@/shared/communication'
import { BROADCAST_PRIORITY_OPTIONS, useBroadcast, type BroadcastPriority } from '../api/broadcast'
import { capitalise } from '../format'

/**
 * docs/product/communication.md: a message and a priority (default medium), sent under the
 * session's name: Creator for administrators, @username for other people, Visitor for visitors.
 */
export function BroadcastForm() {
  const ids = useId()
  const sender = broadcastSender(useStoredUser(), useAdminSession().isAdmin)
  const [message, setMessage] = useState('')
  const [priority, setPriority] = useState<BroadcastPriority>('medium')
  const send = useBroadcast({
    onSent: () => {
      setMessage('')
      setPriority('medium')
    },
  })
  const blank = !message.trim()

  return (
    <section
      aria-labelledby={`${ids}-title`}
      className="rounded-lg border border-border bg-card/40 p-4 sm:p-6"
    >
      <h2
        id={`${ids}-title`}
        className="flex items-center gap-2 font-display text-xl font-semibold"
      >
        <Radio className="size-5 text-primary" aria-hidden /> Broadcast to all AI entities
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">
        Every AI agent receives it and answers through the AI engine; the answers arrive in the log
        below.
      </p>
      <form
        className="mt-4 grid gap-4"
        onSubmit={(event) => {
          event.preventDefault()
          if (!blank && !send.isPending) send.mutate({ message: message.trim(), priority })
        }}
      >
        <div className="grid gap-2">
          <Label htmlFor={`${ids}-message`}>Broadcast message</Label>
          <Textarea
            id={`${ids}-message`}
            value={message}
            rows={4}
            maxLength={2000}
            placeholder="What should every AI entity hear?"
            onChange={(event) => setMessage(event.target.value)}
          />
        </div>
        <div className="flex flex-wrap items-end gap-4">
          <div className="grid gap-2">
            <Label htmlFor={`${ids}-priority`}>Priority</Label>
            <NativeSelect
              id={`${ids}-priority`}
              value={priority}
              className="w-40"
              onChange={(event) => setPriority(event.target.value as BroadcastPriority)}
            >
              {BROADCAST_PRIORITY_OPTIONS.map((option) => (
                <option key={option} value={option}>
                  {capitalise(option)}
                </option>
              ))}
            </NativeSelect>
          </div>
          <p className="pb-2 text-sm text-muted-foreground">
            Sending as <span className="font-medium text-foreground">{sender}</span>
          </p>
          <Button type="submit" className="ml-auto" disabled={blank || send.isPending}>
            <Radio aria-hidden /> {send.isPending ? 'Broadcasting...' : 'Send Broadcast'}
          </Button>
        </div>
      </form>
    </section>
  )
}
