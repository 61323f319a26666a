import type { Db } from '../../db/open'
import { VersionedCache } from '../../versioned-cache'
import type { ChatTurn } from '@/shared/chat'
import type { conversations } from '../../db/schema/index'

/**
 * A saved turn as the prompt reads it: with its stored row's id and token count (null for a row
 * stored before counts were kept; the turn that reads it counts it and keeps the count).
 */
export type HistoryTurn = ChatTurn & { id?: string; tokens?: number | null }

/** A conversation as a follow-up reads it: its row and its newest saved turns, oldest first. */
export interface CachedConversation {
  row: typeof conversations.$inferSelect
  turns: readonly HistoryTurn[]
  /** How many turns the read asked for: the most the entry keeps. */
  limit: number
}

/**
 * Conversations this process has read or written, kept while it is the only writer of them
 * (PGlite, as the session and personal caches, decisions 115 and 116): a follow-up's history
 * is then in memory before the model is asked. Every write of a conversation or its messages
 * goes through `conversations.ts` or the account's deletion, which update or forget the entry.
 */
export class ConversationCache extends VersionedCache<string, CachedConversation> {
  /** Stores what a write just made true, past any read that began before it. */
  replace(id: string, entry: CachedConversation) {
    this.forget(id)
    this.set(id, entry, this.begin())
  }
}

// Keyed by the database handle, so every writer that holds `db` reaches the cache.
const caches = new WeakMap<Db, ConversationCache>()

/** Turns the cache on for a database only this process writes (PGlite). */
export function enableConversationCache(db: Db, cache = new ConversationCache()) {
  caches.set(db, cache)
  return cache
}

export const conversationCacheOf = (db: Db) => caches.get(db)

/** Called after a person's conversations are deleted with their account. */
export const forgetConversationsOf = (db: Db, subject: string) =>
  caches.get(db)?.forgetWhere((entry) => entry.row.subject === subject)
