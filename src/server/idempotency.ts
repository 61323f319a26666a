import { createHash } from 'node:crypto'
import { and, eq, isNull, lt, sql } from 'drizzle-orm'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { idempotencyKeyOf } from '@/shared/idempotency'
import type { Db } from './db/open'
import { idempotentRequests } from './db/schema'
import { isVisitorId, VISITOR_COOKIE } from './modules/tiers/service'

/** How long a key is answered from its first answer (decision 217). */
export const IDEMPOTENCY_KEEP_MS = 24 * 60 * 60_000

/** A first request still unanswered after this long was left by a stopped instance. */
const ABANDONED_AFTER_SECONDS = 60

/** The key a request holds while its handler runs, until its answer is recorded. */
interface Claim {
  scope: string
  key: string
}

const claims = new WeakMap<FastifyRequest, Claim>()

const JSON_TYPE = 'application/json; charset=utf-8'

/**
 * The two hooks `route()` adds to a route whose contract entry takes `IdempotencyHeadersSchema`
 * (decision 217). `claim` (first preHandler, after validation) takes the key, or answers from it:
 * the first answer again (`Idempotent-Replayed: true`), 422 for another request under the same
 * key, 409 while the first is still being answered. `record` (onSend) keeps a 2xx answer and
 * frees the key on any other. The rows live in the database, so the promise holds across
 * instances.
 */
export function idempotencyHooks(db: Db) {
  const claim = async (request: FastifyRequest, reply: FastifyReply) => {
    const raw = request.headers['idempotency-key']
    if (typeof raw !== 'string') return
    const key = idempotencyKeyOf(raw)
    // Validated already; a route without the schema never gets here.
    if (key === null) return reply.status(400).send({ message: 'idempotency-key: is invalid' })
    // A visitor's key is theirs by their cookie: an address is shared by everyone behind it.
    const visitor = request.cookies[VISITOR_COOKIE]
    if (!request.user && !isVisitorId(visitor))
      return reply.status(400).send({
        message:
          'idempotency-key: a visitor needs the hc_visitor cookie for a key of their own (any ' +
          'GET /api/usage sets it); send it, or send the request without the key',
      })
    const scope = request.user ? `user:${request.user.id}` : `visitor:${visitor}`
    const fingerprint = fingerprintOf(request)
    const row = and(eq(idempotentRequests.scope, scope), eq(idempotentRequests.key, key))

    // A lost race (the first request failed and freed the key between our insert and our read)
    // is tried again; three in a row answer as if the first were still running.
    for (let attempt = 0; attempt < 3; attempt++) {
      const inserted = await db
        .insert(idempotentRequests)
        .values({ scope, key, fingerprint })
        .onConflictDoNothing()
        .returning({ key: idempotentRequests.key })
      if (inserted.length) {
        claims.set(request, { scope, key })
        return
      }
      const [first] = await db
        .select({
          fingerprint: idempotentRequests.fingerprint,
          status: idempotentRequests.status,
          body: idempotentRequests.body,
        })
        .from(idempotentRequests)
        .where(row)
      if (!first) continue
      if (first.fingerprint !== fingerprint)
        return reply.status(422).send({
          message:
            'idempotency-key: this key was already used for a different request; send a new ' +
            'key for a new request, or the same request to get its answer again',
        })
      if (first.status !== null)
        return reply
          .status(first.status)
          .header('idempotent-replayed', 'true')
          .type(JSON_TYPE)
          .send(first.body ?? undefined)
      // Unanswered for a minute: its instance stopped mid-request. Take the key over, once.
      const taken = await db
        .update(idempotentRequests)
        .set({ createdAt: sql`now()` })
        .where(
          and(
            row,
            eq(idempotentRequests.fingerprint, fingerprint),
            isNull(idempotentRequests.status),
            lt(
              idempotentRequests.createdAt,
              sql`now() - make_interval(secs => ${ABANDONED_AFTER_SECONDS})`,
            ),
          ),
        )
        .returning({ key: idempotentRequests.key })
      if (taken.length) {
        request.log.warn({ idempotencyKey: key }, 'idempotency: took over an abandoned request')
        claims.set(request, { scope, key })
        return
      }
      break
    }
    return reply
      .status(409)
      .header('retry-after', '1')
      .send({
        message:
          'idempotency-key: the first request with this key is still being answered; try again ' +
          'in a moment with the same key',
      })
  }

  const record = async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const held = claims.get(request)
    if (!held) return payload
    claims.delete(request)
    const row = and(
      eq(idempotentRequests.scope, held.scope),
      eq(idempotentRequests.key, held.key),
      isNull(idempotentRequests.status),
    )
    try {
      if (reply.statusCode >= 200 && reply.statusCode < 300) {
        const body =
          typeof payload === 'string'
            ? payload
            : Buffer.isBuffer(payload)
              ? payload.toString('utf8')
              : null
        await db.update(idempotentRequests).set({ status: reply.statusCode, body }).where(row)
      } else {
        // Nothing was written (or it was undone): the client may retry with the same key.
        await db.delete(idempotentRequests).where(row)
      }
    } catch (error) {
      // The answer still goes out; the key stays pending and is taken over after a minute.
      request.log.warn({ err: error }, 'idempotency: the answer could not be recorded')
    }
    return payload
  }

  return { claim, record }
}

/** SHA-256 of the method, the path and the validated body: what makes two requests the same. */
function fingerprintOf(request: FastifyRequest): string {
  const path = request.url.split('?')[0]
  return createHash('sha256')
    .update(JSON.stringify([request.method, path, request.body ?? null]))
    .digest('hex')
}

/** Forgets the keys older than `keepMs` (a scheduled job). */
export async function pruneIdempotentRequests(db: Db, keepMs = IDEMPOTENCY_KEEP_MS) {
  await db
    .delete(idempotentRequests)
    .where(lt(idempotentRequests.createdAt, new Date(Date.now() - keepMs)))
}
