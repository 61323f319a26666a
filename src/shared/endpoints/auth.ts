import type { authSchemas } from '../contract/auth'
import { endpoints } from '../endpoint'

/** Signing up, in and out, and who is signed in. */
export const authEndpoints = endpoints<typeof authSchemas>({
  register: 'POST /api/register',
  login: 'POST /api/login',
  /** 204: the session ends and its cookie is cleared. */
  logout: 'POST /api/logout',
  me: 'GET /api/me',
  session: 'GET /api/session',
  upgradePremium: 'POST /api/upgrade-premium',
  downgradePremium: 'POST /api/downgrade-premium',
})
