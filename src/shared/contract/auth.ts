import { z } from 'zod'
import * as auth from '../auth'
import { contract, errors, read, schemas } from '../endpoint-schema'
import { authEndpoints } from '../endpoints/auth'

export const authSchemas = schemas({
  register: {
    cost: 'auth',
    summary: 'Create an account and sign in',
    body: auth.RegisterInputSchema,
    response: { 201: auth.UserResponseSchema, ...errors(400, 401, 403, 409, 429) },
  },
  login: {
    cost: 'auth',
    summary: 'Sign in with username or email and password',
    body: auth.LoginInputSchema,
    response: { 200: auth.UserResponseSchema, ...errors(401, 403, 409, 429) },
  },
  logout: {
    cost: 'auth',
    summary: 'Sign out (ends the session)',
    response: { 204: z.null() },
  },
  me: {
    summary: 'The signed-in user',
    response: { 200: auth.UserResponseSchema, ...errors(401) },
  },
  session: read(
    'Who is signed in, or null: for the page to check at start-up',
    auth.SessionResponseSchema,
  ),
  upgradePremium: {
    summary: "Upgrade the signed-in user's account to premium",
    description:
      'With PREMIUM_SELF_SERVICE off, records a request for an administrator instead and answers `{ requested: true, message }`.',
    body: auth.UpgradePremiumInputSchema,
    response: {
      200: z.union([auth.UserResponseSchema, auth.PremiumRequestedResponseSchema]),
      ...errors(401, 403, 409, 429),
    },
  },
  downgradePremium: {
    summary: "Return the signed-in user's account to the Free plan",
    response: { 200: auth.UserResponseSchema, ...errors(401, 429) },
  },
})

export const authContract = contract('auth', authEndpoints, authSchemas)
