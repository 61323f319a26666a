import { Pencil, Pin, PinOff } from 'lucide-react'
import { useState } from 'react'
import { Button } from '@/client/components/ui/button'
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/client/components/ui/dialog'
import { Input } from '@/client/components/ui/input'
import { toast } from '@/client/components/ui/use-toast'
import type { ConversationSummary } from '@/shared/memory'
import { useUpdateConversation } from '../api/update-conversation'

/** Rename and Pin / Unpin of a saved conversation. */
export function ConversationSettings({ conversation }: { conversation: ConversationSummary }) {
  const update = useUpdateConversation()
  const [open, setOpen] = useState(false)
  const [title, setTitle] = useState(conversation.title)
  const failed = (error: Error) =>
    toast({ variant: 'destructive', title: 'Could not change it', description: error.message })

  return (
    <>
      <Button
        variant="outline"
        size="sm"
        aria-pressed={conversation.pinned}
        disabled={update.isPending}
        onClick={() =>
          update.mutate({ id: conversation.id, pinned: !conversation.pinned }, { onError: failed })
        }
      >
        {conversation.pinned ? <PinOff aria-hidden /> : <Pin aria-hidden />}
        {conversation.pinned ? 'Unpin' : 'Pin'}
      </Button>
      <Dialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next)
          if (next) setTitle(conversation.title)
        }}
      >
        <DialogTrigger asChild>
          <Button variant="outline" size="sm">
            <Pencil aria-hidden /> Rename
          </Button>
        </DialogTrigger>
        <DialogContent>
          <form
            className="space-y-4"
            onSubmit={(event) => {
              event.preventDefault()
              update.mutate(
                { id: conversation.id, title },
                {
                  onSuccess: () => {
                    setOpen(false)
                    toast({ title: 'Conversation renamed', duration: 2000 })
                  },
                  onError: failed,
                },
              )
            }}
          >
            <DialogHeader>
              <DialogTitle>Rename this conversation</DialogTitle>
              <DialogDescription>The name it has in your history.</DialogDescription>
            </DialogHeader>
            <Input
              aria-label="Conversation name"
              value={title}
              maxLength={120}
              onChange={(event) => setTitle(event.target.value)}
            />
            <DialogFooter>
              <DialogClose asChild>
                <Button type="button" variant="ghost">
                  Cancel
                </Button>
              </DialogClose>
              <Button type="submit" disabled={!title.trim() || update.isPending}>
                Save name
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>
    </>
  )
}
