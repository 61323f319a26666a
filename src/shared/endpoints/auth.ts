import type * as auth from '../auth'
import { post, read } from '../endpoint'

/** Signing up, in and out, and who is signed in. */
export const authEndpoints = {
  register: post<{
    body: typeof auth.RegisterInputSchema
    response: typeof auth.UserResponseSchema
  }>('/api/register'),
  login: post<{ body: typeof auth.LoginInputSchema; response: typeof auth.UserResponseSchema }>(
    '/api/login',
  ),
  /** 204: the session ends and its cookie is cleared. */
  logout: post('/api/logout'),
  me: read<typeof auth.UserResponseSchema>('/api/me'),
  session: read<typeof auth.SessionResponseSchema>('/api/session'),
  upgradePremium: post<{
    body: typeof auth.UpgradePremiumInputSchema
    response: typeof auth.UserResponseSchema
  }>('/api/upgrade-premium'),
}
