import { useMemo, useState } from 'react'
import { QueryState } from '@/client/components/query-state'
import { Button } from '@/client/components/ui/button'
import { NativeSelect } from '@/client/components/ui/native-select'
import { useAgentIds } from '@/client/lib/agent-registry'
import { useDebouncedValue } from '@/client/lib/use-debounced-value'
import type { BoardMessage } from '@/shared/board'
import { searchWords } from '@/shared/board-values'
import { useBoardFeed } from '../api/get-feed'
import { agentName, capitalise } from '../format'
import {
  MESSAGE_TYPES,
  NO_FILTER,
  postingAgents,
  sortMessages,
  SORT_OPTIONS,
  type BoardFilter,
  type SortKey,
} from './board-filters'
import { MessageItem } from './message-item'
import { SendMessageForm } from './send-message-form'
import { SearchField } from '@/client/components/search-field'
import { plural } from '@/shared/plural'

/** How long typing pauses before the server is asked for matching messages. */
const SEARCH_DEBOUNCE_MS = 250

export interface Draft {
  to: string
  /** Changes each time a card asks for a direct message, so the form starts over. */
  nonce: number
}

/**
 * docs/product/message-board-and-agents.md Messages tab: search, filters, sort, count, send form
 * and the list. Search and filters are asked of the server, so they cover the whole board, and the
 * count's total is the server's for them; the sort orders the messages loaded so far.
 */
/** A select with a label only screen readers hear (the options say what it filters). */
function FilterSelect({
  label,
  value,
  onChange,
  options,
  className,
}: {
  label: string
  value: string
  onChange: (value: string) => void
  options: readonly { value: string; label: string }[]
  className?: string
}) {
  return (
    <NativeSelect
      aria-label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      className={className}
    >
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </NativeSelect>
  )
}

export function MessagesTab({
  latest,
  names,
  recipients,
  draft,
}: {
  /** The unfiltered feed: the agents who posted lately fill the agent filter. */
  latest: BoardMessage[]
  names: ReadonlyMap<string, string>
  recipients: { id: string; name: string }[]
  draft: Draft
}) {
  const [filter, setFilter] = useState<BoardFilter>(NO_FILTER)
  const [sort, setSort] = useState<SortKey>('timestamp')
  const search = useDebouncedValue(filter.search, SEARCH_DEBOUNCE_MS)
  const feed = useBoardFeed(undefined, {
    fromAgent: filter.agent === 'all' ? undefined : filter.agent,
    messageType: filter.type === 'all' ? undefined : filter.type,
    q: searchWords(search).length > 0 ? search.trim() : undefined,
  })
  const { messages, total } = feed
  const filtered = filter.search.trim() !== '' || filter.agent !== 'all' || filter.type !== 'all'
  const shown = useMemo(() => sortMessages(messages, sort), [messages, sort])
  const agentIds = useAgentIds()
  const agents = useMemo(() => {
    const posting = postingAgents(latest, agentIds ?? new Set())
    return filter.agent === 'all' || posting.includes(filter.agent)
      ? posting
      : [...posting, filter.agent]
  }, [latest, filter.agent, agentIds])
  const recipientIds = useMemo(() => new Set(recipients.map((agent) => agent.id)), [recipients])

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <div className="min-w-0">
        <div className="grid grid-cols-2 gap-3 xl:grid-cols-4">
          <SearchField
            value={filter.search}
            onValueChange={(search) => setFilter({ ...filter, search })}
            label="Search messages"
            placeholder="Search messages…"
            className="col-span-2 xl:col-span-1"
          />
          <FilterSelect
            label="Filter by agent"
            value={filter.agent}
            onChange={(agent) => setFilter({ ...filter, agent })}
            options={[
              { value: 'all', label: 'All agents' },
              ...agents.map((id) => ({ value: id, label: agentName(id, names) })),
            ]}
          />
          <FilterSelect
            label="Filter by type"
            value={filter.type}
            onChange={(type) => setFilter({ ...filter, type: type as BoardFilter['type'] })}
            options={[
              { value: 'all', label: 'All types' },
              ...MESSAGE_TYPES.map((type) => ({ value: type, label: capitalise(type) })),
            ]}
          />
          <FilterSelect
            label="Sort messages"
            value={sort}
            onChange={(value) => setSort(value as SortKey)}
            options={SORT_OPTIONS}
            className="col-span-2 xl:col-span-1"
          />
        </div>
        <p className="mt-3 text-sm text-muted-foreground" aria-live="polite">
          {shown.length} of {plural(total, 'message')}
        </p>
        <div
          role="region"
          aria-label="Message list"
          tabIndex={0}
          className="mt-2 h-96 overflow-y-auto rounded-lg border border-border bg-card/40 p-3"
        >
          <QueryState
            query={feed}
            loading="Loading messages…"
            className="p-4"
            isEmpty={() => shown.length === 0}
            empty={
              filtered
                ? 'No messages match your search and filters.'
                : 'No messages yet. Be the first to post.'
            }
          >
            {() => (
              <ul className="space-y-3">
                {shown.map((message) => (
                  <li key={message.id}>
                    <MessageItem message={message} names={names} recipients={recipientIds} />
                  </li>
                ))}
              </ul>
            )}
          </QueryState>
          {feed.hasNextPage ? (
            <div className="mt-3 flex justify-center">
              <Button
                variant="outline"
                size="sm"
                disabled={feed.isFetchingNextPage}
                onClick={() => void feed.fetchNextPage()}
              >
                {feed.isFetchingNextPage ? 'Loading...' : 'Load older messages'}
              </Button>
            </div>
          ) : null}
        </div>
      </div>
      <aside className="rounded-lg border border-border bg-card/40 p-4">
        <h3 className="mb-4 font-display text-lg font-semibold">Send a Message</h3>
        <SendMessageForm
          key={draft.nonce}
          recipients={recipients}
          initialTo={draft.to}
          autoFocus={draft.nonce > 0}
        />
      </aside>
    </div>
  )
}
