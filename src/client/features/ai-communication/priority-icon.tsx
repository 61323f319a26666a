import { AlertTriangle, ArrowDownCircle, CircleAlert } from 'lucide-react'
import { cn } from '@/client/lib/utils'
import { priorityLevel } from './board/board-filters'

const icons = {
  high: { Icon: AlertTriangle, className: 'text-orange-400', label: 'High priority' },
  medium: { Icon: CircleAlert, className: 'text-yellow-300', label: 'Medium priority' },
  low: { Icon: ArrowDownCircle, className: 'text-emerald-300', label: 'Low priority' },
} as const

/**
 * docs/product/message-board-and-agents.md: the high icon from priority 8, medium from 5, low
 * below.
 */
export function PriorityIcon({ priority, className }: { priority: number; className?: string }) {
  const { Icon, className: colour, label } = icons[priorityLevel(priority)]
  return (
    <span
      role="img"
      aria-label={`${label} (${priority})`}
      title={`${label} (${priority})`}
      data-priority={priorityLevel(priority)}
      className={cn('inline-flex', colour, className)}
    >
      <Icon className="size-4" aria-hidden />
    </span>
  )
}
