import type { ReactNode } from 'react'
import { Button } from '@/client/components/ui/button'
import { cn } from '@/client/lib/utils'

/** What a read needs to show its states: a TanStack query result fits. */
export interface QueryLike<T> {
  isPending: boolean
  error: Error | null
  data: T | undefined
  refetch: () => unknown
}

/** A read that failed: what went wrong, and a button that reads again. */
export function LoadError({
  message,
  onRetry,
  className,
}: {
  message: ReactNode
  onRetry: () => void
  className?: string
}) {
  return (
    <div role="alert" className={cn('text-sm', className)}>
      <p className="text-destructive">{message}</p>
      <Button variant="outline" size="sm" className="mt-2" onClick={onRetry}>
        Try again
      </Button>
    </div>
  )
}

/**
 * The states of one read in one place: a loading line while it is pending, the error with a
 * retry when it failed, `empty` when `isEmpty` says there is nothing, and otherwise `children`
 * with the data. `className` places the loading, error and empty lines (a margin, say).
 * Without `children` it shows only the first two, for a component that returns early:
 * `if (query.isPending || query.isError) return <QueryState query={query} />`.
 */
export function QueryState<T>({
  query,
  loading = 'Loading…',
  errorLead,
  isEmpty,
  empty,
  className,
  children,
}: {
  query: QueryLike<T>
  loading?: ReactNode
  /** Said before the error's own message: "Your tracks did not load". */
  errorLead?: string
  isEmpty?: (data: T) => boolean
  empty?: ReactNode
  className?: string
  children?: (data: T) => ReactNode
}) {
  if (query.isPending) {
    return (
      <p className={cn('text-sm text-muted-foreground', className)} aria-busy="true">
        {loading}
      </p>
    )
  }
  if (query.error || query.data === undefined) {
    const message = query.error?.message ?? 'Nothing came back.'
    return (
      <LoadError
        className={className}
        message={errorLead ? `${errorLead}: ${message}` : message}
        onRetry={() => void query.refetch()}
      />
    )
  }
  if (isEmpty?.(query.data)) {
    return typeof empty === 'string' ? (
      <p className={cn('text-sm text-muted-foreground', className)}>{empty}</p>
    ) : (
      empty
    )
  }
  return children ? children(query.data) : null
}
