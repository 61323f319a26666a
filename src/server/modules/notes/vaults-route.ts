import { plural } from '@/shared/plural'
import type { FastifyInstance } from 'fastify'
import { notesContract } from '@/shared/contract/notes'
import { route } from '../../route'
import type { NotesContext } from './notes-context'
import { usernames, vaultCounts } from './service'
import { editedVaults, isPersonalVault, ownVault, personalOwner } from './vault-access'

/** The vaults a viewer may read, with their counts and rights; and the integrity check. */
export function vaultsRoute(app: FastifyInstance, notes: NotesContext) {
  const { db, store, cached, viewerOf } = notes
  app.integrity.add({
    id: 'vaults',
    name: 'Vault folders readable, index matches the files',
    async run() {
      const mismatches = await store.compare()
      const vaults = await store.vaults()
      return {
        passed: mismatches.length === 0,
        detail: mismatches.length
          ? mismatches.join('; ')
          : `${plural(vaults.length, 'vault')} readable; every file indexed`,
      }
    },
  })

  route(app, notesContract.vaults, { access: 'public' }, async (request) => {
    const viewer = viewerOf(request)
    const own = ownVault(viewer)
    const readable = (await store.allVaults()).filter(
      (name) => !isPersonalVault(name) || viewer.admin || name === own,
    )
    // The shared vaults, then "My notes" (even before its first note), then, for
    // administrators, other people's.
    const names = [
      ...readable.filter((name) => !isPersonalVault(name)),
      ...(own ? [own] : []),
      ...readable.filter((name) => isPersonalVault(name) && name !== own),
    ]
    const counts = new Map<string, { notes: number; observed: number }>(
      JSON.parse(
        await cached.counts.get(names.join('\n'), async () => [...(await vaultCounts(db, names))]),
      ),
    )
    const edited = viewer.user && !viewer.admin ? await editedVaults(db, viewer.user.id) : null
    const owners = await usernames(
      db,
      names.map(personalOwner).filter((id) => id !== undefined),
    )
    return names.map((name) => {
      const noteCount = counts.get(name)?.notes ?? 0
      const observedCount = counts.get(name)?.observed ?? 0
      const owner = personalOwner(name)
      const personal = owner !== undefined
      return {
        id: name,
        name: !personal
          ? name
          : name === own
            ? 'My notes'
            : `${owners.get(owner) ?? `person ${owner}`}'s notes`,
        description: personal
          ? `Personal vault with ${plural(noteCount, 'note')}: only its owner and administrators read it`
          : `Obsidian vault in ${name}/ with ${plural(noteCount, 'note')}`,
        noteCount,
        lastSync: store.lastSync.get(name)?.toISOString() ?? null,
        agentZeroIntegrated: observedCount > 0,
        consciousnessMapped: noteCount > 0 && observedCount === noteCount,
        personal,
        canWrite: Boolean(
          viewer.user && (viewer.admin || name === own || (!personal && edited?.has(name))),
        ),
      }
    })
  })
}
