import { Database } from 'lucide-react'
import { cn } from '@/client/lib/utils'
import type { DatabaseOption } from '@/shared/data-center'
import { collectionTypeLabels } from './collection-labels'
import { formatNumber } from '@/client/lib/format-number'

/**
 * docs/product/knowledge.md "database selector": one radio card per collection, with its live
 * count.
 */
export function DatabaseSelector({
  databases,
  value,
  onChange,
}: {
  databases: DatabaseOption[]
  value: string
  onChange: (id: string) => void
}) {
  return (
    <fieldset>
      <legend className="text-sm font-medium">Database</legend>
      <div className="mt-2 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {databases.map((database) => (
          <label
            key={database.id}
            className={cn(
              'relative flex cursor-pointer flex-col gap-1 rounded-xl border bg-card/60 p-4 transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring',
              value === database.id
                ? 'border-primary bg-primary/10'
                : 'border-border hover:border-primary/50',
            )}
          >
            <input
              type="radio"
              name="database"
              value={database.id}
              checked={value === database.id}
              onChange={() => onChange(database.id)}
              className="sr-only"
            />
            <span className="flex items-center gap-2 font-medium">
              <Database className="size-4 text-primary" aria-hidden />
              {database.name}
            </span>
            <span className="font-display text-2xl font-semibold">
              {formatNumber(database.records)}
              <span className="ml-1 text-sm font-normal text-muted-foreground">records</span>
            </span>
            <span className="text-xs text-muted-foreground">
              {collectionTypeLabels[database.type]} · {database.description}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  )
}
