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
  // Written asynchronously (lines logged while a write is under way go out together in the
  // next), not one blocking write(2) per line on the request's path; pino flushes what is
  // left when the process exits.
  if (config.logLevel === 'silent') return base
  return { ...base, stream: pino.destination({ dest: 1, sync: false }) }
}
