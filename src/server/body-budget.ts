import type { FastifyReply, FastifyRequest } from 'fastify'
import { KiB, MiB } from '@/shared/endpoint-schema'

/** 65536 → "64 KiB", 8388608 → "8 MiB": how a refusal names a limit. */
export function describeBytes(bytes: number): string {
  if (bytes >= MiB) return `${+(bytes / MiB).toFixed(1)} MiB`
  if (bytes >= KiB) return `${+(bytes / KiB).toFixed(1)} KiB`
  return `${bytes} bytes`
}

export const tooLargeMessage = (limit: number) =>
  `The request body is too large: this route takes at most ${describeBytes(limit)}.`

/**
 * A route's work budget at the door (decision 226): a body whose declared length is over the
 * route's limit is refused with 413 before a byte of it is read, and before the access check,
 * since the header alone decides it. Fastify's own parsers also stop a body without a length
 * once it passes the limit; this check covers the parsers that stream (multipart) and answers
 * in our words. The refusal is thrown, so each scope's error handler words it (`{ message }`,
 * or OpenAI's shape under `/v1`).
 */
export function bodyBudget(limit: number) {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    const length = Number(request.headers['content-length'] ?? 0)
    if (length > limit) throw Object.assign(new Error(tooLargeMessage(limit)), { statusCode: 413 })
  }
}
