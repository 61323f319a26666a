import { buildApp } from './app'
import { ConfigError, loadConfig } from './config'
import { DataDirLockedError, lockDataDir, type DataDirLock } from './data-dir-lock'

/** After the grace: up to 5 s of background writes (app.ts), then the event hub and database. */
const EXIT_AFTER_GRACE_MS = 10_000

async function main() {
  const config = loadConfig()
  const lock: DataDirLock | undefined = config.databaseUrl ? undefined : lockDataDir(config.dataDir)
  const app = await buildApp(config)

  let stopping = false
  const stop = async (signal: string) => {
    if (stopping) return
    stopping = true
    app.lifecycle.shuttingDown = true
    app.log.info(
      { signal, graceMs: config.shutdownGraceMs },
      'shutting down: finishing in-flight requests',
    )
    const force = setTimeout(() => {
      app.log.error('shutdown took too long; exiting')
      process.exit(1)
    }, config.shutdownGraceMs + EXIT_AFTER_GRACE_MS)
    force.unref()
    try {
      await app.close()
    } finally {
      lock?.release()
    }
    process.exit(0)
  }
  process.on('SIGTERM', () => void stop('SIGTERM'))
  process.on('SIGINT', () => void stop('SIGINT'))

  try {
    await app.listen({ host: config.host, port: config.port })
  } catch (error) {
    app.log.error({ err: error }, 'could not start listening')
    await app.close()
    lock?.release()
    process.exit(1)
  }
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(error.message)
  } else {
    console.error(error)
  }
  process.exit(1)
})
