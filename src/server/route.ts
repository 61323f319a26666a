import type {
  ContextConfigDefault,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteShorthandOptions,
  preHandlerHookHandler,
} from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import type { User } from '@/shared/auth'
import type { Endpoint } from '@/shared/endpoint'
import { DEFAULT_BODY_LIMIT, errors, type Operation } from '@/shared/endpoint-schema'
import { IdempotencyHeadersSchema } from '@/shared/idempotency'
import { bodyBudget } from './body-budget'
import { idempotencyHooks } from './idempotency'
import { type GuardText, requireAdmin, requireUser } from './modules/auth/guards'

/** Who may call a route: anyone, a signed-in person, or an administrator. */
export type Access = 'public' | 'user' | 'admin'

export type ContractRequest<S extends FastifySchema> = FastifyRequest<
  RouteGenericInterface,
  RawServerDefault,
  RawRequestDefaultExpression,
  S,
  ZodTypeProvider
>
export type ContractReply<S extends FastifySchema> = FastifyReply<
  RouteGenericInterface,
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  ContextConfigDefault,
  S,
  ZodTypeProvider
>

/** The request a handler sees: `user` is a User, not User | null, behind a guard. */
export type RequestFor<S extends FastifySchema, A extends Access> = A extends 'public'
  ? ContractRequest<S>
  : ContractRequest<S> & { user: User }

export type ContractRouteOptions<A extends Access> = Omit<
  RouteShorthandOptions,
  'schema' | 'preHandler' | 'preValidation' | 'preParsing' | 'bodyLimit'
> &
  GuardText & {
    access: A
    preHandler?: preHandlerHookHandler | preHandlerHookHandler[]
  }

// Any Fastify instance: plugins are typed with the zod provider, tests with the default one.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyApp = FastifyInstance<any, any, any, any, any>

/**
 * Registers one route from its contract entry: its method, path, schemas and OpenAPI text
 * come from `src/shared/contract`, and so does its body limit (decision 226). The limit (by the
 * declared length) and then the access guard run before the body is read, so a visitor's
 * megabytes are never parsed; a
 * guarded route documents its 401 (and 403) answers (decision 185). An entry whose `headers` is
 * `IdempotencyHeadersSchema` takes an `Idempotency-Key`: a retry is answered from the database
 * instead of running the handler again (decision 217).
 */
export function route<S extends FastifySchema, A extends Access>(
  app: AnyApp,
  operation: Operation<Endpoint, S>,
  options: ContractRouteOptions<A>,
  handler: (request: RequestFor<S, A>, reply: ContractReply<S>) => unknown,
): void {
  const { access, what, signIn, preHandler, ...rest } = options
  const guard =
    access === 'user'
      ? requireUser({ what, signIn })
      : access === 'admin'
        ? requireAdmin(app, { what, signIn })
        : undefined
  const others = preHandler === undefined ? [] : [preHandler].flat()
  const schema = operation.schema as FastifySchema & {
    response?: Record<string, unknown>
    bodyLimit?: number
  }
  const bodyLimit = schema.bodyLimit ?? DEFAULT_BODY_LIMIT
  // After the guard and validation, before the route's own preHandlers: a replay runs nothing.
  const idempotency =
    schema.headers === IdempotencyHeadersSchema ? idempotencyHooks(app.database.db) : undefined
  const preHandlers = idempotency ? [idempotency.claim, ...others] : others
  app.route({
    ...rest,
    method: operation.endpoint.method,
    url: operation.endpoint.path,
    schema:
      access === 'public'
        ? schema
        : {
            ...schema,
            response: {
              ...(access === 'admin' ? errors(401, 403) : errors(401)),
              ...schema.response,
            },
          },
    // Before the body is read: a declared length over the limit is 413 from the header alone,
    // then a visitor learns they must sign in, not what the body lacks, and sends nothing we
    // parse or inspect. Fastify's parsers stop at bodyLimit too.
    bodyLimit,
    preParsing: guard ? [bodyBudget(bodyLimit), guard] : [bodyBudget(bodyLimit)],
    ...(preHandlers.length ? { preHandler: preHandlers } : {}),
    ...(idempotency
      ? { onSend: [idempotency.record, ...(rest.onSend === undefined ? [] : [rest.onSend].flat())] }
      : {}),
    handler: handler as never,
  })
}
