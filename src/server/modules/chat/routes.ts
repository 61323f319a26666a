import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  AiStatusSchema,
  ChatgptAgentRequestSchema,
  ChatRequestSchema,
  ChatResponseSchema,
  CompanionChatRequestSchema,
  CompanionChatResponseSchema,
  PersonaParamsSchema,
} from '@/shared/chat'
import { ErrorResponseSchema } from '@/shared/errors'
import { respond } from './respond'

const errors = {
  400: ErrorResponseSchema,
  404: ErrorResponseSchema,
  429: ErrorResponseSchema,
  502: ErrorResponseSchema,
  503: ErrorResponseSchema,
  504: ErrorResponseSchema,
}
const streamingNote =
  'Send `Accept: text/event-stream` to receive the reply as Server-Sent Events (start, chunk…, done | error).'

export const chatRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/ai/status',
    {
      schema: {
        tags: ['chat'],
        summary: 'Which AI engine answers',
        response: { 200: AiStatusSchema },
      },
    },
    async () => app.ai.status(),
  )

  app.post(
    '/api/ai-agents/:persona/ask',
    {
      schema: {
        tags: ['chat'],
        summary: 'Ask a persona (adam, eve, eva, alex)',
        description: streamingNote,
        params: PersonaParamsSchema,
        body: ChatRequestSchema,
        response: { 200: ChatResponseSchema, ...errors },
      },
      // The persona is checked by the params schema; an unknown one is a 404, not a 400.
      preValidation: async (request, reply) => {
        const { persona } = request.params as { persona: string }
        if (!['adam', 'eve', 'eva', 'alex'].includes(persona)) {
          return reply
            .status(404)
            .send({ message: `No persona named "${persona}". Choose adam, eve, eva or alex.` })
        }
      },
    },
    async (request, reply) => respond(app, request, reply, request.params.persona, request.body),
  )

  app.post(
    '/api/chatgpt-agent/chat',
    {
      schema: {
        tags: ['chat'],
        summary: 'Chat with the general agent (a persona, adam by default)',
        description: streamingNote,
        body: ChatgptAgentRequestSchema,
        response: { 200: ChatResponseSchema, ...errors },
      },
    },
    async (request, reply) =>
      respond(app, request, reply, request.body.persona ?? 'adam', request.body),
  )

  app.post(
    '/api/ai-chat',
    {
      schema: {
        tags: ['chat'],
        summary: 'The floating companion (adam or eve)',
        description: streamingNote,
        body: CompanionChatRequestSchema,
        response: { 200: CompanionChatResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const answer = await respond(app, request, reply, request.body.agent, request.body)
      if (answer && 'response' in answer) return { ...answer, message: answer.response }
      return answer
    },
  )
}
