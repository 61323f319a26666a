import type { BoardMessage } from '@/shared/board'
import type { Collaboration } from '@/shared/communication'

const PEOPLE = new Set(['user', 'Creator'])

/** What the agents said (not the people), newest first. */
export const agentVoices = (messages: BoardMessage[]) =>
  messages.filter((message) => !PEOPLE.has(message.fromAgent))

/** The collaboration to show: the newest running one, else the newest of all. */
export function onStage(collaborations: Collaboration[]): Collaboration | undefined {
  const newest = [...collaborations].sort((a, b) => b.id - a.id)
  return newest.find((collaboration) => collaboration.status === 'running') ?? newest[0]
}
