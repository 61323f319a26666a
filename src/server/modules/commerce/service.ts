import { and, desc, eq, gte, sql } from 'drizzle-orm'
import type { Db } from '../../db/open'
import { purchases } from '../../db/schema/index'
import { bookTexts } from '@content/book-texts'
import { books } from '@content/books'
import type { BookReading, ProductType, Purchase, RevenueSummary } from '@/shared/commerce'
import { utcDay } from '@/shared/utc-day'
import { findProduct } from './catalogue'

export { checkPurchase, findProduct } from './catalogue'

export interface PurchaseRecord {
  userId: number
  productType: ProductType
  productId: string
  amountCents: number
}

const titleOf = (type: ProductType, id: string) => findProduct(type, id)?.title ?? id

/** Thrown when a book is bought a second time: the database's unique index says no (252). */
export class AlreadyOwned extends Error {
  constructor() {
    super('productId: this book is already yours; open it with Read')
    this.name = 'AlreadyOwned'
  }
}

const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  ((error as { code?: string }).code === '23505' ||
    (error as { cause?: { code?: string } }).cause?.code === '23505')

/**
 * Records a purchase intent or an upgrade (no payment is taken). A book is bought once: a
 * second purchase, even two at the same moment, throws AlreadyOwned.
 */
export async function recordPurchase(db: Db, record: PurchaseRecord): Promise<Purchase> {
  const [row] = await db
    .insert(purchases)
    .values(record)
    .returning()
    .catch((error: unknown) => {
      throw isUniqueViolation(error) ? new AlreadyOwned() : error
    })
  if (!row) throw new Error('insert returned no row')
  return {
    id: row.id,
    productType: row.productType,
    productId: row.productId,
    title: titleOf(row.productType, row.productId),
    amountCents: row.amountCents,
    createdAt: row.createdAt.toISOString(),
  }
}

/** Records a plan upgrade at the plan's catalogue price. */
export async function recordPlanPurchase(db: Db, userId: number, planId: 'pro' | 'enterprise') {
  const plan = findProduct('plan', planId)
  if (!plan) throw new Error(`unknown plan ${planId}`)
  return recordPurchase(db, {
    userId,
    productType: 'plan',
    productId: planId,
    amountCents: plan.amountCents,
  })
}

export async function hasPurchased(db: Db, userId: number, type: ProductType, productId: string) {
  const [row] = await db
    .select({ id: purchases.id })
    .from(purchases)
    .where(
      and(
        eq(purchases.userId, userId),
        eq(purchases.productType, type),
        eq(purchases.productId, productId),
      ),
    )
    .limit(1)
  return row !== undefined
}

/**
 * What the reading screen shows of a book (decision 263): its owner reads the whole text where
 * this edition carries one (content/book-texts.ts), everyone else, visitors included, reads the
 * sample. Undefined for a title not in the catalogue.
 */
export async function readBook(
  db: Db,
  userId: number | null,
  bookId: string,
): Promise<BookReading | undefined> {
  const book = books.find((entry) => entry.id === bookId)
  if (!book) return undefined
  const owned = userId !== null && (await hasPurchased(db, userId, 'book', book.id))
  const whole = owned ? bookTexts[book.id] : undefined
  return {
    bookId: book.id,
    title: book.title,
    author: book.author,
    owned,
    complete: whole !== undefined,
    paragraphs: whole ? [...whole] : [book.previewText],
  }
}

/** The user's own purchases, newest first. */
export async function listPurchases(db: Db, userId: number): Promise<Purchase[]> {
  const rows = await db
    .select()
    .from(purchases)
    .where(eq(purchases.userId, userId))
    .orderBy(desc(purchases.createdAt), desc(purchases.id))
    .limit(200)
  return rows.map((row) => ({
    id: row.id,
    productType: row.productType,
    productId: row.productId,
    title: titleOf(row.productType, row.productId),
    amountCents: row.amountCents,
    createdAt: row.createdAt.toISOString(),
  }))
}

const DAY_MS = 24 * 60 * 60 * 1000

/**
 * Upgrades (plan purchases) and other purchase intents over the last `days` UTC days ending
 * today, per day (every day present, zeros included) and per product.
 */
export async function revenueSummary(
  db: Db,
  days: number,
  now = new Date(),
): Promise<RevenueSummary> {
  const todayStart = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate())
  const from = new Date(todayStart - (days - 1) * DAY_MS)
  const day = sql<string>`to_char(${purchases.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`
  const isPlan = sql`${purchases.productType} = 'plan'`
  const since = gte(purchases.createdAt, from)

  const [perDay, perProduct, [totals]] = await Promise.all([
    db
      .select({
        date: day,
        upgrades: sql<number>`count(*) filter (where ${isPlan})`.mapWith(Number),
        intents: sql<number>`count(*) filter (where not ${isPlan})`.mapWith(Number),
        amountCents: sql<number>`coalesce(sum(${purchases.amountCents}), 0)`.mapWith(Number),
      })
      .from(purchases)
      .where(since)
      .groupBy(day),
    db
      .select({
        productType: purchases.productType,
        productId: purchases.productId,
        count: sql<number>`count(*)`.mapWith(Number),
        amountCents: sql<number>`coalesce(sum(${purchases.amountCents}), 0)`.mapWith(Number),
      })
      .from(purchases)
      .where(since)
      .groupBy(purchases.productType, purchases.productId)
      .orderBy(desc(sql`count(*)`), purchases.productType, purchases.productId),
    db
      .select({
        upgrades: sql<number>`count(*) filter (where ${isPlan})`.mapWith(Number),
        intents: sql<number>`count(*) filter (where not ${isPlan})`.mapWith(Number),
        amountCents: sql<number>`coalesce(sum(${purchases.amountCents}), 0)`.mapWith(Number),
        buyers: sql<number>`count(distinct ${purchases.userId})`.mapWith(Number),
      })
      .from(purchases)
      .where(since),
  ])

  const byDate = new Map(perDay.map((row) => [row.date, row]))
  const byDay = Array.from({ length: days }, (_, index) => {
    const date = utcDay(new Date(from.getTime() + index * DAY_MS))
    const row = byDate.get(date)
    return {
      date,
      upgrades: row?.upgrades ?? 0,
      intents: row?.intents ?? 0,
      amountCents: row?.amountCents ?? 0,
    }
  })
  return {
    from: utcDay(from),
    to: utcDay(now),
    totals: totals ?? { upgrades: 0, intents: 0, amountCents: 0, buyers: 0 },
    byDay,
    byProduct: perProduct.map((row) => ({
      ...row,
      title: titleOf(row.productType, row.productId),
    })),
  }
}
