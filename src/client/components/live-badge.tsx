import { useLiveConnected } from '@/client/lib/live-events'
import { cn } from '@/client/lib/utils'

/** Says how the screen stays current: the live stream, or polling while it is down. */
export function LiveBadge({ pollMs, className }: { pollMs: number; className?: string }) {
  const connected = useLiveConnected()
  return (
    <span
      role="status"
      className={cn(
        'inline-flex items-center gap-2 rounded-full border px-3 py-1 text-xs font-medium',
        connected ? 'border-emerald-400/40 text-emerald-300' : 'border-amber-400/40 text-amber-300',
        className,
      )}
    >
      <span
        aria-hidden
        className={cn(
          'size-2 rounded-full',
          connected ? 'animate-pulse bg-emerald-400' : 'bg-amber-400',
        )}
      />
      {connected ? 'Live' : `Checking every ${pollMs / 1000} s`}
    </span>
  )
}
