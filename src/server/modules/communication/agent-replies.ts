import { personas } from '@content/personas'
import { eq } from 'drizzle-orm'
import { DELETED_USER } from '@/shared/communication-values'
import type { VoiceId } from '@/shared/personas'
import type { AgentTask } from '../../ai/offline/agent-posts'
import { aiMessages } from '../../db/schema/index'
import type { AppServices } from '../../types'
import { postBoardMessage } from '../board/service'
import { startBackgroundTurn } from '../chat/service'

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
  /** Who caused it (the client address); the queue shares its places fairly between them. */
  source?: string
}

/** Replies waiting at most; about 25 s of offline replies, a few minutes of a paid model's. */
export const MAX_WAITING_REPLIES = 200
const SERVER = 'server'

/**
 * AI replies that agents post to the board in the background, two at a time, so a request
 * never waits on them. `pending` feeds the communication summary's processing queue and the
 * queue-depth metric. Each source (client address) has its own line, served in turn, so one
 * busy address does not delay everyone's replies; when `limit` replies wait, the newest of the
 * busiest source is dropped, never another's.
 */
export class AgentReplyQueue {
  private readonly lines = new Map<string, ReplyJob[]>()
  private waitingCount = 0
  private running = 0
  /** The jobs being answered now, each with the promise of its end. */
  private readonly inFlight = new Map<ReplyJob, Promise<void>>()
  private idle: (() => void)[] = []
  readonly busyAgents = new Map<string, number>()
  /** Replies dropped because the queue was full, since start. */
  dropped = 0

  constructor(
    private readonly app: AppServices,
    private readonly concurrency = 2,
    private readonly limit = MAX_WAITING_REPLIES,
  ) {}

  get pending() {
    return this.waitingCount + this.running
  }

  /** How many replies wait for this source (client address). */
  waitingFor(source: string): number {
    return this.lines.get(source)?.length ?? 0
  }

  /** Queues a reply; false when it was the one dropped (its source had the most waiting). */
  enqueue(job: ReplyJob): boolean {
    const source = job.source ?? SERVER
    if (this.waitingCount >= this.limit) {
      const busiest = this.busiestSource()
      const theirs = this.lines.get(busiest)!
      if (busiest === source || theirs.length <= (this.lines.get(source)?.length ?? 0) + 1) {
        this.dropped++
        this.warnDropped(source)
        return false
      }
      this.forget(theirs.pop()!)
      if (theirs.length === 0) this.lines.delete(busiest)
      this.waitingCount--
      this.dropped++
      this.warnDropped(busiest)
    }
    this.busyAgents.set(job.agent, (this.busyAgents.get(job.agent) ?? 0) + 1)
    const line = this.lines.get(source)
    if (line) line.push(job)
    else this.lines.set(source, [job])
    this.waitingCount++
    this.pump()
    return true
  }

  private busiestSource(): string {
    let busiest = SERVER
    let most = -1
    for (const [source, line] of this.lines) {
      if (line.length > most) {
        busiest = source
        most = line.length
      }
    }
    return busiest
  }

  private warnDropped(source: string) {
    // One line per 50 drops: a flood must not flood the log too.
    if (this.dropped % 50 === 1)
      this.app.log.warn(
        { source, dropped: this.dropped },
        'agent reply queue full; dropped a reply',
      )
  }

  private forget(job: ReplyJob) {
    const left = (this.busyAgents.get(job.agent) ?? 1) - 1
    if (left > 0) this.busyAgents.set(job.agent, left)
    else this.busyAgents.delete(job.agent)
  }

  /** The next job in turn: the first line's first job; that line then goes to the back. */
  private next(): ReplyJob | undefined {
    for (const [source, line] of this.lines) {
      const job = line.shift()!
      this.lines.delete(source)
      if (line.length > 0) this.lines.set(source, line)
      this.waitingCount--
      return job
    }
    return undefined
  }

  /**
   * Before a person's account goes: replies addressed to them (`@name`) that wait are dropped,
   * and this resolves once those being written are posted, so the deletion's scrub that follows
   * sees them. Replies written on other instances meet the parent check in `post`.
   */
  async settleRepliesTo(username: string): Promise<void> {
    const handle = `@${username.toLowerCase()}`
    const addressed = (job: ReplyJob) =>
      job.toAgent.toLowerCase() === handle || job.task?.replyTo?.author.toLowerCase() === handle
    for (const [source, line] of [...this.lines]) {
      const kept = line.filter((job) => !addressed(job))
      for (const job of line) if (addressed(job)) this.forget(job)
      this.waitingCount -= line.length - kept.length
      if (kept.length) this.lines.set(source, kept)
      else this.lines.delete(source)
    }
    this.resolveIfIdle()
    await Promise.all([...this.inFlight].filter(([job]) => addressed(job)).map(([, done]) => done))
  }

  private resolveIfIdle() {
    if (this.pending === 0) this.idle.splice(0).forEach((resolve) => resolve())
  }

  /** Resolves when nothing is waiting or running (tests, shutdown). */
  drained(): Promise<void> {
    return this.pending === 0
      ? Promise.resolve()
      : new Promise((resolve) => this.idle.push(resolve))
  }

  private pump() {
    while (this.running < this.concurrency && this.waitingCount > 0) {
      const job = this.next()!
      this.running++
      const done = this.run(job).finally(() => {
        this.running--
        this.inFlight.delete(job)
        this.forget(job)
        this.resolveIfIdle()
        this.pump()
      })
      this.inFlight.set(job, done)
    }
  }

  /** An encoder of the turn's events (decision 220): the answer goes on the board. */
  private async run(job: ReplyJob) {
    try {
      const persona = personas[job.agent]
      const started = await startBackgroundTurn(
        this.app,
        [
          { role: 'system', content: persona.systemPrompt },
          { role: 'user', content: job.prompt },
        ],
        { persona: job.agent, facts: [], ...(job.task ? { task: job.task } : {}) },
        this.app.log,
      )
      // Paused (decision 219): whoever asked has been gone for 10 minutes.
      if (!started.ok) return
      for await (const event of started.events) {
        if (event.type === 'done') await this.post(job, event.result.text)
        if (event.type === 'error')
          this.app.log.warn({ err: event.error, agent: job.agent }, 'agent reply failed')
      }
    } catch (error) {
      this.app.log.warn({ err: error, agent: job.agent }, 'agent reply failed')
    }
  }

  /**
   * Posts the reply, unless what it answers is gone or its author's account was deleted
   * meanwhile (a reply would name them again). The parent is read under a share lock, so a
   * deletion scrubbing it waits for this post, whose row its next statement then sees.
   */
  private async post(job: ReplyJob, text: string) {
    const message = {
      fromAgent: job.agent,
      toAgent: job.toAgent,
      content: text,
      messageType: job.messageType,
      parentId: job.parentId,
      tags: job.tags ?? [],
    }
    const { parentId } = job
    if (parentId === undefined) {
      await postBoardMessage(this.app.database.db, message, this.app.events)
      return
    }
    const posted = await this.app.database.db.transaction(async (tx) => {
      const [parent] = await tx
        .select({ fromAgent: aiMessages.fromAgent })
        .from(aiMessages)
        .where(eq(aiMessages.id, parentId))
        .for('share')
      if (!parent || parent.fromAgent === DELETED_USER) return null
      return postBoardMessage(tx, message)
    })
    if (posted) await this.app.events.publish('message', posted)
  }
}
