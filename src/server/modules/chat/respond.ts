import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { ChatRequest, ChatResponse, ChatStreamEvent } from '@/shared/chat'
import type { PersonaId } from '@/shared/personas'
import { AiError, type GenerationResult } from '../../ai/provider'
import { completeTurn, prepareTurn, type Turn } from './service'

const wantsStream = (request: FastifyRequest) =>
  (request.headers.accept ?? '').includes('text/event-stream')

function aiErrorReply(reply: FastifyReply, error: AiError) {
  if (error.retryAfterSeconds) reply.header('retry-after', String(error.retryAfterSeconds))
  return reply.status(error.status).send({ message: error.message })
}

/**
 * Answers one chat message as JSON, or as Server-Sent Events when the caller accepts
 * `text/event-stream`. A caller that goes away stops the generation. `shape` lets another
 * module (the tutor chat) adjust the prepared turn: prompt, speaker, learning activity.
 */
export async function respond(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  persona: PersonaId,
  input: ChatRequest,
  shape?: (turn: Turn) => Turn,
): Promise<ChatResponse | FastifyReply | void> {
  const prepared = await prepareTurn(app, request, reply, persona, input)
  if (!prepared.ok) {
    return reply
      .status(prepared.status)
      .header('retry-after', String(prepared.retryAfterSeconds))
      .send({ message: prepared.message })
  }
  const turn = shape ? shape(prepared.turn) : prepared.turn
  const controller = new AbortController()
  reply.raw.on('close', () => {
    if (!reply.raw.writableFinished) controller.abort()
  })
  const provider = app.ai.provider
  // What a stream said so far, void once the offline engine answers in place of the model.
  let said = ''
  let started = false
  let earlyNotice: string | null = null
  const generation = provider.generate(turn.messages, {
    signal: controller.signal,
    hints: turn.hints,
    onFallback: (message) => {
      said = ''
      // A model refused at once can fail before `start` went out; the note then follows it.
      if (started) send({ event: 'fallback', data: { message } })
      else earlyNotice = message
    },
  })
  const body = (result: GenerationResult): ChatResponse => ({
    response: result.text,
    conversationId: turn.conversationId,
    persona,
    engine: result.engine,
    model: result.model,
    saved: turn.saved,
    ...(result.fallback ? { fallback: result.fallback } : {}),
  })

  // Started here at the latest; completeTurn awaits it and reports a failure.
  const startCounting = () => void turn.count().catch(() => {})

  if (!wantsStream(request)) {
    startCounting()
    let result: GenerationResult
    try {
      for (;;) {
        const step = await generation.next()
        if (step.done) {
          result = step.value
          break
        }
      }
    } catch (error) {
      if (error instanceof AiError) {
        if (error.kind !== 'aborted') request.log.warn({ kind: error.kind }, 'AI generation failed')
        return aiErrorReply(reply, error)
      }
      throw error
    }
    await completeTurn(app, turn, result, request.log)
    return body(result)
  }

  reply.hijack()
  const raw = reply.raw
  raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  })
  const send = (event: ChatStreamEvent) => {
    if (!raw.writableEnded)
      raw.write(`event: ${event.event}\ndata: ${JSON.stringify(event.data)}\n\n`)
  }
  // The model is asked first; the new conversation's row, written meanwhile, must exist
  // before `start` names it.
  let pending = generation.next()
  pending.catch(() => {})
  const answering = provider.describe(turn.hints.persona)
  try {
    await turn.stored
    send({
      event: 'start',
      data: {
        conversationId: turn.conversationId,
        engine: answering.engine,
        model: answering.model,
        saved: turn.saved,
      },
    })
    started = true
    if (earlyNotice) send({ event: 'fallback', data: { message: earlyNotice } })
    for (;;) {
      const step = await pending
      if (step.done) {
        await completeTurn(app, turn, step.value, request.log)
        send({ event: 'done', data: body(step.value) })
        break
      }
      said += step.value
      send({ event: 'chunk', data: { text: step.value } })
      // On PGlite a write shares the thread with the stream: the first token goes out first.
      startCounting()
      pending = generation.next()
    }
  } catch (error) {
    controller.abort()
    const aborted = error instanceof AiError && error.kind === 'aborted'
    if (aborted && said) {
      // Stopped part way: what the person saw stays in their saved conversation.
      const partial = { text: said, ...answering }
      app.background.track(
        completeTurn(app, turn, partial, request.log, { stopped: true }),
        (failure) => request.log.warn({ err: failure }, 'stopped reply not saved'),
      )
    }
    if (!aborted) {
      request.log.warn({ err: error }, 'streamed generation failed')
      send({
        event: 'error',
        data: {
          message:
            error instanceof AiError
              ? error.message
              : 'Something went wrong on our side. Please try again.',
        },
      })
    }
  } finally {
    startCounting()
    raw.end()
  }
}
