import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core'
import type { ChatTurn } from '@/shared/chat'
import { userReference } from './auth'
import { createdAt } from './columns'

/** Personal API keys for the OpenAI-compatible API; only the key's SHA-256 is kept. */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userReference(),
    name: text('name').notNull(),
    keyHash: text('key_hash').notNull().unique(),
    /** The first characters of the key, so a person can tell their keys apart. */
    prefix: text('prefix').notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    /** After this the key is refused; null: until revoked. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (table) => [index('api_keys_user_idx').on(table.userId)],
)

/**
 * The answers of `/v1/responses`, so a client's `previous_response_id` continues the
 * conversation the server keeps (decision 266): the turns up to and including the answer,
 * for the key's owner only. Older than 30 days, they are cleared as the owner asks again.
 */
export const apiResponses = pgTable(
  'api_responses',
  {
    id: text('id').primaryKey(),
    userId: userReference(),
    persona: text('persona').notNull(),
    turns: jsonb('turns').$type<ChatTurn[]>().notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('api_responses_user_idx').on(table.userId, table.createdAt)],
)

/** OpenAI-compatible model servers added by administrators; the API key is encrypted. */
export const modelConnections = pgTable('model_connections', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  baseUrl: text('base_url').notNull(),
  /** AES-256-GCM ciphertext (secret-box.ts), or null for a server without a key. */
  apiKeyEncrypted: text('api_key_encrypted'),
  /** Tokens its models take in all, where the server does not say; null: the default. */
  contextWindow: integer('context_window'),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

/**
 * Which model answers: `scope` is `default` or a persona id; `connection_id` names a stored
 * connection's id or a built-in one (`env`, `ollama`). No row: the default (or the offline engine).
 */
export const modelChoices = pgTable('model_choices', {
  scope: text('scope').primaryKey(),
  connectionId: text('connection_id').notNull(),
  model: text('model').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

/**
 * The last failure of each model, by connection id (stored, `env` or `ollama`): kept until a
 * reply from that model succeeds on any instance, so the connections screen shows it on all.
 */
export const modelFailures = pgTable(
  'model_failures',
  {
    connectionId: text('connection_id').notNull(),
    model: text('model').notNull(),
    cause: text('cause').notNull(),
    failedAt: timestamp('failed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.connectionId, table.model] })],
)

/**
 * Model calls the background agents made each UTC day, on every instance together: a call is
 * taken by a conditional increment, so the day's limit holds across instances.
 */
export const backgroundModelCalls = pgTable('background_model_calls', {
  day: text('day').primaryKey(),
  calls: integer('calls').notNull().default(0),
})

/**
 * When a person last used the site, one row (`key` 'person') for every instance together:
 * background agents pause after 10 minutes without one (decision 219).
 */
export const siteActivity = pgTable('site_activity', {
  key: text('key').primaryKey(),
  lastActiveAt: timestamp('last_active_at', { withTimezone: true }).notNull(),
})
