import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { ChatTurn } from '@/shared/chat'
import { AiError, type ChatMessage, type GenerationResult, type Sampling } from '../../ai/provider'
import { findChatPersona } from '../personas/index'
import {
  callerGone,
  chatCaller,
  startTurn,
  type TurnEvent,
  type TurnOptions,
  type TurnRefusal,
} from '../chat/service'
import { findApiConversation, rememberTranscript, transcriptHash } from './conversation'
import { sendOpenAiError } from './errors'

/** A /v1 request, whichever protocol it came in, as one chat turn's input. */
export interface V1Turn {
  /** The persona asked (the request's `model`). */
  model: string
  /** The last user message: the question. */
  message: string
  /** The user and assistant turns before it. */
  history: ChatTurn[]
  /** The client's system, developer or `instructions` text, after the persona's prompt. */
  instructions: string
  /** The model's tool calls and the client's results after the question (chat completions). */
  tail: ChatMessage[]
  maxTokens?: number
  sampling: Sampling
  /** The field that asked for JSON, named in the offline engine's refusal. */
  jsonField: string
}

export type V1Started =
  | { ok: true; persona: string; events: AsyncGenerator<TurnEvent> }
  | { ok: false; reply: FastifyReply }

/** A `model` that is not a persona the key's owner may ask. */
export const unknownModel = (reply: FastifyReply, model: string) =>
  sendOpenAiError(
    reply,
    404,
    `The model "${model}" does not exist, or is not yours. GET /v1/models lists the personas your key can use.`,
    'invalid_request_error',
    'model_not_found',
  )

/**
 * A refused turn: the daily limit (no retry helps today, so the SDKs are told not to retry
 * rather than sleep until midnight), or a last message too long for the model.
 */
function refusalError(reply: FastifyReply, refused: TurnRefusal) {
  if (refused.status === 400) {
    return sendOpenAiError(
      reply,
      400,
      refused.message,
      'invalid_request_error',
      'context_length_exceeded',
    )
  }
  reply.header('x-should-retry', 'false')
  return sendOpenAiError(reply, 429, refused.message, 'rate_limit_error', 'daily_limit_reached')
}

/**
 * One /v1 turn, for `/v1/chat/completions` and `/v1/responses` alike (decision 266): the
 * persona the key's owner may ask, the offline engine's refusals, the conversation counted once
 * a day, and the chat's own turn pipeline. Each route only encodes the events it yields.
 */
export async function startV1Turn(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  input: V1Turn,
): Promise<V1Started> {
  const character = await findChatPersona(app.database.db, input.model, request.user)
  if (!character) return { ok: false, reply: unknownModel(reply, input.model) }
  const persona = character.id
  const format = input.sampling.response_format
  const json = Boolean(format && format.type !== 'text')
  const tools = Boolean(input.sampling.tools?.length)
  const offline = app.ai.provider.describe(character.voice, character.model).engine === 'offline'
  // The offline engine writes prose: it cannot promise JSON, nor call a client's tools.
  if (json && offline) {
    const message = `${input.jsonField}: ${format!.type} needs a model, and ${persona} answers with the offline engine here.`
    return {
      ok: false,
      reply: sendOpenAiError(reply, 400, message, 'invalid_request_error', 'unsupported_value'),
    }
  }
  if ((tools || input.tail.length) && offline) {
    const message = `tools: calling tools needs a model, and ${persona} answers with the offline engine here.`
    return {
      ok: false,
      reply: sendOpenAiError(reply, 400, message, 'invalid_request_error', 'unsupported_value'),
    }
  }
  const caller = chatCaller(request, reply)
  // The conversation is the one whose answered transcript this request's earlier turns are
  // (decision 270); with none, or one the server never answered, it is a new one. After a
  // client's tool results, the question and the model's tool-call turns are earlier turns too.
  const asked: ChatTurn[] = [
    ...input.history,
    { role: 'user', content: input.message },
    ...input.tail
      .filter((m) => m.role === 'assistant')
      .map((m) => ({ role: 'assistant' as const, content: m.content ?? '' })),
  ]
  const earlier = input.tail.length ? asked : input.history
  const hash = (turns: ChatTurn[]) => transcriptHash(caller.subject, persona, turns)
  const earlierHash = hash(earlier)
  const continued = earlier.some((turn) => turn.content.trim())
    ? await findApiConversation(app.database.db, caller.subject, earlierHash)
    : undefined
  // The answered transcript is remembered in the turn's write transaction, before `done`
  // reaches the client: one that asks again the moment it has the answer continues the same
  // conversation, and an answer is never kept without it (decision 279).
  const alsoStore: TurnOptions['alsoStore'] = (db, answer) => {
    const answered = hash([...asked, { role: 'assistant', content: answerText(answer) }])
    return rememberTranscript(db, answer.conversationId, answered, earlierHash)
  }
  const started = await startTurn(
    app,
    caller,
    character,
    {
      message: input.message,
      history: input.history,
      ...(continued ? { conversationId: continued } : {}),
    },
    {
      signal: callerGone(reply),
      log: request.log,
      callerHistory: true,
      alsoStore,
      ...(input.instructions ? { instructions: input.instructions } : {}),
      ...(input.maxTokens ? { maxTokens: input.maxTokens } : {}),
      sampling: input.sampling,
      // JSON and tools are a contract the offline engine's prose would break (decision 243).
      ...(json || tools || input.tail.length ? { noFallback: true } : {}),
      // The model's tool calls and the client's results follow the question.
      ...(input.tail.length
        ? { shape: (turn) => ({ ...turn, messages: [...turn.messages, ...input.tail] }) }
        : {}),
    },
  )
  if (!started.ok) return { ok: false, reply: refusalError(reply, started) }
  return { ok: true, persona, events: started.events }
}

/**
 * A turn that ended without its answer, as the whole (unstreamed) response: cut short by a
 * restart (503, ask again), or the model's failure in OpenAI's shape. Undefined for `done`.
 */
export function unansweredTurn(reply: FastifyReply, event: TurnEvent) {
  if (event.type === 'stopped')
    return sendOpenAiError(
      reply,
      503,
      'The answer was cut short (the server restarted). Ask again.',
      'api_error',
      event.ending,
    )
  if (event.type === 'error') {
    const error = failureOf(event.error)
    return sendOpenAiError(
      reply,
      failureStatus(event.error),
      error.message,
      'api_error',
      error.code,
    )
  }
  return undefined
}

/** A failed turn's error, in OpenAI's shape: the model's failure kind as `code`. */
export const failureOf = (error: Error) => ({
  message:
    error instanceof AiError
      ? error.message
      : 'Something went wrong on our side. Please try again.',
  type: 'api_error' as const,
  code: error instanceof AiError ? error.kind : null,
})

/** The status a failed turn answers with, before anything was sent. */
export const failureStatus = (error: Error) => (error instanceof AiError ? error.status : 500)

/** The answer a turn ends with: the failed model's notes before the offline answer. */
export const answerText = (event: {
  result: Pick<GenerationResult, 'text'>
  notices: readonly string[]
}) =>
  event.notices.length ? `${event.notices.join('\n')}\n\n${event.result.text}` : event.result.text
