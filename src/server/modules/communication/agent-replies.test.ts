import { describe, expect, it } from 'vitest'
import type { AppServices } from '../../types'
import { AgentReplyQueue, type ReplyJob } from './agent-replies'

/** A queue that runs nothing (concurrency 0), so what waits can be read. */
function idleQueue(limit: number) {
  const app = { log: { warn: () => {} } } as unknown as AppServices
  const queue = new AgentReplyQueue(app, 0, limit)
  const order = () => {
    const lines = (queue as unknown as { lines: Map<string, ReplyJob[]> }).lines
    return [...lines].map(
      ([source, line]) => `${source}:${line.map((job) => job.prompt).join(',')}`,
    )
  }
  return { queue, order }
}

const job = (source: string, prompt: string): ReplyJob => ({
  agent: 'eve' as ReplyJob['agent'],
  prompt,
  toAgent: 'user',
  messageType: 'conversation',
  source,
})

describe('AgentReplyQueue', () => {
  it('keeps at most its limit waiting', () => {
    const { queue } = idleQueue(5)
    for (let i = 0; i < 50; i++) queue.enqueue(job(`10.0.0.${i}`, String(i)))
    expect(queue.pending).toBe(5)
    expect(queue.dropped).toBe(45)
  })

  it("drops the busiest address's newest reply, never a quieter address's", () => {
    const { queue, order } = idleQueue(4)
    for (const prompt of ['a1', 'a2', 'a3']) queue.enqueue(job('a', prompt))
    expect(queue.enqueue(job('b', 'b1'))).toBe(true)
    // Full: a newcomer gets its place from the busiest address.
    expect(queue.enqueue(job('c', 'c1'))).toBe(true)
    expect(order()).toEqual(['a:a1,a2', 'b:b1', 'c:c1'])
    // The busiest address only displaces itself: its own new reply is the one dropped.
    expect(queue.enqueue(job('a', 'a4'))).toBe(false)
    expect(order()).toEqual(['a:a1,a2', 'b:b1', 'c:c1'])
    expect(queue.pending).toBe(4)
    expect(queue.busyAgents.get('eve')).toBe(4)
  })
})
