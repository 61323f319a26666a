import { SquarePen } from 'lucide-react'
import { Button } from '@/client/components/ui/button'
import { cn } from '@/client/lib/utils'
import { ModelPicker } from './model-picker'

/** The row above a chat: the model picker and New chat (decision 205). */
export function ChatToolbar({
  model,
  onModelChange,
  canStartNew,
  onNewChat,
  className,
}: {
  model: string
  onModelChange: (model: string) => void
  canStartNew: boolean
  onNewChat: () => void
  className?: string
}) {
  return (
    <div className={cn('flex items-center justify-between gap-2', className)}>
      <ModelPicker value={model} onChange={onModelChange} />
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="h-8 shrink-0 px-2"
        disabled={!canStartNew}
        onClick={onNewChat}
      >
        <SquarePen aria-hidden />
        New chat
      </Button>
    </div>
  )
}
