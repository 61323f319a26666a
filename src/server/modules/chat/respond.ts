import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { ChatRequest, ChatResponse, ChatStreamEvent } from '@/shared/chat'
import { AiError, type GenerationResult } from '../../ai/provider'
import { callerOf, quotaSubjects, usageSubject } from '../tiers'
import { openEventStream } from './event-stream'
import type { ChatCaller, Turn } from './prepare'
import { startTurn, type TurnEvent, type TurnOptions, type TurnRefusal } from './turn'
import { readTurn } from './turn-reads'

/** What the person reads when a restart cut their answer short. */
export const RESTARTED_MESSAGE =
  'The server restarted while answering. What was said so far is kept; ask again to continue.'

const wantsStream = (request: FastifyRequest) =>
  (request.headers.accept ?? '').includes('text/event-stream')

/** Who asks, as the chat service needs it: the user and their usage subjects. */
export function chatCaller(request: FastifyRequest, reply: FastifyReply): ChatCaller {
  const subject = usageSubject(request, reply)
  return { user: request.user, subject, quotaSubject: quotaSubjects(callerOf(request), subject) }
}

/** A turn refused before anything of it was sent: the daily limit, or a message too long. */
function refusalReply(reply: FastifyReply, refused: TurnRefusal) {
  // A refused stream closes its connection, as the live events' refusals do.
  if (wantsStream(reply.request)) reply.header('connection', 'close')
  if (refused.status === 429) reply.header('retry-after', String(refused.retryAfterSeconds))
  return reply.status(refused.status).send({ message: refused.message })
}

/** Aborted when the caller goes away before the reply has been sent. */
export function callerGone(reply: FastifyReply): AbortSignal {
  const controller = new AbortController()
  reply.raw.on('close', () => {
    if (!reply.raw.writableFinished) controller.abort()
  })
  return controller.signal
}

const failureMessage = (error: Error) =>
  error instanceof AiError ? error.message : 'Something went wrong on our side. Please try again.'

/**
 * Answers one chat message as JSON, or as Server-Sent Events when the caller accepts
 * `text/event-stream`: an encoder of the turn's events (turn.ts). `shape` lets another
 * module (the tutor chat) adjust the prepared turn: prompt, speaker, learning activity.
 */
export async function respond(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  persona: string,
  input: ChatRequest,
  shape?: (turn: Turn) => Turn,
  /** A group chat's personas, when `persona` speaks in one (decision 261). */
  group?: TurnOptions['group'],
): Promise<ChatResponse | FastifyReply | void> {
  // The registry says who may be asked: a built-in, a shared persona, or the caller's own. The
  // turn's other reads (the person, the conversation) come in the same round trip.
  const caller = chatCaller(request, reply)
  const { persona: character, ...reads } = await readTurn(app.database.db, {
    persona,
    user: request.user,
    subject: caller.subject,
    conversationId: input.conversationId,
  })
  if (!character) {
    return reply.status(404).send({
      message: `No persona named "${persona}" that you can chat with. See /personas for the list.`,
    })
  }
  const started = await startTurn(app, caller, character, input, {
    signal: callerGone(reply),
    reads,
    log: request.log,
    ...(shape ? { shape } : {}),
    ...(group ? { group } : {}),
  })
  if (!started.ok) return refusalReply(reply, started)
  const { turn, events } = started
  const body = (
    result: GenerationResult,
    notices: string[],
    stored?: { question: string | null; answer: string },
  ): ChatResponse => ({
    response: result.text,
    conversationId: turn.conversationId,
    persona,
    engine: result.engine,
    model: result.model,
    saved: turn.saved,
    ...(notices.length ? { fallback: notices.at(-1)! } : {}),
    ...(result.reasoning ? { reasoning: result.reasoning } : {}),
    // The web chat passes no tools: its replies end by `stop` or `length`.
    ...(result.finishReason && result.finishReason !== 'tool_calls'
      ? { finishReason: result.finishReason }
      : {}),
    ...(stored ? { messageIds: stored } : {}),
  })

  if (!wantsStream(request)) {
    for await (const event of events) {
      if (event.type === 'done') return body(event.result, event.notices, event.stored)
      if (event.type === 'stopped') {
        if (event.ending === 'interrupted')
          return reply.status(503).send({ message: RESTARTED_MESSAGE })
        return reply.status(499).send({ message: 'The generation was stopped.' })
      }
      if (event.type === 'error') {
        const error = event.error
        const status = error instanceof AiError ? error.status : 500
        if (error instanceof AiError && error.retryAfterSeconds)
          reply.header('retry-after', String(error.retryAfterSeconds))
        return reply.status(status).send({ message: failureMessage(error) })
      }
    }
    return
  }

  const stream = openEventStream(reply)
  const send = (event: ChatStreamEvent) =>
    stream.write(`event: ${event.event}\ndata: ${JSON.stringify(event.data)}\n\n`)
  const encode = (event: TurnEvent) => {
    switch (event.type) {
      case 'started':
        return send({
          event: 'start',
          data: {
            conversationId: event.conversationId,
            engine: event.engine,
            model: event.model,
            saved: event.saved,
            persona,
          },
        })
      case 'reasoning':
        return send({ event: 'reasoning', data: { text: event.text } })
      case 'fallback':
        return send({ event: 'fallback', data: { message: event.message } })
      case 'text':
        return send({ event: 'chunk', data: { text: event.text } })
      case 'done':
        return send({ event: 'done', data: body(event.result, event.notices, event.stored) })
      case 'stopped':
        // Stop or a closed page needs no word; a restart tells the person, who is still there.
        if (event.ending === 'interrupted')
          send({
            event: 'interrupted',
            data: { message: RESTARTED_MESSAGE, conversationId: turn.conversationId },
          })
        return
      case 'error':
        return send({ event: 'error', data: { message: failureMessage(event.error) } })
    }
  }
  try {
    for await (const event of events) encode(event)
  } finally {
    stream.raw.end()
  }
}
