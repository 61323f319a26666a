import type * as account from '../account'
import { del, get, post, read } from '../endpoint'

/** My account: password, sessions, downloads and deletion. */
export const accountEndpoints = {
  changePassword: post<{
    body: typeof account.ChangePasswordInputSchema
    response: typeof account.PasswordChangedSchema
  }>('/api/account/password'),
  /** 204 on success. */
  resetPassword: post<{ body: typeof account.ResetPasswordInputSchema }>(
    '/api/account/reset-password',
  ),
  sessions: read<typeof account.AccountSessionListSchema>('/api/account/sessions'),
  /** 204 on success. */
  endSession: del<{ params: typeof account.SessionIdParamsSchema }>('/api/account/sessions/:id'),
  /** A JSON file to download. */
  export: get('/api/account/export'),
  /** A Markdown or JSON file to download. */
  chatExport: get<{
    params: typeof account.ChatIdParamsSchema
    query: typeof account.ChatExportQuerySchema
  }>('/api/account/chats/:id/export'),
  /** 204 on success. */
  delete: del<{ body: typeof account.DeleteAccountInputSchema }>('/api/account'),
}
