import { QueryClientProvider } from '@tanstack/react-query'
import { useEffect, useState, type ReactNode } from 'react'
import { TooltipProvider } from '@/client/components/ui/tooltip'
import { liveEvents } from '@/client/lib/live-events'
import { createQueryClient } from '@/client/lib/query-client'
import { DeferredToaster } from './deferred-toaster'

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient)
  // Live events missed beyond what the server replays: refetch every query on screen.
  useEffect(() => liveEvents().onReset(() => void queryClient.invalidateQueries()), [queryClient])
  return (
    <QueryClientProvider client={queryClient}>
      <TooltipProvider>
        {children}
        <DeferredToaster />
      </TooltipProvider>
    </QueryClientProvider>
  )
}
