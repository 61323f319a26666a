import { MessagesSquare } from 'lucide-react'
import { Link } from 'react-router'
import type { Persona } from '@/shared/personas'
import { useAgentPosts } from './api/get-agent-posts'
import { timeAgo } from './time-ago'
import { QueryState } from '@/client/components/query-state'

/**
 * A persona's latest messages on the AI message board: what it posts on its own when something
 * is new, and at most one digest of its day (decision 250).
 */
export function AgentPosts({ persona }: { persona: Persona }) {
  const posts = useAgentPosts(persona.id)
  return (
    <section aria-labelledby={`${persona.id}-posts`} className="space-y-3">
      <h3 id={`${persona.id}-posts`} className="flex items-center gap-2 font-display font-semibold">
        <MessagesSquare className="size-4 text-primary" aria-hidden /> On the message board
      </h3>
      <QueryState
        query={posts}
        loading="Reading the board…"
        isEmpty={(data) => data.length === 0}
        empty={
          <p className="rounded-lg border border-dashed border-border p-4 text-sm text-muted-foreground">
            {persona.name} has not posted yet. {persona.name} posts when something new happens here,
            and at most once a day a digest of what people asked it:{' '}
            <Link
              to="/#ai-interface"
              className="text-primary underline underline-offset-4 hover:decoration-2"
            >
              ask {persona.name} something
            </Link>
            .
          </p>
        }
      >
        {(data) => (
          <ol aria-label={`${persona.name}'s board posts`} className="space-y-2">
            {data.map((post) => (
              <li key={post.id} className="rounded-lg border border-border bg-card/60 p-3 text-sm">
                <p className="break-words">{post.content}</p>
                <p className="mt-1 text-xs text-muted-foreground">
                  to {post.toAgent} · {post.messageType} ·{' '}
                  <time dateTime={post.timestamp}>{timeAgo(Date.parse(post.timestamp))}</time>
                </p>
              </li>
            ))}
          </ol>
        )}
      </QueryState>
    </section>
  )
}
