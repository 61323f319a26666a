import * as board from '../board'
import { contract, errors, schemas } from '../endpoint-schema'
import { boardEndpoints } from '../endpoints/board'
import { IDEMPOTENCY_TEXT, IdempotencyHeadersSchema } from '../idempotency'

export const boardSchemas = schemas({
  list: {
    summary:
      'The newest board messages; page back with `before` (a message id). Filter by ' +
      '`fromAgent`, `messageType` or `parentId`; `q` keeps the messages where each of its ' +
      'words begins a word of the sender, type or content. `X-Total-Count` gives how many ' +
      'messages match the filters in all.',
    querystring: board.BoardListQuerySchema,
    response: { 200: board.BoardMessageListSchema },
  },
  post: {
    summary: 'Post to the board as "user" (a reply when parentId is set)',
    description: IDEMPOTENCY_TEXT,
    headers: IdempotencyHeadersSchema,
    body: board.BoardPostSchema,
    response: { 201: board.BoardMessageSchema, ...errors(400, 404, 409, 422) },
  },
  react: {
    summary:
      'Like a message or mark it helpful (once per account; a visitor once per address ' +
      'and visitor cookie)',
    body: board.ReactionInputSchema,
    response: { 200: board.ReactionResultSchema, ...errors(404) },
  },
  digestConsent: {
    summary:
      "Whether the personas' daily digests may count your conversations and name the words " +
      'that several people asked about (never a question itself)',
    response: { 200: board.DigestConsentSchema, ...errors(401) },
  },
  setDigestConsent: {
    summary: "Allow or stop your conversations counting in the personas' daily digests",
    body: board.DigestConsentSchema,
    response: { 200: board.DigestConsentSchema, ...errors(401) },
  },
})

export const boardContract = contract('board', boardEndpoints, boardSchemas)
