import { and, desc, eq, gte, ne, sql } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import type { Db } from '../../db/open'
import { pageViews } from '../../db/schema/index'
import { NOT_FOUND_PATH, type MarketingSummary, type PageViewInput } from '@/shared/marketing'
import { findRoute } from '@/shared/routes'
import { utcDay } from '@/shared/utc-day'

/**
 * The path a view is counted under: a screen of the route table (a redirect counts as its
 * target), or "(not found)", so nothing a visitor typed into the address bar is stored.
 */
export function countedPath(raw: string): string {
  const path = raw.split(/[?#]/)[0] ?? ''
  const route = findRoute(path)
  if (!route || !route.live) return NOT_FOUND_PATH
  return route.redirectTo ?? route.path
}

/** Adds one view to today's counters; `ownHost` (a host name) keeps our site out of the referrers. */
export async function recordPageView(
  db: Db,
  input: PageViewInput,
  ownHost: string,
  now = new Date(),
) {
  const fromOutside = input.referrer && input.referrer.replace(/:\d+$/, '') !== ownHost
  const referrer = input.firstViewOfDay && fromOutside ? input.referrer! : ''
  const values = {
    day: utcDay(now),
    path: countedPath(input.path),
    referrerHost: referrer,
    views: 1,
    visitors: input.firstViewOfPath ? 1 : 0,
    entries: input.firstViewOfDay ? 1 : 0,
  }
  await db
    .insert(pageViews)
    .values(values)
    .onConflictDoUpdate({
      target: [pageViews.day, pageViews.path, pageViews.referrerHost],
      set: {
        views: sql`${pageViews.views} + ${values.views}`,
        visitors: sql`${pageViews.visitors} + ${values.visitors}`,
        entries: sql`${pageViews.entries} + ${values.entries}`,
      },
    })
}

const total = (column: AnyPgColumn) => sql<number>`coalesce(sum(${column}), 0)::int`

/** Views and visitors per day and per screen, and the top referrers, over the last `days` days. */
export async function marketingSummary(
  db: Db,
  days: number,
  now = new Date(),
): Promise<MarketingSummary> {
  const to = utcDay(now)
  const from = utcDay(new Date(now.getTime() - (days - 1) * 86_400_000))
  const inRange = gte(pageViews.day, from)
  const perDay = await db
    .select({
      day: pageViews.day,
      views: total(pageViews.views),
      visitors: total(pageViews.entries),
    })
    .from(pageViews)
    .where(inRange)
    .groupBy(pageViews.day)
  const perScreen = await db
    .select({
      path: pageViews.path,
      views: total(pageViews.views),
      visitors: total(pageViews.visitors),
    })
    .from(pageViews)
    .where(inRange)
    .groupBy(pageViews.path)
    .orderBy(desc(total(pageViews.views)), pageViews.path)
  const referrers = await db
    .select({ host: pageViews.referrerHost, visits: total(pageViews.entries) })
    .from(pageViews)
    .where(and(inRange, ne(pageViews.referrerHost, '')))
    .groupBy(pageViews.referrerHost)
    .orderBy(desc(total(pageViews.entries)), pageViews.referrerHost)
    .limit(10)
  const [direct] = await db
    .select({ visits: total(pageViews.entries) })
    .from(pageViews)
    .where(and(inRange, eq(pageViews.referrerHost, '')))

  const byDayMap = new Map(perDay.map((row) => [row.day, row]))
  const byDay = Array.from({ length: days }, (_, i) => {
    const day = utcDay(new Date(now.getTime() - (days - 1 - i) * 86_400_000))
    const row = byDayMap.get(day)
    return { day, views: row?.views ?? 0, visitors: row?.visitors ?? 0 }
  })
  return {
    days,
    from,
    to,
    totals: {
      views: byDay.reduce((sum, row) => sum + row.views, 0),
      visitors: byDay.reduce((sum, row) => sum + row.visitors, 0),
    },
    byDay,
    byScreen: perScreen.map((row) => ({
      ...row,
      title:
        row.path === NOT_FOUND_PATH ? 'Page not found' : (findRoute(row.path)?.title ?? row.path),
    })),
    referrers: referrers.filter((row) => row.visits > 0),
    directVisits: direct?.visits ?? 0,
  }
}
