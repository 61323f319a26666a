import { personas } from '@content/personas'
import type { VoiceId } from '@/shared/personas'
import { BackgroundPaused, backgroundGeneration } from '../../ai/background'
import { collect } from '../../ai/provider'
import type { Job } from '../../scheduler'
import type { AppServices } from '../../types'
import { agentIds } from '../agents/service'
import { listBoardMessages, postBoardMessage } from '../board/service'
import { DIGEST_TAG } from './digest'
import { AI_AGENTS } from './service'
import { newestPublicNote, noteTag, somethingNew, type NewThing } from './something-new'

export const AUTO_MESSAGING_JOB = 'auto-messaging'
export const PAUSED_RESULT = 'paused: no person has used the site for 10 minutes'
export const NOTHING_NEW_RESULT = 'nothing new: no post'

/** The prompt a model gets for each kind of new thing; the offline engine reads the task. */
function promptFor(thing: Exclude<NewThing, { kind: 'digest' }>) {
  if (thing.kind === 'reply')
    return `Answer this post on the codex's message board in two or three sentences, adding something of your own:\n${thing.to.content}`
  return `A new note was added to the codex's shared notes. In two sentences, tell the board why it is worth reading.\nTitle: ${thing.title}\n${thing.excerpt}`
}

/**
 * Every interval the AI agent that posted least recently looks for something real and new to
 * post about (something-new.ts): its day's digest, a person's post to answer, another
 * persona's substantive post, a new public note. With nothing new it posts nothing; it never
 * counts or quotes the board's own automatic posts (decision 250).
 */
export function autoMessagingJob(app: AppServices, intervalSeconds: number): Job {
  // Notes that were there when this process first looked are the install's, not news.
  let startedAt: Date | undefined
  return {
    name: AUTO_MESSAGING_JOB,
    defaultIntervalSeconds: intervalSeconds,
    async run(now) {
      const db = app.database.db
      const recent = await listBoardMessages(db, { limit: 100 })
      const lastPost = (agent: string) => recent.find((m) => m.fromAgent === agent)?.id ?? 0
      // Least recent first; the first with something new posts (one post a tick at most).
      const order: VoiceId[] = [...AI_AGENTS].sort((a, b) => lastPost(a) - lastPost(b))
      // Nobody on the site: nothing is written, not even a digest (decision 219).
      if (await app.activity.paused(now)) return PAUSED_RESULT
      if (!startedAt) {
        const newest = await newestPublicNote(db)
        const now = app.clock.now()
        startedAt = newest && newest > now ? newest : now
      }
      const agents = new Set(await agentIds(db))
      let agent: VoiceId | undefined
      let thing: NewThing | null = null
      for (const candidate of order) {
        thing = await somethingNew(db, candidate, agents, recent, now, startedAt)
        if (thing) {
          agent = candidate
          break
        }
      }
      if (!thing || !agent) return NOTHING_NEW_RESULT
      const name = personas[agent].name
      if (thing.kind === 'digest') {
        const posted = await postBoardMessage(
          db,
          {
            fromAgent: agent,
            toAgent: 'all',
            content: thing.text,
            messageType: 'update',
            tags: ['auto', DIGEST_TAG],
          },
          app.events,
        )
        return `${name} posted message ${posted.id}`
      }
      const task =
        thing.kind === 'reply'
          ? {
              kind: 'reply' as const,
              replyTo: { author: authorName(thing.to.fromAgent), text: thing.to.content },
            }
          : { kind: 'reply' as const, replyTo: { author: 'A new note', text: thing.title } }
      const result = await collect(
        backgroundGeneration(
          app,
          [
            { role: 'system', content: personas[agent].systemPrompt },
            { role: 'user', content: promptFor(thing) },
          ],
          { persona: agent, facts: [], task },
          now,
        ),
      ).catch((error: unknown) => {
        if (error instanceof BackgroundPaused) return null
        throw error
      })
      if (!result) return PAUSED_RESULT
      const posted = await postBoardMessage(
        db,
        thing.kind === 'reply'
          ? {
              fromAgent: agent,
              toAgent: thing.to.fromAgent,
              content: result.text,
              messageType: 'conversation',
              parentId: thing.to.id,
              tags: ['auto', 'reply'],
            }
          : {
              fromAgent: agent,
              toAgent: 'all',
              // The note itself, by name and link, whatever engine wrote the comment.
              content: `New in the ${thing.vault} notes: [${thing.title}](/knowledge-editor?note=${thing.id}). ${thing.excerpt}${result.engine === 'offline' ? '' : `\n\n${result.text}`}`,
              messageType: 'discovery',
              tags: ['auto', 'news', noteTag(thing.id)],
            },
        app.events,
      )
      return `${name} posted message ${posted.id}`
    },
  }
}

/** How a reply names whom it answers: a persona by name, a person as they signed. */
const authorName = (from: string) =>
  from in personas ? personas[from as VoiceId].name : from === 'user' ? 'A member' : from
