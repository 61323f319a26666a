import { z } from 'zod'
import * as account from '../account'
import { contract, errors, schemas } from '../endpoint-schema'
import { accountEndpoints } from '../endpoints/account'

export const accountSchemas = schemas({
  changePassword: {
    cost: 'auth',
    summary: 'Change my password (needs the current one); signs out my other sessions',
    body: account.ChangePasswordInputSchema,
    response: { 200: account.PasswordChangedSchema, ...errors(401, 409, 429) },
  },
  resetPassword: {
    summary: "Set a new password with an administrator's one-time reset link; ends every session",
    body: account.ResetPasswordInputSchema,
    response: { 204: z.null(), ...errors(401, 409, 429) },
  },
  sessions: {
    summary: 'My sessions, newest first, with the current one marked',
    response: { 200: account.AccountSessionListSchema, ...errors(401) },
  },
  endSession: {
    summary: 'Sign out one of my sessions',
    params: account.SessionIdParamsSchema,
    response: { 204: z.null(), ...errors(401, 404, 409, 429) },
  },
  export: {
    summary: 'Download everything kept about me as one JSON file (chats also as Markdown)',
    response: { 200: z.any(), ...errors(401) },
  },
  chatExport: {
    summary: 'Download one of my saved conversations as Markdown or JSON',
    params: account.ChatIdParamsSchema,
    querystring: account.ChatExportQuerySchema,
    response: { 200: z.any(), ...errors(401, 404, 409, 429) },
  },
  delete: {
    summary: 'Delete my account and everything kept about me (board posts stay, as "deleted user")',
    body: account.DeleteAccountInputSchema,
    response: { 204: z.null(), ...errors(401, 409, 429) },
  },
})

export const accountContract = contract('account', accountEndpoints, accountSchemas)
