import { randomBytes } from 'node:crypto'

/**
 * Every request this process sends to a model server carries this header and token: a /v1
 * request that carries them came from this process itself, through a connection that points
 * back at it, and is refused instead of answered with another request to itself.
 */
export const SELF_CALL_HEADER = 'x-humancodex-call'
export const SELF_CALL_TOKEN = randomBytes(16).toString('hex')
