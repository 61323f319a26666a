import type {
  LoginInputSchema,
  RegisterInputSchema,
  SessionResponseSchema,
  UpgradePremiumInputSchema,
  UserResponseSchema,
} from '../auth'
import { get, post } from '../endpoint'

/** Signing up, in and out, and who is signed in. */
export const authEndpoints = {
  register: post<{ body: typeof RegisterInputSchema; response: typeof UserResponseSchema }>(
    '/api/register',
  ),
  login: post<{ body: typeof LoginInputSchema; response: typeof UserResponseSchema }>('/api/login'),
  /** 204: the session ends and its cookie is cleared. */
  logout: post('/api/logout'),
  me: get<{ response: typeof UserResponseSchema }>('/api/me'),
  session: get<{ response: typeof SessionResponseSchema }>('/api/session'),
  upgradePremium: post<{
    body: typeof UpgradePremiumInputSchema
    response: typeof UserResponseSchema
  }>('/api/upgrade-premium'),
}
