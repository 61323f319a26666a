import { and, asc, eq, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { notesContract } from '@/shared/contract/notes'
import { users, vaultEditors } from '../../db/schema/index'
import { route } from '../../route'
import type { VaultStore } from './vault-store'

/**
 * Who may change a shared vault besides administrators: the editors an administrator names
 * (decision 130). Only shared vaults that exist have editors.
 */
export function vaultEditorRoutes(app: FastifyInstance, store: VaultStore) {
  const db = app.database.db
  const noVault = (vault: string) => ({ message: `vault: no shared vault called "${vault}"` })
  const list = (vault: string) =>
    db
      .select({ userId: users.id, username: users.username, since: vaultEditors.createdAt })
      .from(vaultEditors)
      .innerJoin(users, eq(users.id, vaultEditors.userId))
      .where(eq(vaultEditors.vault, vault))
      .orderBy(asc(sql`lower(${users.username})`))
      .then((rows) => rows.map((row) => ({ ...row, since: row.since.toISOString() })))

  const admin = { access: 'admin', what: 'name the editors of a vault' } as const

  route(app, notesContract.editors, admin, async (request, reply) => {
    const { vault } = request.params
    if (!(await store.vaults()).includes(vault)) return reply.status(404).send(noVault(vault))
    return list(vault)
  })

  route(app, notesContract.addEditor, admin, async (request, reply) => {
    const { vault } = request.params
    if (!(await store.vaults()).includes(vault)) return reply.status(404).send(noVault(vault))
    const [person] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(sql`lower(${users.username})`, request.body.username.toLowerCase()))
    if (!person)
      return reply
        .status(404)
        .send({ message: `username: nobody is called "${request.body.username}"` })
    await db
      .insert(vaultEditors)
      .values({ vault, userId: person.id, grantedBy: request.user.id })
      .onConflictDoNothing()
    return reply.status(201).send(await list(vault))
  })

  route(app, notesContract.removeEditor, admin, async (request, reply) => {
    const { vault, userId } = request.params
    const removed = await db
      .delete(vaultEditors)
      .where(and(eq(vaultEditors.vault, vault), eq(vaultEditors.userId, userId)))
      .returning({ userId: vaultEditors.userId })
    if (!removed.length)
      return reply.status(404).send({ message: `userId: not an editor of "${vault}"` })
    return reply.status(204).send(null)
  })
}
