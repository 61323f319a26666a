import { Check } from 'lucide-react'
import { Avatar } from '@/client/components/avatar'
import { Button } from '@/client/components/ui/button'
import type { ChatPersona } from '@/client/lib/chat-persona'
import { cn } from '@/client/lib/utils'

/**
 * Which personas take part (the mirror chat's "Who answers", dream mode's "Who dreams"): each a
 * toggle with its avatar; the last one chosen cannot be switched off (decision 218).
 */
export function PersonaPicker({
  legend,
  everyone,
  chosen,
  onToggle,
  disabled = false,
  tone = 'page',
  className,
}: {
  legend: string
  everyone: readonly ChatPersona[]
  chosen: readonly string[]
  onToggle: (id: string) => void
  disabled?: boolean
  /** `dream`: light on dream mode's dark canvas. */
  tone?: 'page' | 'dream'
  className?: string
}) {
  const dream = tone === 'dream'
  return (
    <fieldset className={cn('min-w-0', className)}>
      <legend className={cn('mb-2 text-sm', dream ? 'text-white/80' : 'font-medium')}>
        {legend}
      </legend>
      <div className="flex flex-wrap gap-2">
        {everyone.map((persona) => {
          const on = chosen.includes(persona.id)
          return (
            <Button
              key={persona.id}
              type="button"
              variant={dream ? 'ghost' : 'outline'}
              size="sm"
              aria-pressed={on}
              disabled={disabled || (on && chosen.length === 1)}
              onClick={() => onToggle(persona.id)}
              className={cn(
                'h-9 max-w-[14rem] gap-2 pl-1',
                dream
                  ? cn(
                      'rounded-full border pr-3',
                      on
                        ? 'border-white/70 bg-white/15 text-white hover:bg-white/15 hover:text-white'
                        : 'border-white/20 text-white/60 hover:bg-white/10 hover:text-white/80',
                    )
                  : on && 'border-primary bg-primary/10',
              )}
            >
              <Avatar subject={persona} size={26} decorative />
              <span className="truncate">{persona.name}</span>
              {on && !dream ? <Check aria-hidden className="text-primary" /> : null}
            </Button>
          )
        })}
      </div>
    </fieldset>
  )
}
