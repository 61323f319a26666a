import { Readable } from 'node:stream'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { dreamContract } from '@/shared/contract/dream'
import { AiError } from '../../ai/provider'
import { route } from '../../route'
import { musingMessages, pickTheme } from './service'

/** Dream mode's musings, streamed as plain text from the AI engine in the persona's voice. */
export const dreamRoutes: FastifyPluginAsyncZod = async (app) => {
  route(
    app,
    dreamContract.musing,
    { access: 'public', config: { rateLimit: { max: 20, timeWindow: '1 minute' } } },
    async (request, reply) => {
      const { persona, after } = request.body
      const theme = pickTheme(after)
      const controller = new AbortController()
      reply.raw.on('close', () => {
        if (!reply.raw.writableFinished) controller.abort()
      })
      const generation = app.ai.provider.generate(musingMessages(persona, theme), {
        signal: controller.signal,
        maxTokens: 180,
        hints: { persona, facts: [] },
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
