import { createServer, type Server } from 'node:http'
import { answerBackupRequests } from './backup/requests'
import { ConfigError, loadConfig } from './config'
import { DataDirLockedError, lockDataDir, type DataDirLock } from './data-dir-lock'
import { listeningMessage } from './listen-address'
import { buildStartUpShell, httpOptions } from './start-up'

/** After the grace: up to 5 s of background writes (app.ts), then the event hub and database. */
const EXIT_AFTER_GRACE_MS = 10_000

function listen(server: Server, host: string, port: number) {
  return new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen({ host, port }, () => {
      server.off('error', reject)
      resolve()
    })
  })
}

/** How long after the start's background work the server collects what that work left. */
const START_GARBAGE_AFTER_MS = 2000

/**
 * Once the work a start leaves to the background (the vaults' catch-up scan) is done, one full
 * collection returns its garbage: 40 MB of heap after a restart on 13,000 notes, which an idle
 * server, allocating nothing, would otherwise keep (decision 181). `npm start` exposes `gc`;
 * without `--expose-gc` this does nothing.
 */
function collectStartGarbage(backgroundWork: Promise<unknown>) {
  const gc = (globalThis as { gc?: () => void }).gc
  if (!gc) return
  void backgroundWork.catch(() => {}).then(() => setTimeout(gc, START_GARBAGE_AFTER_MS).unref())
}

async function main() {
  const config = loadConfig()
  const lock: DataDirLock | undefined = config.databaseUrl ? undefined : lockDataDir(config.dataDir)

  // Listening first, with the start-up shell answering pages and holding API requests, and
  // only then loading and starting the app (decision 161).
  const shell = await buildStartUpShell(config)
  // `npm run backup` asks this process for its PGlite database (decision 213).
  const backups = lock ? answerBackupRequests(config.dataDir, shell.logger) : undefined
  const server = createServer(httpOptions(config), shell.handle)
  server.keepAliveTimeout = 72_000 // Fastify's default, above a proxy's usual 60 s
  try {
    await listen(server, config.host, config.port)
  } catch (error) {
    shell.logger.error({ err: error }, 'could not start listening')
    lock?.release()
    process.exit(1)
  }
  shell.logger.info(`Server listening at http://${config.host}:${config.port}`)

  const { buildApp } = await import('./app')
  const app = await buildApp(config, { server, logger: shell.logger })
  await app.ready()
  await shell.handOver(app.routing)
  app.log.info('ready')
  // The one plain line a person starting the server reads, whatever the log format.
  for (const line of listeningMessage(config.host, config.port)) console.log(line)
  collectStartGarbage(app.vaults.caughtUp())
  const dumpDataDir = app.database.dumpDataDir
  if (dumpDataDir) backups?.ready(dumpDataDir)

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
      await backups?.close()
      await app.close()
    } finally {
      lock?.release()
    }
    process.exit(0)
  }
  process.on('SIGTERM', () => void stop('SIGTERM'))
  process.on('SIGINT', () => void stop('SIGINT'))
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(error.message)
  } else {
    console.error(error)
  }
  process.exit(1)
})
