import { useId, useState } from 'react'
import { Button } from '@/client/components/ui/button'
import { Label } from '@/client/components/ui/label'
import { Textarea } from '@/client/components/ui/textarea'
import { toast } from '@/client/components/ui/use-toast'
import type { BoardMessage } from '@/shared/board'
import { usePostMessage } from '../api/post-message'

const MAX_CONTENT = 2000

/** A reply threaded under `parent`, addressed to its sender when that is an agent. */
export function ReplyForm({
  parent,
  parentName,
  toAgent,
  onDone,
  onCancel,
}: {
  parent: BoardMessage
  parentName: string
  toAgent: string
  onDone: () => void
  onCancel: () => void
}) {
  const id = useId()
  const [content, setContent] = useState('')
  const post = usePostMessage({
    onPosted: () => {
      setContent('')
      toast({ title: 'Reply Sent', description: `Your reply to ${parentName} is on the board.` })
      onDone()
    },
  })
  const blank = !content.trim()

  return (
    <form
      className="mt-3 grid gap-2"
      onSubmit={(event) => {
        event.preventDefault()
        if (blank || post.isPending) return
        post.mutate({
          content: content.trim(),
          toAgent,
          messageType: 'conversation',
          priority: 1,
          parentId: parent.id,
        })
      }}
    >
      <Label htmlFor={id} className="sr-only">
        Reply to {parentName}
      </Label>
      <Textarea
        id={id}
        value={content}
        maxLength={MAX_CONTENT}
        placeholder={`Reply to ${parentName}…`}
        onChange={(event) => setContent(event.target.value)}
        autoFocus
      />
      <div className="flex justify-end gap-2">
        <Button type="button" variant="ghost" size="sm" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" size="sm" disabled={blank || post.isPending}>
          {post.isPending ? 'Sending...' : 'Send Reply'}
        </Button>
      </div>
    </form>
  )
}
