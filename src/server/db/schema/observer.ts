import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { createdAt, identityId } from './columns'

/** What Agent Zero saw (docs/product/agent-zero.md "Agent observation"); never personal content. */
export const observations = pgTable(
  'observations',
  {
    id: identityId(),
    type: text('type').notNull(),
    agent: text('agent').notNull().default('agent-zero'),
    data: jsonb('data').notNull(),
    observation: text('observation').notNull(),
    status: text('status', {
      enum: ['recorded', 'alert', 'acknowledged', 'passed', 'failed'],
    }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('observations_created_idx').on(table.createdAt),
    index('observations_type_idx').on(table.type, table.createdAt),
  ],
)

/** Agent Zero's own working state (conversation context, acknowledged alerts): resettable. */
export const agentZeroState = pgTable('agent_zero_state', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

/** Instances sharing this database, for the cluster screen. */
export const instances = pgTable('instances', {
  id: text('id').primaryKey(),
  hostname: text('hostname').notNull(),
  pid: integer('pid').notNull(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
})
