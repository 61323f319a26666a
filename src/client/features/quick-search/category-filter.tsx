import { cn } from '@/client/lib/utils'
import type { SearchCategory } from '@/shared/search'
import { categoryLabels } from './result-icon'

/** "All" and one toggle per category that has results. */
export function CategoryFilter({
  categories,
  value,
  onChange,
  counts,
  className,
}: {
  categories: SearchCategory[]
  value: SearchCategory | undefined
  onChange: (category: SearchCategory | undefined) => void
  counts?: Partial<Record<SearchCategory | 'all', number>>
  className?: string
}) {
  const chip = (label: string, selected: boolean, onClick: () => void, count?: number) => (
    <button
      key={label}
      type="button"
      aria-pressed={selected}
      onClick={onClick}
      className={cn(
        'inline-flex shrink-0 items-center gap-1.5 rounded-full border px-3 py-1 text-xs font-medium transition-colors',
        selected
          ? 'border-primary bg-primary/15 text-foreground'
          : 'border-border text-muted-foreground hover:bg-muted hover:text-foreground',
      )}
    >
      {label}
      {count !== undefined ? <span className="text-muted-foreground">{count}</span> : null}
    </button>
  )
  return (
    <div
      role="group"
      aria-label="Filter by category"
      className={cn('flex gap-2 overflow-x-auto px-4 py-2.5', className)}
    >
      {chip('All', value === undefined, () => onChange(undefined), counts?.all)}
      {categories.map((category) =>
        chip(
          categoryLabels[category],
          value === category,
          () => onChange(value === category ? undefined : category),
          counts?.[category],
        ),
      )}
    </div>
  )
}
