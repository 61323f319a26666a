import type { accountSchemas } from '../contract/account'
import { endpoints } from '../endpoint'

/** My account: password, sessions, downloads and deletion. */
export const accountEndpoints = endpoints<typeof accountSchemas>({
  changePassword: 'POST /api/account/password',
  resetPassword: 'POST /api/account/reset-password',
  sessions: 'GET /api/account/sessions',
  endSession: 'DELETE /api/account/sessions/:id',
  /** A JSON file to download. */
  export: 'GET /api/account/export',
  /** A Markdown or JSON file to download. */
  chatExport: 'GET /api/account/chats/:id/export',
  delete: 'DELETE /api/account',
})
