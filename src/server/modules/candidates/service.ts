import { desc } from 'drizzle-orm'
import type { Db } from '../../db/open'
import { externalAgents } from '../../db/schema/index'
import type { EventHub } from '../../events'
import { externalAgentId, type ExternalAgent, type ExternalAgentInput } from '@/shared/candidates'

const toAgent = (row: typeof externalAgents.$inferSelect): ExternalAgent => ({
  id: row.id,
  name: row.name,
  role: row.role,
  capabilities: row.capabilities,
  createdAt: row.createdAt.toISOString(),
})

export async function listExternalAgents(db: Db): Promise<ExternalAgent[]> {
  return (await db.select().from(externalAgents).orderBy(desc(externalAgents.createdAt))).map(
    toAgent,
  )
}

/** Registers an external agent; undefined when one with the same name exists. */
export async function registerExternalAgent(
  db: Db,
  input: ExternalAgentInput,
  userId: number,
  events?: EventHub,
) {
  const [row] = await db
    .insert(externalAgents)
    .values({
      id: externalAgentId(input.name),
      name: input.name,
      role: input.role,
      capabilities: input.capabilities,
      registeredBy: userId,
    })
    .onConflictDoNothing()
    .returning()
  if (!row) return undefined
  const agent = toAgent(row)
  await events?.publish('agent', { ...agent, status: 'active' })
  return agent
}
