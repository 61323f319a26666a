import type {
  AccountSessionListSchema,
  ChangePasswordInputSchema,
  ChatExportQuerySchema,
  ChatIdParamsSchema,
  DeleteAccountInputSchema,
  PasswordChangedSchema,
  ResetPasswordInputSchema,
  SessionIdParamsSchema,
} from '../account'
import { del, get, post } from '../endpoint'

/** My account: password, sessions, downloads and deletion. */
export const accountEndpoints = {
  changePassword: post<{
    body: typeof ChangePasswordInputSchema
    response: typeof PasswordChangedSchema
  }>('/api/account/password'),
  /** 204 on success. */
  resetPassword: post<{ body: typeof ResetPasswordInputSchema }>('/api/account/reset-password'),
  sessions: get<{ response: typeof AccountSessionListSchema }>('/api/account/sessions'),
  /** 204 on success. */
  endSession: del<{ params: typeof SessionIdParamsSchema }>('/api/account/sessions/:id'),
  /** A JSON file to download. */
  export: get('/api/account/export'),
  /** A Markdown or JSON file to download. */
  chatExport: get<{ params: typeof ChatIdParamsSchema; query: typeof ChatExportQuerySchema }>(
    '/api/account/chats/:id/export',
  ),
  /** 204 on success. */
  delete: del<{ body: typeof DeleteAccountInputSchema }>('/api/account'),
}
