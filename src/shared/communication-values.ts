// The communication area's constants and pure rules, apart from its zod schemas so the client
// can import them without zod (decision 185).

export const BROADCAST_PRIORITIES = { low: 1, medium: 5, high: 8, critical: 10 } as const
export const BROADCAST_PRIORITY_OPTIONS = ['low', 'medium', 'high', 'critical'] as const
export type BroadcastPriority = (typeof BROADCAST_PRIORITY_OPTIONS)[number]

/** The shortest and longest interval of auto messaging, in seconds. */
export const AUTO_MESSAGING_MIN_SECONDS = 30
export const AUTO_MESSAGING_MAX_SECONDS = 3600

/** Who a deleted account's posts are from, and what replaces its name wherever text held it. */
export const DELETED_USER = 'deleted user'

/** How a visitor's broadcasts are signed: a name nobody can choose. */
export const VISITOR_SENDER = 'Visitor'

/**
 * Who a broadcast is from, as the board shows it: "Creator" for administrators, `@username`
 * for other people (the `@` keeps a username from passing for an agent's id), "Visitor" for
 * visitors.
 */
export function broadcastSender(user: { username: string } | null, admin: boolean): string {
  if (!user) return VISITOR_SENDER
  return admin ? 'Creator' : `@${user.username}`
}

/** Whether a board sender is a person rather than an agent. */
export const isPersonSender = (id: string) =>
  id === 'user' || id === 'Creator' || id === VISITOR_SENDER || id.startsWith('@')
