import fs from 'node:fs'
import path from 'node:path'
import { and, eq, or, sql } from 'drizzle-orm'
import type { AppServices } from '../../types'
import {
  agentZeroState,
  aiMessageReactions,
  aiMessages,
  authFailures,
  chatgptQueries,
  collaborationHubMessages,
  collaborations,
  conversations,
  dailyUsage,
  eventLog,
  externalAgents,
  idempotentRequests,
  observations,
  users,
  vaultNoteDepartures,
  vaultNotes,
} from '../../db/schema/index'
import { DELETED_USER } from '@/shared/communication-values'
import { SECURITY_TYPE_PREFIX } from '@/shared/observer'
import { anotherAdministratorStays } from '../admin/service'
import { forgetConversationsOf } from '../chat/service'
import { forgetPersonasOf } from '../personas/index'
import { AudioFiles } from '../media'
import { personalVaultOf, subjectOf } from './export'

/**
 * A PostgreSQL regular expression for a username as written in text: alone or as `@name`, not
 * inside a longer name ("ada" leaves "adam" alone). Usernames hold letters, digits, `_`, `.`
 * and `-`; the dot and hyphen are escaped.
 */
export function namePattern(username: string): string {
  const escaped = username.replace(/[.-]/g, (char) => `\\${char}`)
  return `(?<![A-Za-z0-9_.-])@?${escaped}(?![A-Za-z0-9_-])`
}

/**
 * Removes a person: their account row (sessions, chats, memory, preferences, learning, purchases,
 * videos, tracks and playlists go with it by foreign key), the rows that name them by subject,
 * their personal notes and audio files. Board posts stay, attributed to "deleted user"; the
 * name is replaced wherever text carries it (board posts and replies that address them, the
 * replayable event log, Agent Zero's observations), so nothing names or addresses the person.
 */
export async function deleteAccount(
  app: AppServices,
  user: { id: number; username: string; email: string },
  { keepAnAdministrator }: { keepAnAdministrator: boolean },
): Promise<boolean> {
  const subject = subjectOf(user.id)
  const vault = personalVaultOf(user.id)
  // Replies to them being written now would name them after the scrub below.
  await app.agentReplies.settleRepliesTo(user.username)
  const deleted = await app.database.db.transaction(async (tx) => {
    if (keepAnAdministrator && !(await anotherAdministratorStays(app, tx, user.id))) return false
    const pattern = namePattern(user.username)
    await tx
      .update(aiMessages)
      .set({ fromAgent: DELETED_USER, authorUserId: null })
      .where(
        or(
          eq(aiMessages.authorUserId, user.id),
          sql`lower(${aiMessages.fromAgent}) = ${`@${user.username.toLowerCase()}`}`,
        ),
      )
    await tx
      .update(aiMessages)
      .set({
        content: sql`regexp_replace(${aiMessages.content}, ${pattern}, ${DELETED_USER}, 'gi')`,
        toAgent: sql`regexp_replace(${aiMessages.toAgent}, ${pattern}, ${DELETED_USER}, 'gi')`,
      })
      .where(or(sql`${aiMessages.content} ~* ${pattern}`, sql`${aiMessages.toAgent} ~* ${pattern}`))
    await tx
      .update(eventLog)
      .set({
        data: sql`regexp_replace(${eventLog.data}::text, ${pattern}, ${DELETED_USER}, 'gi')::jsonb`,
      })
      .where(sql`${eventLog.data}::text ~* ${pattern}`)
    await tx
      .update(collaborations)
      .set({ startedBy: DELETED_USER })
      .where(eq(collaborations.startedBy, subject))
    await tx
      .update(externalAgents)
      .set({ registeredBy: null })
      .where(eq(externalAgents.registeredBy, user.id))
    await tx.delete(aiMessageReactions).where(eq(aiMessageReactions.subject, subject))
    await tx.delete(chatgptQueries).where(eq(chatgptQueries.subject, subject))
    await tx.delete(collaborationHubMessages).where(eq(collaborationHubMessages.subject, subject))
    await tx.delete(dailyUsage).where(eq(dailyUsage.subject, subject))
    // Stored answers to their keyed writes (a private note's body among them, decision 217)
    // and their conversation with Agent Zero go with them, not a day later.
    await tx.delete(idempotentRequests).where(eq(idempotentRequests.scope, subject))
    await tx.delete(agentZeroState).where(eq(agentZeroState.key, `conversation:${subject}`))
    await tx.delete(conversations).where(eq(conversations.subject, subject))
    await tx.delete(vaultNotes).where(eq(vaultNotes.vault, vault))
    // The paths of their notes whose files went (names they gave) go too.
    await tx.delete(vaultNoteDepartures).where(eq(vaultNoteDepartures.vault, vault))
    for (const name of [user.username, user.email]) {
      const accountKeyEnd = `:${name.toLowerCase()}`
      await tx
        .delete(authFailures)
        .where(
          sql`${authFailures.key} like 'login:ip-account:%' and right(${authFailures.key}, ${accountKeyEnd.length}) = ${accountKeyEnd}`,
        )
    }
    await tx
      .update(observations)
      .set({
        observation: sql`regexp_replace(${observations.observation}, ${pattern}, ${DELETED_USER}, 'gi')`,
      })
      .where(sql`${observations.observation} ~* ${pattern}`)
    await tx
      .update(observations)
      .set({
        data: sql`${observations.data} - 'user' - 'actor'`,
        observation: sql`replace(${observations.observation}, ${user.username}, ${DELETED_USER})`,
      })
      .where(
        and(
          sql`${observations.type} like ${`${SECURITY_TYPE_PREFIX}%`}`,
          or(
            sql`${observations.data}->>'userId' = ${String(user.id)}`,
            sql`${observations.data}->>'actorId' = ${String(user.id)}`,
          ),
        ),
      )
    await tx.delete(users).where(eq(users.id, user.id))
    return true
  })
  if (!deleted) return false
  app.sessionCache?.forgetUser(user.id)
  forgetConversationsOf(app.database.db, subject)
  forgetPersonasOf(app.database.db, user.id)
  // Cached board and agent reads were built from text that named the person.
  await app.events.publish('maintenance', { action: 'account-deleted' })
  await Promise.all([
    new AudioFiles(app.config).removeOwner(user.id),
    fs.promises.rm(path.join(app.config.vaultsDir, vault), { recursive: true, force: true }),
  ])
  return true
}
