import type { boardSchemas } from '../contract/board'
import { endpoints } from '../endpoint'

/** The message board (decision 155): pages, posts and reactions. */
export const boardEndpoints = endpoints<typeof boardSchemas>({
  list: 'GET /api/ai-messages',
  post: 'POST /api/ai-messages',
  react: 'POST /api/ai-messages/react',
  digestConsent: 'GET /api/ai-messages/digest-consent',
  setDigestConsent: 'PUT /api/ai-messages/digest-consent',
})
