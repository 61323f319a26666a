import type { InjectOptions, LightMyRequestResponse } from 'fastify'
import { afterAll, beforeAll, expect } from 'vitest'
import type { App } from '../app'
import { buildTestApp, type TestApp } from './build-test-app'
import { signUp } from './helpers'

/** A file's app for routes only administrators may use, and the cookies of who calls them. */
export interface AdminRouteApp {
  app: App
  /** Signed in as an administrator (by ADMIN_USERNAMES). */
  admin: string
  /** Signed in, not an administrator. */
  member: string
  /** Calls `url` as whoever `cookie` signs in, or as a visitor without one. */
  send(
    method: InjectOptions['method'],
    url: string,
    payload: object,
    cookie?: string,
  ): Promise<LightMyRequestResponse>
}

/** Builds the app and signs both people up before the file's tests; closes it after them. */
export function adminRouteApp(): AdminRouteApp {
  let t: TestApp
  const env = {
    send: (method, url, payload, cookie) =>
      env.app.inject({ method, url, payload, headers: cookie ? { cookie } : {} }),
  } as AdminRouteApp
  beforeAll(async () => {
    t = await buildTestApp({ adminUsernames: ['ops_ada'] })
    env.app = t.app
    env.admin = (await signUp(t, 'ops_ada')).cookie
    env.member = (await signUp(t, 'member_bo')).cookie
  })
  afterAll(() => t.close())
  return env
}

/**
 * Expects `call` to ask a visitor to sign in to `what` (401), and to tell a member that only an
 * administrator can (403): the guard answers before it looks at the body.
 */
export async function expectAdminOnly(
  env: AdminRouteApp,
  call: (cookie?: string) => Promise<LightMyRequestResponse>,
  what: string,
) {
  const visitor = await call()
  expect(visitor.statusCode).toBe(401)
  expect(visitor.json()).toEqual({ message: `Sign in to ${what}.` })
  const member = await call(env.member)
  expect(member.statusCode).toBe(403)
  expect(member.json()).toEqual({
    message: `Only an administrator can ${what}. Ask an administrator of this installation.`,
  })
}
