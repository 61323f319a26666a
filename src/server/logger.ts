import type { FastifyServerOptions } from 'fastify'
import pino from 'pino'
import type { Config } from './config'

/** The one logger's options, used by the app and, while it starts, by the start-up shell. */
export function loggerOptions(config: Config): FastifyServerOptions['logger'] {
  const base = {
    level: config.logLevel,
    redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
  }
  if (config.env === 'development' && process.stdout.isTTY) {
    return { ...base, transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss' } } }
  }
  if (config.logLevel === 'silent') return base
  return { ...base, ...bufferedOutput() }
}

/** Where the lines go and the hook that writes a warning or an error at once. */
export function bufferedOutput(dest: number | string = 1) {
  const stream = pino.destination({ ...LOG_BUFFER, dest })
  // pino writes a synchronous destination's buffer at exit only when asked.
  process.once('exit', () => {
    try {
      stream.flushSync()
    } catch {
      // Already closed: nothing is held.
    }
  })
  const hooks: pino.LoggerOptions['hooks'] = {
    // A warning or an error is written at once, not up to a second later.
    logMethod(args, method, level) {
      method.apply(this, args)
      if (level >= WARN_LEVEL) stream.flush()
    },
  }
  return { stream, hooks }
}

const WARN_LEVEL = 40

/**
 * Lines are gathered in memory and written 4 KiB at a time, and at least once a second (as
 * nginx's `access_log … buffer= flush=`), each write a plain write(2) on the request's thread.
 * One write per access line, handed to libuv's thread pool, was a fifth of the server's CPU on
 * a cached read (decision 184). Warnings and errors are written at once, and what is left
 * when the process exits; a crash loses at most a second of access lines.
 */
export const LOG_BUFFER = {
  dest: 1,
  sync: true,
  minLength: 4096,
  periodicFlush: 1000,
}
