import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { ChatRequest, ChatResponse, ChatStreamEvent } from '@/shared/chat'
import type { PersonaId } from '@/shared/personas'
import { AiError, type GenerationResult } from '../../ai/provider'
import { callerOf, quotaSubject, usageSubject } from '../tiers'
import { openEventStream } from './event-stream'
import {
  chatDeps,
  completeTurn,
  limitRefusal,
  prepareTurn,
  type ChatCaller,
  type PreparedTurn,
  type Turn,
} from './service'

const wantsStream = (request: FastifyRequest) =>
  (request.headers.accept ?? '').includes('text/event-stream')

/** Who asks, as the chat service needs it: the user and their usage subjects. */
export function chatCaller(request: FastifyRequest, reply: FastifyReply): ChatCaller {
  const subject = usageSubject(request, reply)
  return { user: request.user, subject, quotaSubject: quotaSubject(callerOf(request), subject) }
}

/** The 429 of a turn the daily limit refuses, before anything of it was sent. */
export function limitReply(reply: FastifyReply, refused: Extract<PreparedTurn, { ok: false }>) {
  return reply
    .status(refused.status)
    .header('retry-after', String(refused.retryAfterSeconds))
    .send({ message: refused.message })
}

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
  const prepared = await prepareTurn(chatDeps(app), chatCaller(request, reply), persona, input)
  if (!prepared.ok) return limitReply(reply, prepared)
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
  // The model is asked first; the turn's writes run while it thinks, and their verdict comes
  // before anything is sent (decision 169).
  let pending = generation.next()
  pending.catch(() => {})
  try {
    if (!(await turn.commit())) {
      controller.abort()
      return limitReply(reply, limitRefusal())
    }
  } catch (error) {
    controller.abort()
    throw error
  }
  const body = (result: GenerationResult): ChatResponse => ({
    response: result.text,
    conversationId: turn.conversationId,
    persona,
    engine: result.engine,
    model: result.model,
    saved: turn.saved,
    ...(result.fallback ? { fallback: result.fallback } : {}),
  })

  if (!wantsStream(request)) {
    let result: GenerationResult
    try {
      for (;;) {
        const step = await pending
        if (step.done) {
          result = step.value
          break
        }
        pending = generation.next()
      }
    } catch (error) {
      if (error instanceof AiError) {
        if (error.kind !== 'aborted') request.log.warn({ kind: error.kind }, 'AI generation failed')
        return aiErrorReply(reply, error)
      }
      throw error
    }
    await completeTurn(chatDeps(app), turn, result, request.log)
    return body(result)
  }

  const stream = openEventStream(reply)
  const send = (event: ChatStreamEvent) =>
    stream.write(`event: ${event.event}\ndata: ${JSON.stringify(event.data)}\n\n`)
  const answering = provider.describe(turn.hints.persona)
  try {
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
        await stream.flush()
        await completeTurn(chatDeps(app), turn, step.value, request.log)
        send({ event: 'done', data: body(step.value) })
        break
      }
      said += step.value
      send({ event: 'chunk', data: { text: step.value } })
      pending = generation.next()
    }
  } catch (error) {
    controller.abort()
    const aborted = error instanceof AiError && error.kind === 'aborted'
    if (aborted && said) {
      // Stopped part way: what the person saw stays in their saved conversation.
      const partial = { text: said, ...answering }
      app.background.track(
        completeTurn(chatDeps(app), turn, partial, request.log, { stopped: true }),
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
    stream.raw.end()
  }
}
