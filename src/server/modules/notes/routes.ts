import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { agentZeroSyncRoute } from './agent-zero-sync-route'
import { notesFinder } from './knowledge-source'
import { noteReadRoutes } from './note-read-routes'
import { noteWriteRoutes } from './note-write-routes'
import { announcement } from './notes-changes'
import { notesContext } from './notes-context'
import { vaultReadCaches } from './read-caches'
import { notesSearchFinder } from './search-source'
import { vaultEditorRoutes } from './vault-editors'
import { vaultFileRoutes } from './vault-file'
import { vaultSettingsRoutes } from './vault-settings'
import { VaultStore } from './vault-store'
import { vaultsRoute } from './vaults-route'

/** The notes module: its vault store, caches and finders, and its routes, one file a concern. */
const routes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db
  const store = new VaultStore(db, app.config.vaultsDir, app.log.child({ module: 'vaults' }))
  await store.start(true, Boolean(app.config.databaseUrl))
  app.decorate('vaults', store)
  app.addHook('onClose', () => store.stop())

  // Lists, the graph and the insights are polled by every open notes screen.
  const cached = vaultReadCaches(store, app.events)
  // Every instance empties its note caches on a change any of them made or saw (decision 137).
  store.onChange(
    (notes) =>
      void app.events
        .publish('notes-changed', announcement(notes))
        .catch((error: unknown) => app.log.warn({ err: error }, 'notes change not announced')),
  )

  // Notes are found by quick search: shared ones by everyone, a personal one by its owner.
  app.quickSearch.addFinder(notesSearchFinder(db, app.events))
  // The AI engine looks the notes up for each question it answers.
  app.ai.knowledge.addFinder(notesFinder(db, app.log))

  const notes = notesContext(app, store, cached)
  vaultsRoute(app, notes)
  noteReadRoutes(app, notes)
  noteWriteRoutes(app, notes)
  agentZeroSyncRoute(app, notes)
  vaultEditorRoutes(app, store)
  vaultSettingsRoutes(app, store)
  vaultFileRoutes(app, store)
}

// app.ts registers it unencapsulated (fastify-plugin, decision 160) so other modules reach `app.vaults`.
export const notesRoutes = routes
