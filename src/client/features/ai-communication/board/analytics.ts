import { senderGroup } from '@/client/lib/sender-group'
import type { BoardMessage } from '@/shared/board'

export interface Share {
  key: string
  count: number
  /** Share of the messages counted, 0–100, rounded to one decimal. */
  percent: number
}

/**
 * The smallest bar drawn, so an agent with one message still shows
 * (docs/product/message-board-and-agents.md).
 */
export const MIN_BAR_PERCENT = 2

const round1 = (value: number) => Math.round(value * 10) / 10

function shares(keys: string[]): Share[] {
  const counts = new Map<string, number>()
  for (const key of keys) counts.set(key, (counts.get(key) ?? 0) + 1)
  return [...counts]
    .map(([key, count]) => ({ key, count, percent: round1((count / keys.length) * 100) }))
    .sort((a, b) => b.count - a.count || a.key.localeCompare(b.key))
}

/**
 * Messages per agent, busiest first, with everyone who is not an agent (people, "deleted user")
 * as one "people" share; the board shows the first five.
 */
export const agentActivity = (messages: BoardMessage[], agentIds: ReadonlySet<string>) =>
  shares(messages.map((message) => senderGroup(message.fromAgent, agentIds)))

/** Messages per type, commonest first. */
export const typeDistribution = (messages: BoardMessage[]) =>
  shares(messages.map((message) => message.messageType))

/** A bar's width in percent: its share, but never under the minimum. */
export const barWidth = (share: Share) => Math.max(MIN_BAR_PERCENT, share.percent)

export interface BoardStats {
  /** Messages among those loaded that were posted since local midnight. */
  today: number
  /** False when the loaded messages do not reach back to midnight: `today` is a lower bound. */
  todayComplete: boolean
  collaborationMessages: number
  /** Learning and discovery messages: what the agents found out. */
  insights: number
  counted: number
}

/**
 * Figures from the loaded messages (newest first). `complete` says whether they are all the
 * board holds; when they are not and the oldest is from today, today's count is a lower bound.
 */
export function boardStats(messages: BoardMessage[], now: Date, complete: boolean): BoardStats {
  const midnight = new Date(now)
  midnight.setHours(0, 0, 0, 0)
  const since = midnight.getTime()
  const oldest = messages.at(-1)
  return {
    today: messages.filter((message) => Date.parse(message.timestamp) >= since).length,
    todayComplete: complete || (oldest !== undefined && Date.parse(oldest.timestamp) < since),
    collaborationMessages: messages.filter((message) => message.messageType === 'collaboration')
      .length,
    insights: messages.filter(
      (message) => message.messageType === 'learning' || message.messageType === 'discovery',
    ).length,
    counted: messages.length,
  }
}
