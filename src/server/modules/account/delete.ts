import fs from 'node:fs'
import path from 'node:path'
import { and, eq, or, sql } from 'drizzle-orm'
import type { AppServices } from '../../types'
import {
  aiMessageReactions,
  aiMessages,
  authFailures,
  chatgptQueries,
  collaborationHubMessages,
  collaborations,
  conversations,
  dailyUsage,
  externalAgents,
  observations,
  users,
  vaultNotes,
} from '../../db/schema/index'
import { SECURITY_TYPE_PREFIX } from '@/shared/observer'
import { forgetConversationsOf } from '../chat/service'
import { personalVaultOf, subjectOf } from './export'

export const DELETED_USER = 'deleted user'

/**
 * Removes a person: their account row (sessions, chats, memory, preferences, learning, purchases,
 * videos, tracks and playlists go with it by foreign key), the rows that name them by subject,
 * their personal notes and audio files. Board posts stay, attributed to "deleted user"; the
 * security trail keeps its events with the name replaced.
 */
export async function deleteAccount(app: AppServices, user: { id: number; username: string }) {
  const subject = subjectOf(user.id)
  const vault = personalVaultOf(user.id)
  await app.database.db.transaction(async (tx) => {
    await tx
      .update(aiMessages)
      .set({ fromAgent: DELETED_USER, authorUserId: null })
      .where(eq(aiMessages.authorUserId, user.id))
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
    await tx.delete(conversations).where(eq(conversations.subject, subject))
    await tx.delete(vaultNotes).where(eq(vaultNotes.vault, vault))
    const accountKeyEnd = `:${user.username.toLowerCase()}`
    await tx
      .delete(authFailures)
      .where(
        sql`${authFailures.key} like 'login:ip-account:%' and right(${authFailures.key}, ${accountKeyEnd.length}) = ${accountKeyEnd}`,
      )
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
  })
  app.sessionCache?.forgetUser(user.id)
  forgetConversationsOf(app.database.db, subject)
  await Promise.all([
    fs.promises.rm(path.join(app.config.dataDir, 'audio', String(user.id)), {
      recursive: true,
      force: true,
    }),
    fs.promises.rm(path.join(app.config.vaultsDir, vault), { recursive: true, force: true }),
  ])
}
