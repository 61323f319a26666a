import { asc, eq, inArray, or } from 'drizzle-orm'
import type { Db } from '../../db/open'
import {
  aiMessages,
  apiKeys,
  apiResponses,
  audioTracks,
  chatgptQueries,
  chatMessages,
  collaborationHubMessages,
  collaborations,
  conversations,
  dailyUsage,
  enrollments,
  externalAgents,
  learningActivities,
  learningReports,
  playlists,
  playlistTracks,
  purchases,
  sessions,
  userFacts,
  userPreferences,
  users,
  userVideos,
  vaultNoteColumns,
  vaultNotes,
} from '../../db/schema/index'
import { chatExport, chatMarkdown } from './chat-export'

/** The subject string other tables use for a signed-in person. */
export const subjectOf = (userId: number) => `user:${userId}`

/** A person's personal vault of notes, by the name the notes module gives it. */
export const personalVaultOf = (userId: number) => `.personal/${userId}`

/**
 * Everything the product keeps about one person, as one JSON document: every table that refers
 * to them by id or by their `user:<id>` subject. Chats come as JSON and as Markdown.
 */
export async function accountExport(db: Db, userId: number) {
  const subject = subjectOf(userId)
  const [account] = await db.select().from(users).where(eq(users.id, userId))
  if (!account) return undefined
  const chats = await db
    .select()
    .from(conversations)
    .where(or(eq(conversations.userId, userId), eq(conversations.subject, subject)))
    .orderBy(asc(conversations.createdAt))
  const messages = chats.length
    ? await db
        .select()
        .from(chatMessages)
        .where(
          inArray(
            chatMessages.conversationId,
            chats.map((chat) => chat.id),
          ),
        )
        .orderBy(asc(chatMessages.createdAt))
    : []
  const ownPlaylists = await db.select().from(playlists).where(eq(playlists.ownerId, userId))
  const playlistEntries = ownPlaylists.length
    ? await db
        .select()
        .from(playlistTracks)
        .where(
          inArray(
            playlistTracks.playlistId,
            ownPlaylists.map((playlist) => playlist.id),
          ),
        )
        .orderBy(asc(playlistTracks.position))
    : []

  const [
    mySessions,
    facts,
    preferences,
    myEnrollments,
    activities,
    reports,
    myPurchases,
    videos,
    tracks,
    boardPosts,
    queries,
    hubMessages,
    myCollaborations,
    agents,
    usage,
    notes,
  ] = await Promise.all([
    db
      .select({
        id: sessions.id,
        persistent: sessions.persistent,
        userAgent: sessions.userAgent,
        createdAt: sessions.createdAt,
        lastSeenAt: sessions.lastSeenAt,
        expiresAt: sessions.expiresAt,
      })
      .from(sessions)
      .where(eq(sessions.userId, userId)),
    db.select().from(userFacts).where(eq(userFacts.userId, userId)),
    db.select().from(userPreferences).where(eq(userPreferences.userId, userId)),
    db.select().from(enrollments).where(eq(enrollments.userId, userId)),
    db.select().from(learningActivities).where(eq(learningActivities.userId, userId)),
    db
      .select({
        reportType: learningReports.reportType,
        periodStart: learningReports.periodStart,
        periodEnd: learningReports.periodEnd,
        content: learningReports.content,
        createdAt: learningReports.createdAt,
      })
      .from(learningReports)
      .where(eq(learningReports.userId, userId)),
    db.select().from(purchases).where(eq(purchases.userId, userId)),
    db.select().from(userVideos).where(eq(userVideos.ownerId, userId)),
    db.select().from(audioTracks).where(eq(audioTracks.ownerId, userId)),
    db.select().from(aiMessages).where(eq(aiMessages.authorUserId, userId)),
    db.select().from(chatgptQueries).where(eq(chatgptQueries.subject, subject)),
    db.select().from(collaborationHubMessages).where(eq(collaborationHubMessages.subject, subject)),
    db.select().from(collaborations).where(eq(collaborations.startedBy, subject)),
    db.select().from(externalAgents).where(eq(externalAgents.registeredBy, userId)),
    db.select().from(dailyUsage).where(eq(dailyUsage.subject, subject)),
    db
      .select(vaultNoteColumns)
      .from(vaultNotes)
      .where(eq(vaultNotes.vault, personalVaultOf(userId))),
  ])

  const chatExports = chats.map((chat) => {
    const exported = chatExport(
      chat,
      messages.filter((message) => message.conversationId === chat.id),
    )
    return { ...exported, markdown: chatMarkdown(exported, account.username) }
  })

  return {
    format: 'humancodex-account-export',
    version: 1,
    exportedAt: new Date().toISOString(),
    account: {
      id: account.id,
      username: account.username,
      email: account.email,
      role: account.role,
      isPremium: account.isPremium,
      premiumSince: account.premiumSince,
      createdAt: account.createdAt,
    },
    sessions: mySessions,
    // Never the keys themselves: only their hashes are kept, and those stay here.
    apiKeys: (
      await db
        .select()
        .from(apiKeys)
        .where(eq(apiKeys.userId, userId))
        .orderBy(asc(apiKeys.createdAt))
    ).map(({ name, prefix, createdAt, lastUsedAt, expiresAt }) => ({
      name,
      prefix,
      createdAt,
      lastUsedAt,
      expiresAt,
    })),
    chats: chatExports,
    // What /v1/responses keeps so a client can continue with previous_response_id.
    apiResponses: await db
      .select({
        id: apiResponses.id,
        persona: apiResponses.persona,
        turns: apiResponses.turns,
        createdAt: apiResponses.createdAt,
      })
      .from(apiResponses)
      .where(eq(apiResponses.userId, userId))
      .orderBy(asc(apiResponses.createdAt)),
    memoryFacts: facts.map(({ fact, source, createdAt, updatedAt }) => ({
      fact,
      source,
      createdAt,
      updatedAt,
    })),
    preferences: preferences[0] ?? null,
    notes: notes.map(({ path, title, content, tags, created, modified }) => ({
      path,
      title,
      content,
      tags,
      created,
      modified,
    })),
    learning: { enrollments: myEnrollments, activities, reports },
    purchases: myPurchases,
    videos,
    audioTracks: tracks,
    playlists: ownPlaylists.map((playlist) => ({
      ...playlist,
      trackIds: playlistEntries
        .filter((entry) => entry.playlistId === playlist.id)
        .map((entry) => entry.trackId),
    })),
    boardPosts,
    knowledgeQueries: queries,
    collaborationHubMessages: hubMessages,
    collaborations: myCollaborations,
    registeredAgents: agents,
    dailyUsage: usage,
  }
}
