import { createElement } from 'react'
import { InlineMarkdown } from '@/client/components/markdown'
import { toast } from '@/client/components/ui/use-toast'

/** docs/product/agent-zero.md: the success toast of an invocation or a chat message. */
export const toastResponse = (message: string) =>
  toast({
    title: 'Agent Zero Responds',
    description: createElement(InlineMarkdown, { source: message, maxLength: 160 }),
  })

/** docs/product/agent-zero.md: an invocation (Status quick commands, Invoke tab) that failed. */
export const toastInvocationFailed = () =>
  toast({
    title: 'Invocation Failed',
    description: 'Agent Zero remains silent.',
    variant: 'destructive',
  })

/** docs/product/agent-zero.md: a chat message that failed. */
export const toastCommunicationFailed = () =>
  toast({
    title: 'Communication Failed',
    description: 'Agent Zero is observing in silence.',
    variant: 'destructive',
  })
