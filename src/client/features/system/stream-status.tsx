import { useState } from 'react'
import { useLiveConnected } from '@/client/lib/live-events'
import { useLiveEvent } from '@/client/lib/use-live-event'
import { cn } from '@/client/lib/utils'
import { plural } from '@/shared/plural'

/**
 * Whether this browser's live event stream is connected, and how many observations
 * it has carried here since the screen opened: fan-out seen from the receiving end.
 */
export function StreamStatus() {
  const connected = useLiveConnected()
  const [received, setReceived] = useState(0)
  useLiveEvent('observation', () => setReceived((count) => count + 1))
  return (
    <div role="status" className="space-y-1 text-sm">
      <p className="flex items-center gap-2">
        <span
          aria-hidden
          className={cn(
            'size-2.5 rounded-full',
            connected ? 'animate-pulse bg-emerald-400' : 'bg-amber-400',
          )}
        />
        {connected
          ? 'This browser is connected to the live event stream.'
          : 'This browser is not connected to the live event stream; screens poll instead.'}
      </p>
      <p className="text-muted-foreground">
        {plural(received, 'live observation')} received here since this screen opened.
      </p>
    </div>
  )
}
