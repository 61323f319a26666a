import { toast } from '@/client/components/ui/use-toast'

export const CHAT_ERROR_FALLBACK = 'Failed to get AI response. Please try again.'
/** Chat-area notifications are short (docs/product/errors-and-states.md: 3 or 4 s). */
export const CHAT_TOAST_MS = 4000

/** docs/product/errors-and-states.md: 'Chat Error' with the error's message, or the fallback. */
export function showChatError(error: unknown) {
  toast({
    variant: 'destructive',
    title: 'Chat Error',
    description: (error instanceof Error && error.message) || CHAT_ERROR_FALLBACK,
    duration: CHAT_TOAST_MS,
  })
}
