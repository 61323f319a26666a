import { z } from 'zod'
import {
  LoginInputSchema,
  RegisterInputSchema,
  SessionResponseSchema,
  UpgradePremiumInputSchema,
  UserResponseSchema,
} from '../auth'
import { errors, operation } from '../endpoint-schema'
import { authEndpoints } from '../endpoints/auth'

export const authContract = {
  register: operation(authEndpoints.register, {
    tags: ['auth'],
    summary: 'Create an account and sign in',
    body: RegisterInputSchema,
    response: { 201: UserResponseSchema, ...errors(400, 401, 403, 409, 429) },
  }),
  login: operation(authEndpoints.login, {
    tags: ['auth'],
    summary: 'Sign in with username or email and password',
    body: LoginInputSchema,
    response: { 200: UserResponseSchema, ...errors(400, 401, 403, 409, 429) },
  }),
  logout: operation(authEndpoints.logout, {
    tags: ['auth'],
    summary: 'Sign out (ends the session)',
    response: { 204: z.null() },
  }),
  me: operation(authEndpoints.me, {
    tags: ['auth'],
    summary: 'The signed-in user',
    response: { 200: UserResponseSchema, ...errors(401) },
  }),
  session: operation(authEndpoints.session, {
    tags: ['auth'],
    summary: 'Who is signed in, or null: for the page to check at start-up',
    response: { 200: SessionResponseSchema },
  }),
  upgradePremium: operation(authEndpoints.upgradePremium, {
    tags: ['auth'],
    summary: "Upgrade the signed-in user's account to premium",
    body: UpgradePremiumInputSchema,
    response: { 200: UserResponseSchema, ...errors(400, 401, 403, 409, 429) },
  }),
}
