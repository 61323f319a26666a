import { Readable } from 'node:stream'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { dreamContract } from '@/shared/contract/dream'
import { AiError } from '../../ai/provider'
import { route } from '../../route'
import { findChatPersona, personaGreeting } from '../personas/index'
import { musingMessages, pickTheme } from './service'

/** Dream mode's musings, streamed as plain text from the AI engine in the persona's voice. */
export const dreamRoutes: FastifyPluginAsyncZod = async (app) => {
  route(
    app,
    dreamContract.musing,
    { access: 'public', config: { rateLimit: { max: 20, timeWindow: '1 minute' } } },
    async (request, reply) => {
      const { persona, after } = request.body
      // Whoever may chat with a persona may hear it dream; anyone else's private one is a 404.
      const character = await findChatPersona(app.database.db, persona, request.user)
      if (!character)
        return reply.status(404).send({
          message: `No persona named "${persona}" that you can dream with. See /personas for the list.`,
        })
      const userName = request.user?.username ?? 'you'
      const theme = pickTheme(after)
      const controller = new AbortController()
      reply.raw.on('close', () => {
        if (!reply.raw.writableFinished) controller.abort()
      })
      const generation = app.ai.provider.generate(musingMessages(character, theme, userName), {
        signal: controller.signal,
        maxTokens: 180,
        hints: {
          persona: character.voice,
          ...(character.model ? { model: character.model } : {}),
          ...(character.builtin
            ? {}
            : {
                character: {
                  name: character.name,
                  description: character.card.description,
                  greeting: personaGreeting(character, userName),
                },
              }),
          facts: [],
        },
      })
      // The first chunk decides the status: an engine that fails at once gets a proper error.
      let first: IteratorResult<string, unknown>
      try {
        first = await generation.next()
      } catch (error) {
        if (!(error instanceof AiError)) throw error
        return reply.status(error.status as 502).send({ message: error.message })
      }
      async function* rest() {
        if (first.done) return
        yield first.value
        try {
          for (;;) {
            const step = await generation.next()
            if (step.done) return
            yield step.value
          }
        } catch (error) {
          if (!(error instanceof AiError) || error.kind !== 'aborted')
            request.log.warn({ err: error }, 'dream musing stopped early')
        }
      }
      return reply
        .header('content-type', 'text/plain; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('x-dream-theme', encodeURIComponent(theme))
        .header('x-ai-engine', app.ai.provider.engine)
        .send(Readable.from(rest()) as unknown as string)
    },
  )
}
