import { and, asc, eq, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ErrorResponseSchema } from '@/shared/errors'
import {
  AddVaultEditorSchema,
  VaultEditorParamsSchema,
  VaultEditorSchema,
  VaultParamsSchema,
} from '@/shared/notes'
import { users, vaultEditors } from '../../db/schema/index'
import { adminOnly } from '../auth/admin'
import type { VaultStore } from './vault-store'

const errors = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  403: ErrorResponseSchema,
  404: ErrorResponseSchema,
}

/**
 * Who may change a shared vault besides administrators: the editors an administrator names
 * (decision 130). Only shared vaults that exist have editors.
 */
export async function vaultEditorRoutes(appBase: FastifyInstance, store: VaultStore) {
  const app = appBase.withTypeProvider<ZodTypeProvider>()
  const db = app.database.db
  const gate = adminOnly(app, 'name the editors of a vault')
  const noVault = (vault: string) => ({ message: `vault: no shared vault called "${vault}"` })
  const list = (vault: string) =>
    db
      .select({ userId: users.id, username: users.username, since: vaultEditors.createdAt })
      .from(vaultEditors)
      .innerJoin(users, eq(users.id, vaultEditors.userId))
      .where(eq(vaultEditors.vault, vault))
      .orderBy(asc(sql`lower(${users.username})`))
      .then((rows) => rows.map((row) => ({ ...row, since: row.since.toISOString() })))

  app.get(
    '/api/obsidian/vaults/:vault/editors',
    {
      schema: {
        tags: ['notes'],
        summary: 'The editors of a shared vault (administrators)',
        params: VaultParamsSchema,
        response: { 200: z.array(VaultEditorSchema), ...errors },
      },
      preHandler: gate,
    },
    async (request, reply) => {
      const { vault } = request.params
      if (!(await store.vaults()).includes(vault)) return reply.status(404).send(noVault(vault))
      return list(vault)
    },
  )

  app.post(
    '/api/obsidian/vaults/:vault/editors',
    {
      schema: {
        tags: ['notes'],
        summary:
          'Name a person (by username) an editor of a shared vault: they may then create, ' +
          'change and delete its notes (administrators). Answers the editors.',
        params: VaultParamsSchema,
        body: AddVaultEditorSchema,
        response: { 201: z.array(VaultEditorSchema), ...errors },
      },
      preHandler: gate,
    },
    async (request, reply) => {
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
        .values({ vault, userId: person.id, grantedBy: request.user!.id })
        .onConflictDoNothing()
      return reply.status(201).send(await list(vault))
    },
  )

  app.delete(
    '/api/obsidian/vaults/:vault/editors/:userId',
    {
      schema: {
        tags: ['notes'],
        summary: 'Stop a person editing a shared vault (administrators)',
        params: VaultEditorParamsSchema,
        response: { 204: z.null(), ...errors },
      },
      preHandler: gate,
    },
    async (request, reply) => {
      const { vault, userId } = request.params
      const removed = await db
        .delete(vaultEditors)
        .where(and(eq(vaultEditors.vault, vault), eq(vaultEditors.userId, userId)))
        .returning({ userId: vaultEditors.userId })
      if (!removed.length)
        return reply.status(404).send({ message: `userId: not an editor of "${vault}"` })
      return reply.status(204).send(null)
    },
  )
}
