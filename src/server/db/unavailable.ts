/**
 * Whether an error says the database is out of reach for now (restarted, shut down, the session
 * ended, the connection refused or cut), rather than that a statement was wrong: such a request
 * is answered 503 and the process keeps serving (docs/decisions/231-database-faults-are-answers.md).
 * The driver's error may be wrapped (Drizzle keeps it as `cause`), so the chain is followed.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    if (saysUnavailable(current as { code?: unknown; message?: unknown })) return true
    current = (current as { cause?: unknown }).cause
  }
  return false
}

/** SQLSTATE class 08 (connection exception), 57P01–57P03 (shutdown, crash, cannot connect now). */
const UNAVAILABLE_SQLSTATE = /^(08...|57P0[123])$/
/** Socket errors of a connection refused, cut or never made. */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
])
/** node-postgres's own words for a connection that ended or broke (it gives them no code). */
const DRIVER_MESSAGES = [
  /^Connection terminated/,
  /^Client has encountered a connection error and is not queryable/,
  /^Client was closed and is not queryable/,
  /^timeout exceeded when trying to connect/,
  /^Connection terminated due to connection timeout/,
]

function saysUnavailable({ code, message }: { code?: unknown; message?: unknown }): boolean {
  if (typeof code === 'string' && (UNAVAILABLE_SQLSTATE.test(code) || SOCKET_CODES.has(code)))
    return true
  return typeof message === 'string' && DRIVER_MESSAGES.some((words) => words.test(message))
}
