import fp from 'fastify-plugin'
import { openDatabase } from '../db/open'

/**
 * `app.database`, opened and migrated. Registered before every plugin that uses it, so its
 * close hook runs after theirs (Fastify closes plugins in reverse order).
 */
export const databasePlugin = fp(
  async (app) => {
    const { config } = app
    const database = await openDatabase({
      dataDir: config.dataDir,
      databaseUrl: config.databaseUrl,
      databaseSchema: config.databaseSchema,
      inMemory: config.inMemoryDatabase,
      inMemoryTemplate: config.inMemoryTemplate,
      poolMax: config.databasePoolMax,
      onConnectionLost: (error) => app.log.warn({ err: error }, 'database connection lost'),
    })
    app.decorate('database', database)
    app.addHook('onClose', () => database.close())
  },
  { name: 'database', dependencies: ['config'] },
)
