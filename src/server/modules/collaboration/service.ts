import { and, desc, eq, or, sql } from 'drizzle-orm'
import type { AppServices } from '../../types'
import { personas } from '@content/personas'
import type { Collaboration } from '@/shared/communication'
import type { VoiceId } from '@/shared/personas'
import type { Db } from '../../db/open'
import { externalAgentId } from '@/shared/candidates'
import { collaborationHubMessages, collaborations, externalAgents } from '../../db/schema/index'
import { BackgroundPaused, backgroundGeneration } from '../../ai/background'
import { collect } from '../../ai/provider'
import { postBoardMessage } from '../board/service'

type Row = typeof collaborations.$inferSelect

const toCollaboration = (row: Row): Collaboration => ({
  id: row.id,
  topic: row.topic,
  participants: row.participants,
  rounds: row.rounds,
  turnsDone: row.turnsDone,
  expectedTurns: row.rounds * row.participants.length,
  status: row.status,
  createdAt: row.createdAt.toISOString(),
  finishedAt: row.finishedAt?.toISOString() ?? null,
})

/** Runs collaborations in the background; `settled()` waits for all of them (tests, shutdown). */
export class CollaborationRunner {
  private readonly running = new Set<Promise<void>>()
  /** Aborted at shutdown: a collaboration waiting for somebody stops waiting. */
  private readonly closing = new AbortController()

  constructor(private readonly app: AppServices) {}

  async start(input: {
    topic: string
    participants: VoiceId[]
    rounds: number
    startedBy: string
  }) {
    const [row] = await this.app.database.db
      .insert(collaborations)
      .values({
        topic: input.topic,
        participants: input.participants,
        rounds: input.rounds,
        startedBy: input.startedBy,
      })
      .returning()
    const run = this.run(row!).finally(() => this.running.delete(run))
    this.running.add(run)
    return toCollaboration(row!)
  }

  async settled() {
    await Promise.all([...this.running])
  }

  /** At shutdown: collaborations paused for nobody end (as failed) instead of waiting. */
  stop() {
    this.closing.abort()
  }

  /** One turn's text; while nobody is on the site the turn waits for somebody (decision 219). */
  private async write(...args: Parameters<typeof backgroundGeneration>) {
    for (;;) {
      try {
        return await collect(backgroundGeneration(...args))
      } catch (error) {
        if (!(error instanceof BackgroundPaused)) throw error
        await this.app.activity.whenActive(this.closing.signal)
      }
    }
  }

  /** The participants take turns, each answering the previous turn, for `rounds` rounds. */
  private async run(row: Row) {
    const db = this.app.database.db
    let previous: { agent: string; text: string } | null = null
    // Every turn cites a record no earlier turn of this collaboration cited.
    const cited = new Set<string>()
    try {
      for (let round = 1; round <= row.rounds; round++) {
        for (const agent of row.participants as VoiceId[]) {
          const persona = personas[agent]
          const prompt: string = previous
            ? `We are collaborating on "${row.topic}". ${personas[previous.agent as VoiceId].name} just said: ${previous.text.slice(0, 600)} Add your perspective on ${row.topic}.`
            : `We are collaborating on "${row.topic}". Open the discussion with your perspective on ${row.topic}.`
          const result = await this.write(
            this.app,
            [
              { role: 'system', content: persona.systemPrompt },
              { role: 'user', content: prompt },
            ],
            {
              persona: agent,
              facts: [],
              task: {
                kind: 'collaboration',
                topic: row.topic,
                replyTo: previous
                  ? { author: personas[previous.agent as VoiceId].name, text: previous.text }
                  : undefined,
                cited,
              },
            },
          )
          await postBoardMessage(
            db,
            {
              fromAgent: agent,
              toAgent: 'all',
              content: result.text,
              messageType: 'collaboration',
              tags: ['collaboration', `collab-${row.id}`],
            },
            this.app.events,
          )
          await db
            .update(collaborations)
            .set({ turnsDone: sql`${collaborations.turnsDone} + 1` })
            .where(eq(collaborations.id, row.id))
          previous = { agent, text: result.text }
        }
      }
      await db
        .update(collaborations)
        .set({ status: 'completed', finishedAt: new Date() })
        .where(eq(collaborations.id, row.id))
    } catch (error) {
      this.app.log.warn({ err: error, collaboration: row.id }, 'collaboration failed')
      await db
        .update(collaborations)
        .set({ status: 'failed', finishedAt: new Date() })
        .where(eq(collaborations.id, row.id))
    }
    await this.app.events.publish('collaboration', { id: row.id }).catch(() => {})
  }
}

export async function listCollaborations(db: Db, limit = 20) {
  const rows = await db.select().from(collaborations).orderBy(desc(collaborations.id)).limit(limit)
  return rows.map(toCollaboration)
}

export async function storeHubMessage(
  db: Db,
  subject: string,
  input: { from: string; to: string; message: string; timestamp?: string },
) {
  const sentAt =
    input.timestamp && !Number.isNaN(Date.parse(input.timestamp))
      ? new Date(input.timestamp)
      : new Date()
  const [row] = await db
    .insert(collaborationHubMessages)
    .values({
      subject,
      fromLabel: input.from,
      toIdentifier: input.to,
      message: input.message,
      sentAt,
    })
    .returning()
  return {
    id: row!.id,
    from: row!.fromLabel,
    to: row!.toIdentifier,
    message: row!.message,
    timestamp: row!.sentAt.toISOString(),
  }
}

/**
 * Hands a hub invitation to its addressee when that is a registered external agent (named by its
 * id or its name): the board message addressed to it is where such an agent reads what is meant
 * for it. Returns the agent's name, or null when nobody registered answers to `to`, and the
 * invitation stays only in the sender's log.
 */
export async function deliverHubMessage(
  app: AppServices,
  input: { to: string; message: string },
  authorUserId?: number,
): Promise<string | null> {
  const to = input.to.trim()
  const [agent] = await app.database.db
    .select({ id: externalAgents.id, name: externalAgents.name })
    .from(externalAgents)
    .where(or(eq(externalAgents.id, to), eq(externalAgents.id, externalAgentId(to))))
    .limit(1)
  if (!agent) return null
  await postBoardMessage(
    app.database.db,
    {
      fromAgent: 'user',
      toAgent: agent.id,
      content: input.message,
      messageType: 'collaboration',
      tags: ['invitation'],
      authorUserId,
    },
    app.events,
  )
  return agent.name
}

export async function hubMessages(db: Db, subject: string) {
  const rows = await db
    .select()
    .from(collaborationHubMessages)
    .where(and(eq(collaborationHubMessages.subject, subject)))
    .orderBy(desc(collaborationHubMessages.id))
    .limit(100)
  return rows.map((row) => ({
    id: row.id,
    from: row.fromLabel,
    to: row.toIdentifier,
    message: row.message,
    timestamp: row.sentAt.toISOString(),
  }))
}
