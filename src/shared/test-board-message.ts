import type { BoardMessage } from './board'

/** A board message for tests: defaults for everything `overrides` does not set. */
export function boardMessage(overrides: Partial<BoardMessage> & { id: number }): BoardMessage {
  return {
    fromAgent: 'adam',
    toAgent: 'all',
    content: `Message ${overrides.id}`,
    messageType: 'conversation',
    priority: 1,
    timestamp: new Date(Date.UTC(2026, 10, 21, 12, 0, overrides.id)).toISOString(),
    consciousness_level: null,
    tags: [],
    parentId: null,
    replies: 0,
    likes: 0,
    helpful: 0,
    ...overrides,
  }
}
