import { Loader2 } from 'lucide-react'
import { cn } from '@/client/lib/utils'
import type { CommAgent } from '@/shared/communication'

const styles: Record<CommAgent['status'], string> = {
  active: 'border-emerald-400/40 text-emerald-300',
  processing: 'border-amber-400/40 text-amber-300',
  idle: 'border-border text-muted-foreground',
}

/** Active (a message in the last 10 minutes), processing (an answer queued) or idle. */
export function AgentStatusBadge({ status }: { status: CommAgent['status'] }) {
  return (
    <span
      className={cn(
        'inline-flex shrink-0 items-center gap-1 rounded-full border px-2 py-0.5 text-xs font-medium capitalize',
        styles[status],
      )}
    >
      {status === 'processing' ? <Loader2 className="size-3 animate-spin" aria-hidden /> : null}
      {status}
    </span>
  )
}
