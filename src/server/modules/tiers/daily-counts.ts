import { utcDay } from '@/shared/utc-day'
import type { Db } from '../../db/open'

interface Entry {
  day: string
  /** The subject's count today as the database last returned it. */
  confirmed: number
  /** Reservations whose database write has not answered yet. */
  inFlight: number
}

/**
 * Today's free-tier conversation counts as this process knows them, so a chat turn is refused
 * at once when its subject is known to be at the limit and otherwise asks the model without
 * waiting for the database (decision 169). The database stays the truth: every reservation is
 * followed by its atomic conditional write, which may still refuse (another instance counted
 * the last conversations, or this process restarted); what it answers is what this keeps.
 * Memory only refuses what the database already refused or what reservations in flight will
 * take, so it never refuses a conversation the database would allow.
 */
export class DailyCounts {
  private readonly entries = new Map<string, Entry>()

  constructor(
    private readonly limit: number,
    private readonly maxEntries = 100_000,
  ) {}

  /** Takes one of `subject`'s conversations today; false when none is left. */
  reserve(subject: string, now = new Date()): boolean {
    const day = utcDay(now)
    let entry = this.entries.get(subject)
    if (!entry || entry.day !== day) {
      entry = { day, confirmed: 0, inFlight: 0 }
      this.remember(subject, entry)
    }
    if (entry.confirmed + entry.inFlight >= this.limit) return false
    entry.inFlight++
    return true
  }

  /** The database counted the reservation made on `day`: `used` is the count after it. */
  confirm(subject: string, day: string, used: number) {
    const entry = this.settle(subject, day)
    if (entry) entry.confirmed = Math.max(entry.confirmed, used)
  }

  /** The database refused the reservation: the subject is at the limit. */
  refuse(subject: string, day: string) {
    const entry = this.settle(subject, day)
    if (entry) entry.confirmed = this.limit
  }

  /** The write failed: the reservation is given back. */
  release(subject: string, day: string) {
    this.settle(subject, day)
  }

  private settle(subject: string, day: string) {
    const entry = this.entries.get(subject)
    if (!entry || entry.day !== day) return undefined
    entry.inFlight = Math.max(0, entry.inFlight - 1)
    return entry
  }

  /** Newest last; past the cap the oldest entry goes (its subject is read again as new). */
  private remember(subject: string, entry: Entry) {
    this.entries.delete(subject)
    this.entries.set(subject, entry)
    if (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value
      if (oldest !== undefined) this.entries.delete(oldest)
    }
  }
}

export { utcDay }

const countsByDb = new WeakMap<Db, DailyCounts>()

/** The counts of one database handle (each test app has its own). */
export function dailyCountsOf(db: Db, limit: number): DailyCounts {
  let counts = countsByDb.get(db)
  if (!counts) {
    counts = new DailyCounts(limit)
    countsByDb.set(db, counts)
  }
  return counts
}
