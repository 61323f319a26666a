import { Avatar } from '@/client/components/avatar'
import { chatPersonaIds, personas } from '@content/personas'
import { GitBranch, Pin, Search, UsersRound } from 'lucide-react'
import { useRef, useState } from 'react'
import { InlineMarkdown } from '@/client/components/markdown'
import { QueryState } from '@/client/components/query-state'
import { Input } from '@/client/components/ui/input'
import { statusOf } from '@/client/lib/api-request'
import { useDebouncedValue } from '@/client/lib/use-debounced-value'
import { cn } from '@/client/lib/utils'
import type { PersonaId } from '@/shared/personas'
import { useConversations } from '../api/get-conversations'
import { ConversationView } from './conversation-view'
import { PremiumPrompt } from '@/client/components/account-prompts'
import { plural } from '@/shared/plural'
import { HISTORY_IS_PREMIUM } from '@/shared/memory'
import { useStoredUser } from '@/client/lib/stored-user'

/** A saved conversation's persona; one that is not a built-in gets its monogram. */
const avatarOf = (persona: string) =>
  chatPersonaIds.includes(persona as PersonaId) ? personas[persona as PersonaId] : { name: persona }

/** Premium history: search, open, continue and branch saved conversations. */
export function HistoryPanel() {
  const [search, setSearch] = useState('')
  const query = useDebouncedValue(search, 300)
  const list = useConversations(query)
  const user = useStoredUser()
  const [openId, setOpenId] = useState<string | null>(null)
  const viewRef = useRef<HTMLDivElement>(null)

  const open = (id: string) => {
    setOpenId(id)
    // On a phone the conversation is below the list.
    window.setTimeout(
      () => viewRef.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' }),
      50,
    )
  }

  // A free member's history is not asked for (get-conversations.ts): the prompt shows at once.
  if (user && !user.isPremium) return <PremiumPrompt message={HISTORY_IS_PREMIUM} />
  if (list.error && statusOf(list.error) === 403)
    return <PremiumPrompt message={list.error.message} />

  return (
    <div className="grid gap-6 lg:grid-cols-[22rem_minmax(0,1fr)]">
      <div className="min-w-0 space-y-3">
        <div className="relative">
          <Search
            className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden
          />
          <Input
            type="search"
            aria-label="Search your conversations"
            placeholder="Search your conversations…"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            className="pl-9"
          />
        </div>
        <QueryState
          query={list}
          loading="Loading your history…"
          isEmpty={(data) => data.length === 0}
          empty={
            <p className="rounded-lg border border-dashed border-border p-6 text-center text-sm text-muted-foreground">
              {query.trim()
                ? `No conversations mention “${query.trim()}”.`
                : 'No saved conversations yet. Chat with a persona and it appears here.'}
            </p>
          }
        >
          {(data) => (
            <ul aria-label="Saved conversations" className="space-y-2">
              {data.map((conversation) => (
                <li key={conversation.id}>
                  <button
                    type="button"
                    aria-current={conversation.id === openId ? 'true' : undefined}
                    onClick={() => open(conversation.id)}
                    className={cn(
                      'flex w-full gap-3 rounded-lg border border-border bg-card/60 p-3 text-left transition-colors hover:bg-muted',
                      conversation.id === openId && 'border-primary bg-muted',
                    )}
                  >
                    <Avatar subject={avatarOf(conversation.persona)} decorative />
                    <span className="min-w-0 flex-1">
                      <span className="block break-words text-sm font-medium">
                        {conversation.title}
                      </span>
                      <span className="mt-0.5 flex flex-wrap items-center gap-x-2 text-xs text-muted-foreground">
                        {conversation.pinned ? (
                          <span className="inline-flex items-center gap-1 text-primary">
                            <Pin className="size-3" aria-hidden /> pinned
                          </span>
                        ) : null}
                        <span>{new Date(conversation.updatedAt).toLocaleString()}</span>
                        <span>{plural(conversation.messageCount, 'message')}</span>
                        {conversation.participants ? (
                          <span className="inline-flex items-center gap-1">
                            <UsersRound className="size-3" aria-hidden /> group of{' '}
                            {conversation.participants.length}
                          </span>
                        ) : null}
                        {conversation.branchedFrom ? (
                          <span className="inline-flex items-center gap-1">
                            <GitBranch className="size-3" aria-hidden /> branch
                          </span>
                        ) : null}
                      </span>
                      {conversation.match ? (
                        <span className="mt-1 block break-words text-xs italic text-muted-foreground">
                          “<InlineMarkdown source={conversation.match} links={false} />”
                        </span>
                      ) : null}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </QueryState>
      </div>
      <div ref={viewRef} className="min-w-0 rounded-xl border border-border bg-card/40 p-4 sm:p-5">
        {openId ? (
          <ConversationView id={openId} onOpen={open} onDeleted={() => setOpenId(null)} />
        ) : (
          <p className="grid min-h-40 place-items-center text-center text-sm text-muted-foreground">
            Choose a conversation to reopen it, carry it on, or continue from any earlier message.
          </p>
        )}
      </div>
    </div>
  )
}
