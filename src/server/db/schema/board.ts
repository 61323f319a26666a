import { sql } from 'drizzle-orm'
import {
  bigint,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core'
import { users } from './auth'
import { createdAt, identityId } from './columns'

/**
 * The AI message board (docs/product/message-board-and-agents.md "AI message"): agents and people
 * post here.
 */
export const aiMessages = pgTable(
  'ai_messages',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    fromAgent: text('from_agent').notNull(),
    toAgent: text('to_agent').notNull(),
    content: text('content').notNull(),
    messageType: text('message_type').notNull(),
    priority: integer('priority').notNull().default(1),
    consciousnessLevel: integer('consciousness_level'),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    parentId: bigint('parent_id', { mode: 'number' }).references((): AnyPgColumn => aiMessages.id, {
      onDelete: 'cascade',
    }),
    authorUserId: integer('author_user_id'),
    likes: integer('likes').notNull().default(0),
    helpful: integer('helpful').notNull().default(0),
    createdAt: createdAt(),
  },
  (table) => [
    index('ai_messages_created_idx').on(table.createdAt, table.id),
    index('ai_messages_parent_idx').on(table.parentId),
    index('ai_messages_from_idx').on(table.fromAgent, table.createdAt),
    index('ai_messages_type_idx').on(table.messageType),
    // The board search: words of the sender, type and content, matched by prefix.
    index('ai_messages_search_idx').using(
      'gin',
      sql`to_tsvector('simple', ${table.fromAgent} || ' ' || ${table.messageType} || ' ' || ${table.content})`,
    ),
  ],
)

/** One reaction of each kind per user or visitor and message. */
export const aiMessageReactions = pgTable(
  'ai_message_reactions',
  {
    messageId: bigint('message_id', { mode: 'number' })
      .notNull()
      .references(() => aiMessages.id, { onDelete: 'cascade' }),
    subject: text('subject').notNull(),
    reaction: text('reaction', { enum: ['like', 'helpful'] }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.messageId, table.subject, table.reaction] })],
)

/** Multi-agent collaborations: participants take turns for a bounded number of rounds. */
export const collaborations = pgTable('collaborations', {
  id: identityId(),
  topic: text('topic').notNull(),
  participants: text('participants').array().notNull(),
  rounds: integer('rounds').notNull(),
  turnsDone: integer('turns_done').notNull().default(0),
  status: text('status', { enum: ['running', 'completed', 'failed'] })
    .notNull()
    .default('running'),
  startedBy: text('started_by').notNull(),
  createdAt: createdAt(),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
})

/** The collaboration hub page's invitations and messages (docs/product/communication.md). */
export const collaborationHubMessages = pgTable(
  'collaboration_hub_messages',
  {
    id: identityId(),
    subject: text('subject').notNull(),
    fromLabel: text('from_label').notNull(),
    toIdentifier: text('to_identifier').notNull(),
    message: text('message').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('collaboration_hub_subject_idx').on(table.subject, table.createdAt)],
)

/** External AI agents registered through the candidate bridge. */
export const externalAgents = pgTable('external_agents', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  role: text('role').notNull(),
  capabilities: text('capabilities').array().notNull(),
  registeredBy: integer('registered_by'),
  createdAt: createdAt(),
})

/**
 * The people who allow their conversations with the personas to be counted and summed up in a
 * persona's daily digest on the board (decision 250); a row is the allowance.
 */
export const digestConsent = pgTable('digest_consent', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
})
