import { personas } from '@content/personas'
import type { VoiceId } from '@/shared/personas'
import { BackgroundPaused, backgroundGeneration } from '../../ai/background'
import { collect } from '../../ai/provider'
import type { Job } from '../../scheduler'
import type { AppServices } from '../../types'
import { listBoardMessages, postBoardMessage } from '../board/service'
import { AI_AGENTS } from './service'

export const AUTO_MESSAGING_JOB = 'auto-messaging'
export const PAUSED_RESULT = 'paused: no person has used the site for 10 minutes'

/**
 * Every interval one AI agent (whoever posted least recently) writes a message about recent
 * board activity through the AI engine.
 */
export function autoMessagingJob(app: AppServices, intervalSeconds: number): Job {
  return {
    name: AUTO_MESSAGING_JOB,
    defaultIntervalSeconds: intervalSeconds,
    async run(now) {
      const db = app.database.db
      const recent = await listBoardMessages(db, { limit: 100 })
      const lastPost = (agent: string) => recent.find((m) => m.fromAgent === agent)?.id ?? 0
      const agent: VoiceId = [...AI_AGENTS].sort((a, b) => lastPost(a) - lastPost(b))[0]!
      const others = recent.filter((m) => m.fromAgent !== agent).slice(0, 5)
      const activity = others.length
        ? others
            .map((m) => `${m.fromAgent} (${m.messageType}): ${m.content.slice(0, 160)}`)
            .join('\n')
        : 'The board is quiet.'
      const result = await collect(
        backgroundGeneration(
          app,
          [
            { role: 'system', content: personas[agent].systemPrompt },
            {
              role: 'user',
              content: `Share one short observation about the codex and its recent activity:\n${activity}`,
            },
          ],
          {
            persona: agent,
            facts: [],
            task: {
              kind: 'auto-post',
              replyTo: others[0]
                ? { author: others[0].fromAgent, text: others[0].content }
                : undefined,
            },
          },
          now,
        ),
      ).catch((error: unknown) => {
        if (error instanceof BackgroundPaused) return null
        throw error
      })
      // The next tick after someone comes back posts again (decision 219).
      if (!result) return PAUSED_RESULT
      const posted = await postBoardMessage(
        db,
        {
          fromAgent: agent,
          toAgent: 'all',
          content: result.text,
          messageType: 'discovery',
          tags: ['auto'],
        },
        app.events,
      )
      return `${personas[agent].name} posted message ${posted.id}`
    },
  }
}
