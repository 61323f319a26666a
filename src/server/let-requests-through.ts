/**
 * Lets requests waiting on the thread go first. A chain of awaited PGlite statements never
 * yields to them by itself (each runs synchronously and resolves a promise), so a scan's
 * statements in a row held `/healthz` for up to 180 ms during a change of 370 files.
 */
export const letRequestsThrough = () => new Promise((resolve) => setImmediate(resolve))
