import { useLocation, useNavigate } from 'react-router'
import { setQuickSearchOpen } from '@/client/lib/quick-search-state'
import { scrollToAnchor } from '@/client/lib/scroll-to-anchor'
import type { QuickSearchResult } from '@/shared/search'
import { opensOnServer } from '@/shared/search-values'
import { useRecordChoice } from './api/record-choice'
import { addRecentSearch } from './recent-searches'

/**
 * Choosing a result: count it, remember the query, close the dialog and go to the result's
 * path. API endpoints open the API reference, which is a page of the server, not of the app.
 */
export function useChooseResult() {
  const navigate = useNavigate()
  const location = useLocation()
  const record = useRecordChoice()

  return (result: QuickSearchResult, query: string) => {
    record.mutate({ id: result.id })
    addRecentSearch(query)
    setQuickSearchOpen(false)
    if (opensOnServer(result.path)) {
      window.location.assign(result.path)
      return
    }
    const [pathname, hash] = result.path.split('#')
    if (hash && pathname === location.pathname && location.hash === `#${hash}`) {
      // Same place again: the router sees no change, so scroll by hand.
      const target = document.getElementById(hash)
      if (target) scrollToAnchor(target)
      return
    }
    navigate(result.path)
  }
}
