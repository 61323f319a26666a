import { Search } from 'lucide-react'
import type { ComponentProps } from 'react'
import { Input } from '@/client/components/ui/input'
import { cn } from '@/client/lib/utils'

/** A search box with its magnifier: `label` names it for screen readers, the field filters live. */
export function SearchField({
  value,
  onValueChange,
  label,
  className,
  maxLength = 100,
  ...props
}: Omit<ComponentProps<typeof Input>, 'value' | 'onChange' | 'type' | 'className'> & {
  value: string
  onValueChange: (value: string) => void
  label: string
  /** Classes of the wrapper: width and margins. */
  className?: string
}) {
  return (
    <div className={cn('relative', className)}>
      <Search
        className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
        aria-hidden
      />
      <Input
        {...props}
        type="search"
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        aria-label={label}
        maxLength={maxLength}
        className="pl-9"
      />
    </div>
  )
}
