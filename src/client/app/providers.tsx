import { QueryClientProvider } from '@tanstack/react-query'
import { useState, type ReactNode } from 'react'
import { TooltipProvider } from '@/client/components/ui/tooltip'
import { createQueryClient } from '@/client/lib/query-client'
import { DeferredToaster } from './deferred-toaster'

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient)
  return (
    <QueryClientProvider client={queryClient}>
      <TooltipProvider>
        {children}
        <DeferredToaster />
      </TooltipProvider>
    </QueryClientProvider>
  )
}
