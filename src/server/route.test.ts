import Fastify, { type FastifyInstance } from 'fastify'
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod'
import { afterEach, describe, expect, it } from 'vitest'
import { z } from 'zod'
import type { User } from '@/shared/auth'
import { endpoints } from '@/shared/endpoint'
import { contract, errors, schemas } from '@/shared/endpoint-schema'
import { route } from './route'

const Params = z.object({ id: z.coerce.number().int().positive('must be an id') })
const Answer = z.object({ id: z.number(), by: z.string() })
const Body = z.object({ name: z.string().min(1, 'is required') })

const thingSchemas = schemas({
  one: { summary: 'one', params: Params, response: { 200: Answer, ...errors(400) } },
  add: { summary: 'add', body: Body, response: { 201: Answer, ...errors(400) } },
})
const thingEndpoints = endpoints<typeof thingSchemas>({
  one: 'GET /api/things/:id',
  add: 'POST /api/things',
})
const things = contract('t', thingEndpoints, thingSchemas)
const readOp = things.one
const writeOp = things.add

const user = (role: User['role'], username = 'ada') =>
  ({ id: 'u1', username, role }) as unknown as User

let app: FastifyInstance | undefined
afterEach(() => app?.close())

async function appWith(signedIn: User | null) {
  const instance = Fastify().withTypeProvider<ZodTypeProvider>()
  instance.setValidatorCompiler(validatorCompiler)
  instance.setSerializerCompiler(serializerCompiler)
  instance.decorate('config', { adminUsernames: [] } as never)
  instance.decorateRequest('user', null)
  instance.addHook('onRequest', async (request) => {
    request.user = signedIn
  })
  route(instance, readOp, { access: 'public' }, async (request) => ({
    id: request.params.id,
    by: request.user?.username ?? 'visitor',
  }))
  route(instance, writeOp, { access: 'user', what: 'add things' }, async (request, reply) =>
    // `request.user` is a User here: no null check needed.
    reply.status(201).send({ id: 1, by: request.user.username }),
  )
  route(
    instance,
    { ...writeOp, endpoint: { method: 'POST', path: '/api/admin/things' } } as typeof writeOp,
    {
      access: 'admin',
      what: 'manage things',
    },
    async (request, reply) => reply.status(201).send({ id: 2, by: request.user.username }),
  )
  await instance.ready()
  app = instance
  return instance
}

describe('route()', () => {
  it('registers the method and path of the entry and validates with its schemas', async () => {
    const instance = await appWith(null)
    expect((await instance.inject({ url: '/api/things/7' })).json()).toEqual({
      id: 7,
      by: 'visitor',
    })
    const bad = await instance.inject({ url: '/api/things/x' })
    expect(bad.statusCode).toBe(400)
  })

  it('answers 401 with the sign-in text before a signed-in route runs', async () => {
    const instance = await appWith(null)
    const answer = await instance.inject({ method: 'POST', url: '/api/things', payload: {} })
    expect(answer.statusCode).toBe(401)
    expect(answer.json()).toEqual({ message: 'Sign in to add things.' })
  })

  it('lets a signed-in person through, and only an administrator past the admin guard', async () => {
    const person = await appWith(user('member'))
    const added = await person.inject({
      method: 'POST',
      url: '/api/things',
      payload: { name: 'x' },
    })
    expect(added.statusCode).toBe(201)
    expect(added.json()).toEqual({ id: 1, by: 'ada' })
    const refused = await person.inject({
      method: 'POST',
      url: '/api/admin/things',
      payload: { name: 'x' },
    })
    expect(refused.statusCode).toBe(403)
    expect(refused.json().message).toMatch(/^Only an administrator can manage things\./)
    await person.close()

    const admin = await appWith(user('admin', 'root'))
    const allowed = await admin.inject({
      method: 'POST',
      url: '/api/admin/things',
      payload: { name: 'x' },
    })
    expect(allowed.statusCode).toBe(201)
  })
})
