import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

/**
 * How often visitors chose each quick-search result; feeds "popular"
 * (docs/product/landing-and-navigation.md).
 */
export const quickSearchChoices = pgTable(
  'quick_search_choices',
  {
    resultId: text('result_id').primaryKey(),
    chosenCount: integer('chosen_count').notNull().default(0),
    lastChosenAt: timestamp('last_chosen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('quick_search_choices_rank_idx').on(table.chosenCount, table.lastChosenAt)],
)
