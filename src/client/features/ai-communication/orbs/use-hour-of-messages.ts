import { useEffect, useState } from 'react'
import { useBoardFeed } from '../api/get-feed'
import { WINDOW_MS } from './graph'

const PAGE = 200
/** At most this many pages (1,000 messages) are read to cover the hour. */
const MAX_PAGES = 5

/**
 * The board messages of the last hour (newest first, kept live), read 200 at a time until the
 * hour is covered, and the current time, which moves on every 30 s so old messages drop out.
 */
export function useHourOfMessages() {
  const feed = useBoardFeed(PAGE)
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 30_000)
    return () => window.clearInterval(timer)
  }, [])

  const oldest = feed.messages.at(-1)
  const pages = feed.data?.pages.length ?? 0
  const needMore =
    feed.hasNextPage &&
    !feed.isFetchingNextPage &&
    pages < MAX_PAGES &&
    oldest !== undefined &&
    Date.parse(oldest.timestamp) >= now - WINDOW_MS
  const { fetchNextPage } = feed
  useEffect(() => {
    if (needMore) void fetchNextPage()
  }, [needMore, fetchNextPage])

  const capped = feed.hasNextPage && pages >= MAX_PAGES && !needMore
  return { ...feed, now, capped }
}
