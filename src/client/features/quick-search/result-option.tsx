import { Badge } from '@/client/components/ui/badge'
import { cn } from '@/client/lib/utils'
import type { QuickSearchResult } from '@/shared/search'
import { categoryLabels, ResultIcon } from './result-icon'

/** One result in the dialog's list box. */
export function ResultOption({
  id,
  result,
  active,
  note,
  onChoose,
  onHover,
}: {
  id: string
  result: QuickSearchResult
  active: boolean
  note?: string
  onChoose: () => void
  onHover: () => void
}) {
  return (
    <li
      id={id}
      role="option"
      aria-selected={active}
      onClick={onChoose}
      onMouseMove={onHover}
      className={cn(
        'flex cursor-pointer items-start gap-3 rounded-lg px-3 py-2.5',
        active ? 'bg-muted' : 'hover:bg-muted/50',
      )}
    >
      <span className="mt-0.5">
        <ResultIcon icon={result.icon} category={result.category} />
      </span>
      <span className="min-w-0 flex-1">
        <span className="flex flex-wrap items-center gap-2">
          <span className="font-medium">{result.title}</span>
          <Badge variant="outline" className="font-normal text-muted-foreground">
            {categoryLabels[result.category]}
          </Badge>
          {/* Where it comes from, on a narrow screen under the title: a note and a post can share one. */}
          <span className="text-xs text-muted-foreground sm:hidden">{note ?? result.section}</span>
        </span>
        <span className="mt-0.5 block truncate text-sm text-muted-foreground">
          {result.description}
        </span>
      </span>
      <span className="hidden shrink-0 pt-0.5 text-xs text-muted-foreground sm:block">
        {note ?? result.section}
      </span>
    </li>
  )
}
