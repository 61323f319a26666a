import type { FastifyInstance } from 'fastify'
import { notesContract } from '@/shared/contract/notes'
import { vaultSettings } from '../../db/schema/index'
import { route } from '../../route'
import { canReadVault, canWriteVault, noteViewer } from './vault-access'
import { updatesLinksOnRename } from './vault-relink'
import type { VaultStore } from './vault-store'

/**
 * A vault's settings (decision 201): read by whoever may read the vault, changed by whoever may
 * change its notes.
 */
export function vaultSettingsRoutes(app: FastifyInstance, store: VaultStore) {
  const db = app.database.db
  const noVault = (vault: string) => ({ message: `vault: no vault called "${vault}"` })
  const exists = async (vault: string) => (await store.allVaults()).includes(vault)
  const settings = async (vault: string) => ({
    updateLinksOnRename: await updatesLinksOnRename(db, vault),
  })

  route(app, notesContract.settings, { access: 'public' }, async (request, reply) => {
    const { vault } = request.params
    if (!canReadVault(noteViewer(app, request.user), vault) || !(await exists(vault)))
      return reply.status(404).send(noVault(vault))
    return settings(vault)
  })

  route(
    app,
    notesContract.changeSettings,
    { access: 'user', what: 'change vault settings' },
    async (request, reply) => {
      const { vault } = request.params
      const viewer = noteViewer(app, request.user)
      if (!canReadVault(viewer, vault) || !(await exists(vault)))
        return reply.status(404).send(noVault(vault))
      if (!(await canWriteVault(db, viewer, vault)))
        return reply.status(403).send({
          message: `The vault "${vault}" is read-only for you: its settings stay as they are.`,
        })
      await db
        .insert(vaultSettings)
        .values({ vault, updateLinksOnRename: request.body.updateLinksOnRename })
        .onConflictDoUpdate({
          target: vaultSettings.vault,
          set: { updateLinksOnRename: request.body.updateLinksOnRename },
        })
      return settings(vault)
    },
  )
}
