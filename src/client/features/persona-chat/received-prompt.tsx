import { useQuery } from '@tanstack/react-query'
import { QueryState } from '@/client/components/query-state'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/client/components/ui/dialog'
import { api, queryKeyOf } from '@/client/lib/api'
import type { ChatMessage } from '@/client/lib/chat-session'
import { personaEndpoints } from '@/shared/endpoints/personas'
import type { ReceivedPrompt } from '@/shared/personas'

/**
 * The prompt behind an answer: of the conversation's logged prompts for the question before
 * it, the one at the answer's place among its regenerations (the latest when fewer are kept).
 */
export function promptFor(
  prompts: readonly ReceivedPrompt[],
  question: string | undefined,
  variant: number,
): ReceivedPrompt | undefined {
  const asked = prompts.filter((prompt) => prompt.question === question)
  return asked[variant] ?? asked.at(-1)
}

/** "What the model received" (docs/product/personas.md "See the prompt"): owner-only. */
export function ReceivedPromptDialog({
  conversationId,
  messages,
  messageId,
  onClose,
}: {
  conversationId: string | null
  messages: readonly ChatMessage[]
  messageId: string | null
  onClose: () => void
}) {
  const at = messages.findIndex((message) => message.id === messageId)
  const answer = messages[at]
  const question = messages[at - 1]?.isUser ? messages[at - 1]!.text : undefined
  const query = useQuery({
    queryKey: [...queryKeyOf(personaEndpoints.prompts), conversationId, messageId],
    queryFn: ({ signal }) =>
      api(personaEndpoints.prompts, { params: { conversationId: conversationId! } }, { signal }),
    enabled: !!conversationId && !!messageId,
  })
  return (
    <Dialog open={messageId !== null} onOpenChange={(open) => (open ? null : onClose())}>
      <DialogContent className="max-h-[85vh] max-w-3xl overflow-y-auto">
        <DialogHeader>
          <DialogTitle>What the model received</DialogTitle>
          <DialogDescription>
            The messages sent for this answer, as the model saw them. Only you can see this.
          </DialogDescription>
        </DialogHeader>
        {!conversationId ? (
          <p className="text-sm text-muted-foreground">This answer has no prompt to show.</p>
        ) : (
          <QueryState query={query} errorLead="The prompt did not load">
            {(data) => {
              const prompt = promptFor(data.prompts, question, answer?.shown ?? 0)
              if (!prompt)
                return (
                  <p className="text-sm text-muted-foreground">
                    The prompt of this answer is not kept here. A server keeps each
                    conversation&apos;s latest 20 prompts in its memory only, so a restart, or
                    another of the site&apos;s servers having answered, loses it.
                  </p>
                )
              return <PromptView prompt={prompt} />
            }}
          </QueryState>
        )}
      </DialogContent>
    </Dialog>
  )
}

function PromptView({ prompt }: { prompt: ReceivedPrompt }) {
  return (
    <div className="grid min-w-0 gap-3">
      <p className="text-sm">
        {prompt.messages.length} messages, {prompt.tokens.toLocaleString('en')} tokens
        {prompt.fired.length
          ? `; lorebook entries that fired: ${prompt.fired.map((entry) => entry.label).join(', ')}`
          : '; no lorebook entry fired'}
        .
      </p>
      <ol className="grid gap-2" aria-label="Messages sent">
        {prompt.messages.map((message, index) => {
          const lore = prompt.fired.filter((entry) => message.content.includes(entry.content))
          return (
            <li
              key={index}
              className="min-w-0 rounded-lg border border-border bg-background/40 p-3"
            >
              <p className="mb-1 flex flex-wrap gap-2 text-xs font-medium uppercase text-muted-foreground">
                {message.role}
                {lore.map((entry) => (
                  <mark
                    key={entry.label}
                    className="rounded bg-primary/20 px-1 normal-case text-foreground"
                  >
                    Lorebook: {entry.label}
                  </mark>
                ))}
              </p>
              <pre className="whitespace-pre-wrap text-sm [overflow-wrap:anywhere]">
                {message.content}
              </pre>
            </li>
          )
        })}
      </ol>
    </div>
  )
}
