import type { PageViewInput } from '@/shared/marketing'

/** Local record of what this browser viewed today, only to tell first views from repeats. */
export const VIEWS_KEY = 'humancodex.views'

interface ViewLog {
  day: string
  paths: string[]
}

const today = (now: Date) => now.toISOString().slice(0, 10)

/**
 * The beacon's payload for a view of `path`, updating the local log. The referrer's host is sent
 * only for the first view of a page load, and only when it is another site.
 */
export function nextPageView(
  storage: Pick<Storage, 'getItem' | 'setItem'>,
  path: string,
  options: { now: Date; referrer: string; ownHost: string; firstOfLoad: boolean },
): PageViewInput {
  let log: ViewLog | null = null
  try {
    const parsed: unknown = JSON.parse(storage.getItem(VIEWS_KEY) ?? 'null')
    if (
      parsed &&
      typeof parsed === 'object' &&
      typeof (parsed as ViewLog).day === 'string' &&
      Array.isArray((parsed as ViewLog).paths)
    )
      log = parsed as ViewLog
  } catch {
    log = null
  }
  const day = today(options.now)
  const firstViewOfDay = log?.day !== day
  const paths = firstViewOfDay ? [] : (log?.paths ?? [])
  const firstViewOfPath = !paths.includes(path)
  try {
    storage.setItem(
      VIEWS_KEY,
      JSON.stringify({ day, paths: firstViewOfPath ? [...paths, path].slice(-200) : paths }),
    )
  } catch {
    // Storage full or refused: the view still counts, maybe twice as a visitor.
  }
  let referrer: string | null = null
  if (options.firstOfLoad && options.referrer) {
    try {
      const host = new URL(options.referrer).host.toLowerCase()
      if (host && host !== options.ownHost.toLowerCase()) referrer = host
    } catch {
      referrer = null
    }
  }
  return { path, referrer, firstViewOfPath, firstViewOfDay }
}
