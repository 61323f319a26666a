import type { ReactNode } from 'react'
import { cn } from '@/client/lib/utils'

export interface StatusColumn {
  label: string
  align?: 'right'
  /** Read by screen readers only, as for a column of buttons. */
  hidden?: boolean
}

/**
 * The bordered table of the operator screens: a caption for screen readers, muted uppercase
 * column headings and the rows of `children`; it scrolls sideways below its `className` width.
 */
export function StatusTable({
  caption,
  columns,
  className,
  bodyClassName,
  children,
}: {
  caption: string
  columns: StatusColumn[]
  className?: string
  bodyClassName?: string
  children: ReactNode
}) {
  return (
    <div className="relative overflow-x-auto rounded-lg border border-border">
      <table className={cn('w-full text-left text-sm', className)}>
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-muted/40 text-xs uppercase tracking-wider text-muted-foreground">
          <tr>
            {columns.map((column) =>
              column.hidden ? (
                <th key={column.label} scope="col" className="px-3 py-2">
                  <span className="sr-only">{column.label}</span>
                </th>
              ) : (
                <th
                  key={column.label}
                  scope="col"
                  className={cn(
                    'px-3 py-2',
                    column.align === 'right' && 'text-right',
                    'font-medium',
                  )}
                >
                  {column.label}
                </th>
              ),
            )}
          </tr>
        </thead>
        <tbody className={bodyClassName}>{children}</tbody>
      </table>
    </div>
  )
}
