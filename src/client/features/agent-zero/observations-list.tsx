import { Button } from '@/client/components/ui/button'
import { useObservationPages } from './api/get-observations'
import { ObservationItem } from './observation-item'
import { QueryState } from '@/client/components/query-state'

/** Every observation, newest first, in a scrolling list that pages back on request. */
export function ObservationsList() {
  const pages = useObservationPages()
  const observations = pages.data?.pages.flat() ?? []

  if (pages.isPending || pages.isError)
    return <QueryState query={pages} loading="Reading the observations…" />
  return (
    <div>
      <p className="text-xs text-muted-foreground">{observations.length} shown, newest first</p>
      <ol
        aria-label="Observations"
        className="mt-2 max-h-[28rem] space-y-2 overflow-y-auto overscroll-contain pr-1"
        tabIndex={0}
      >
        {observations.length === 0 ? (
          <li className="text-sm text-muted-foreground">Nothing observed yet.</li>
        ) : (
          observations.map((observation) => (
            <li key={observation.id}>
              <ObservationItem observation={observation} />
            </li>
          ))
        )}
        {pages.hasNextPage ? (
          <li>
            <Button
              variant="ghost"
              size="sm"
              className="w-full"
              disabled={pages.isFetchingNextPage}
              onClick={() => void pages.fetchNextPage()}
            >
              {pages.isFetchingNextPage ? 'Loading...' : 'Load older observations'}
            </Button>
          </li>
        ) : null}
      </ol>
    </div>
  )
}
