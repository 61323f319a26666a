import { chatPersonaIds, personas } from '@content/personas'
import { Download, GitBranch, Trash2 } from 'lucide-react'
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
import { toast } from '@/client/components/ui/use-toast'
import { urlOf } from '@/client/lib/api'
import { accountEndpoints } from '@/shared/endpoints/account'
import type { PersonaId } from '@/shared/personas'
import { useConversation } from '../api/get-conversation'
import { useDeleteConversation } from '../api/delete-conversation'
import { ContinueConversation } from './continue-conversation'
import { ConversationSettings } from './conversation-settings'

/** The download of one saved conversation (the account API), as Markdown or JSON. */
const chatExportPath = (id: string, format: 'markdown' | 'json') =>
  urlOf(accountEndpoints.chatExport, { params: { id }, query: format === 'json' ? { format } : {} })

export function ConversationView({
  id,
  onOpen,
  onDeleted,
}: {
  id: string
  onOpen: (id: string) => void
  onDeleted: () => void
}) {
  const detail = useConversation(id)
  const remove = useDeleteConversation()

  if (detail.isPending)
    return (
      <p className="text-sm text-muted-foreground" aria-busy="true">
        Opening the conversation…
      </p>
    )
  if (detail.error) return <p className="text-sm text-destructive">{detail.error.message}</p>

  const { conversation } = detail.data
  const persona = chatPersonaIds.includes(conversation.persona as PersonaId)
    ? personas[conversation.persona as PersonaId]
    : null

  return (
    <article aria-labelledby="conversation-title" className="min-w-0 space-y-4">
      <header className="flex flex-wrap items-start gap-3">
        <div className="min-w-0 flex-1">
          <h2 id="conversation-title" className="break-words font-display text-xl font-semibold">
            {conversation.title}
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">
            {persona ? `With ${persona.name}` : conversation.persona} · started{' '}
            {new Date(conversation.createdAt).toLocaleString()}
          </p>
          {conversation.branchedFrom ? (
            <Button
              variant="link"
              className="h-auto p-0 text-sm"
              onClick={() => onOpen(conversation.branchedFrom!)}
            >
              <GitBranch aria-hidden /> Branched from an earlier conversation: open it
            </Button>
          ) : null}
        </div>
        <div className="flex flex-wrap gap-2" role="group" aria-label="Download this conversation">
          {(['markdown', 'json'] as const).map((format) => (
            <Button key={format} asChild variant="outline" size="sm">
              <a href={chatExportPath(id, format)} download>
                <Download aria-hidden /> {format === 'markdown' ? 'Markdown' : 'JSON'}
              </a>
            </Button>
          ))}
        </div>
        <ConversationSettings key={conversation.id} conversation={conversation} />
        <Dialog>
          <DialogTrigger asChild>
            <Button variant="outline" size="sm" className="text-destructive">
              <Trash2 aria-hidden /> Delete
            </Button>
          </DialogTrigger>
          <DialogContent>
            <DialogHeader>
              <DialogTitle>Delete this conversation?</DialogTitle>
              <DialogDescription>
                “{conversation.title}” and its messages are removed for good. Branches made from it
                stay.
              </DialogDescription>
            </DialogHeader>
            <DialogFooter>
              <DialogClose asChild>
                <Button variant="ghost">Keep it</Button>
              </DialogClose>
              <Button
                variant="destructive"
                disabled={remove.isPending}
                onClick={() =>
                  remove.mutate(id, {
                    onSuccess: () => {
                      toast({ title: 'Conversation deleted', duration: 3000 })
                      onDeleted()
                    },
                    onError: (error) =>
                      toast({
                        variant: 'destructive',
                        title: 'Could not delete it',
                        description: error.message,
                      }),
                  })
                }
              >
                {remove.isPending ? 'Deleting...' : 'Delete conversation'}
              </Button>
            </DialogFooter>
          </DialogContent>
        </Dialog>
      </header>
      <ContinueConversation key={id} detail={detail.data} onOpen={onOpen} />
    </article>
  )
}
