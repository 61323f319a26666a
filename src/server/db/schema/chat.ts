import { sql } from 'drizzle-orm'
import {
  boolean,
  type AnyPgColumn,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { userReference, users } from './auth'
import { createdAt, identityId } from './columns'

/**
 * Every conversation, so the daily limit can tell a new one from a continued one. Only premium
 * users' conversations are `saved` with their messages; the others expire after a day.
 */
export const conversations = pgTable(
  'conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    subject: text('subject').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    persona: text('persona').notNull(),
    title: text('title').notNull(),
    saved: boolean('saved').notNull().default(false),
    branchedFrom: uuid('branched_from'),
    /** Kept at the top of the person's saved conversations (decision 205). */
    pinned: boolean('pinned').notNull().default(false),
    /**
     * Which of the persona's greetings the conversation opened with (0 its first message), so a
     * reopened conversation keeps it first in the model's context (decision 260).
     */
    greeting: integer('greeting').notNull().default(0),
    /**
     * A group chat's personas in their turn order; null for a chat with one persona, whose
     * `persona` it is (decision 261). Each answer names who spoke in its own `persona`.
     */
    participants: text('participants').array(),
    /**
     * An OpenAI client's conversation: a hash of the whole transcript this server last answered,
     * so the next request is recognised by what the server itself said, never by client-supplied
     * history alone (decision 270). Null for conversations on the site.
     */
    transcriptHash: text('transcript_hash'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (table) => [
    index('conversations_user_updated_idx').on(table.userId, table.updatedAt),
    index('conversations_expires_idx').on(table.expiresAt),
    index('conversations_subject_transcript_idx').on(table.subject, table.transcriptHash),
  ],
)

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['user', 'assistant'] }).notNull(),
    content: text('content').notNull(),
    persona: text('persona').notNull(),
    engine: text('engine'),
    /** An answer cut short: `stopped` by the person, `interrupted` by a server restart. */
    ended: text('ended', { enum: ['stopped', 'interrupted'] }),
    /** The model (or offline engine) that wrote an answer. */
    model: text('model'),
    /**
     * A regenerated answer: the first answer of its question, which its alternatives point to
     * (decision 205). Deleting the first deletes them all.
     */
    variantOf: uuid('variant_of').references((): AnyPgColumn => chatMessages.id, {
      onDelete: 'cascade',
    }),
    /** An alternative answer that is not the one the conversation goes on from. */
    hidden: boolean('hidden').notNull().default(false),
    /** The content's token count, counted once when the message is stored (null: not yet). */
    tokens: integer('tokens'),
    createdAt: createdAt(),
  },
  (table) => [
    index('chat_messages_conversation_idx').on(table.conversationId, table.createdAt),
    index('chat_messages_fts_idx').using('gin', sql`to_tsvector('english', ${table.content})`),
  ],
)

/** What the personas remember about a signed-in user; used in their prompts. */
export const userFacts = pgTable(
  'user_facts',
  {
    id: identityId(),
    userId: userReference(),
    fact: text('fact').notNull(),
    source: text('source', { enum: ['extracted', 'manual'] }).notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('user_facts_user_fact_key').on(table.userId, sql`lower(${table.fact})`)],
)

export const userPreferences = pgTable('user_preferences', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  replyLength: text('reply_length', { enum: ['short', 'medium', 'long'] }).notNull(),
  tone: text('tone', { enum: ['warm', 'neutral', 'playful', 'formal'] }).notNull(),
  language: text('language').notNull(),
  voiceByDefault: boolean('voice_by_default').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

/**
 * Tokens the chat turns took, per day (UTC), person (their usage subject) and model: the
 * model's own count when it gave one, else the estimate. Shown to administrators.
 */
export const tokenUsage = pgTable(
  'token_usage',
  {
    day: text('day').notNull(),
    subject: text('subject').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    model: text('model').notNull(),
    turns: integer('turns').notNull().default(0),
    promptTokens: integer('prompt_tokens').notNull().default(0),
    completionTokens: integer('completion_tokens').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.day, table.subject, table.model] })],
)
