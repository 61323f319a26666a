import type { FastifyInstance } from 'fastify'
import { personas } from '@content/personas'
import type { VoiceId } from '@/shared/personas'
import type { AgentTask } from '../../ai/offline/agent-posts'
import { collect } from '../../ai/provider'
import { postBoardMessage } from '../board/service'

export interface ReplyJob {
  agent: VoiceId
  /** What the agent answers: a broadcast, a direct message, a collaboration turn. */
  prompt: string
  parentId?: number
  toAgent: string
  messageType: string
  tags?: string[]
  /** What the offline engine answers: the message and its author, the thread's cited records. */
  task?: AgentTask
}

/**
 * AI replies that agents post to the board in the background, two at a time, so a request
 * never waits on them. `pending` feeds the communication summary's processing queue.
 */
export class AgentReplyQueue {
  private readonly waiting: ReplyJob[] = []
  private running = 0
  private idle: (() => void)[] = []
  readonly busyAgents = new Map<string, number>()

  constructor(
    private readonly app: FastifyInstance,
    private readonly concurrency = 2,
  ) {}

  get pending() {
    return this.waiting.length + this.running
  }

  enqueue(job: ReplyJob) {
    this.busyAgents.set(job.agent, (this.busyAgents.get(job.agent) ?? 0) + 1)
    this.waiting.push(job)
    this.pump()
  }

  /** Resolves when nothing is waiting or running (tests, shutdown). */
  drained(): Promise<void> {
    return this.pending === 0
      ? Promise.resolve()
      : new Promise((resolve) => this.idle.push(resolve))
  }

  private pump() {
    while (this.running < this.concurrency && this.waiting.length > 0) {
      const job = this.waiting.shift()!
      this.running++
      void this.run(job).finally(() => {
        this.running--
        const left = (this.busyAgents.get(job.agent) ?? 1) - 1
        if (left > 0) this.busyAgents.set(job.agent, left)
        else this.busyAgents.delete(job.agent)
        if (this.pending === 0) this.idle.splice(0).forEach((resolve) => resolve())
        this.pump()
      })
    }
  }

  private async run(job: ReplyJob) {
    try {
      const persona = personas[job.agent]
      const result = await collect(
        this.app.ai.provider.generate(
          [
            { role: 'system', content: persona.systemPrompt },
            { role: 'user', content: job.prompt },
          ],
          { hints: { persona: job.agent, facts: [], task: job.task } },
        ),
      )
      await postBoardMessage(
        this.app.database.db,
        {
          fromAgent: job.agent,
          toAgent: job.toAgent,
          content: result.text,
          messageType: job.messageType,
          parentId: job.parentId,
          tags: job.tags ?? [],
        },
        this.app.events,
      )
    } catch (error) {
      this.app.log.warn({ err: error, agent: job.agent }, 'agent reply failed')
    }
  }
}
