import { randomUUID } from 'node:crypto'
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod'
import { chatPersonaIds } from '@content/personas'
import { MAX_CHAT_MESSAGE, MAX_HISTORY_TURNS, type ChatTurn } from '@/shared/chat'
import type { PersonaId } from '@/shared/personas'
import { AiError, type GenerationResult } from '../../ai/provider'
import { apiKeyOwner, markApiKeyUsed } from '../api-keys/service'
import { toPublicUser } from '../auth/service'
import { openEventStream } from '../chat/service'
import { chatCaller } from '../chat/service'
import {
  chatDeps,
  completeTurn,
  limitRefusal,
  prepareTurn,
  type PreparedTurn,
} from '../chat/service'
import { sendOpenAiError } from './errors'
import { openAiContract } from '@/shared/contract/openai-api'
import type { ChatCompletionRequest, OpenAiMessage } from '@/shared/openai-api'
import { route } from '../../route'

const STARTED = Math.floor(Date.now() / 1000)

const textOf = (message: OpenAiMessage): string =>
  typeof message.content === 'string'
    ? message.content
    : (message.content ?? [])
        .map((part) => (part.type === 'text' && typeof part.text === 'string' ? part.text : ''))
        .join('')

/**
 * The conversation an OpenAI client sends, as one of our chat turns: the last message is the
 * question, the user and assistant messages before it are the history. System messages are
 * left out: the persona's own prompt speaks for it.
 */
function toChatRequest(
  messages: OpenAiMessage[],
): { ok: true; message: string; history: ChatTurn[] } | { ok: false; message: string } {
  const last = messages.at(-1)!
  if (last.role !== 'user')
    return { ok: false, message: 'messages: the last message must be from the user.' }
  const message = textOf(last).trim()
  if (!message) return { ok: false, message: 'messages: the last user message has no text.' }
  if (message.length > MAX_CHAT_MESSAGE) {
    return {
      ok: false,
      message: `messages: the last user message must be at most ${MAX_CHAT_MESSAGE} characters.`,
    }
  }
  const history = messages
    .slice(0, -1)
    .filter(
      (m): m is OpenAiMessage & { role: 'user' | 'assistant' } =>
        m.role === 'user' || m.role === 'assistant',
    )
    .map((m) => ({ role: m.role, content: textOf(m).slice(0, MAX_CHAT_MESSAGE * 2) }))
    .filter((turn) => turn.content.trim())
    .slice(-MAX_HISTORY_TURNS * 2)
  return { ok: true, message, history }
}

const unknownModel = (reply: FastifyReply, model: string) =>
  sendOpenAiError(
    reply,
    404,
    `The model "${model}" does not exist. Choose one of ${chatPersonaIds.join(', ')}.`,
    'invalid_request_error',
    'model_not_found',
  )

function limitError(reply: FastifyReply, refused: Extract<PreparedTurn, { ok: false }>) {
  reply.header('retry-after', String(refused.retryAfterSeconds))
  return sendOpenAiError(reply, 429, refused.message, 'rate_limit_error', 'daily_limit_reached')
}

const bearer = (request: FastifyRequest) => {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '')
  return match?.[1]
}

/**
 * The personas through OpenAI's protocol, for any OpenAI client: `/v1/models` and
 * `/v1/chat/completions`. Only a personal API key authenticates (never the session cookie,
 * so a cross-site page cannot act for a signed-in person); the turn is the chat's own turn:
 * the owner's remembered facts and preferences, and their tier's daily limit.
 */
export const openAiApiRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issue = error.validation[0]
      const field = issue?.instancePath.replace(/^\//, '').replaceAll('/', '.') || 'body'
      return sendOpenAiError(
        reply,
        400,
        `${field}: ${issue?.message ?? 'is invalid'}`,
        'invalid_request_error',
      )
    }
    const status = error.statusCode ?? 500
    if (status >= 500) {
      request.log.error({ err: error }, 'OpenAI-compatible request failed')
      return sendOpenAiError(
        reply,
        status,
        'Something went wrong on our side. Please try again.',
        'api_error',
      )
    }
    return sendOpenAiError(reply, status, error.message || 'Bad request', 'invalid_request_error')
  })

  app.addHook('onRequest', async (request, reply) => {
    const key = bearer(request)
    if (!key) {
      return sendOpenAiError(
        reply,
        401,
        'Send your HumanCodex API key as `Authorization: Bearer hc-…` (create one on your account screen).',
        'authentication_error',
        'invalid_api_key',
      )
    }
    const owner = await apiKeyOwner(db, key)
    if (!owner) {
      return sendOpenAiError(
        reply,
        401,
        'This API key is not valid: it was revoked or never existed.',
        'authentication_error',
        'invalid_api_key',
      )
    }
    request.user = toPublicUser(owner.user)
    app.background.track(markApiKeyUsed(db, owner.keyId), (error) =>
      request.log.warn({ err: error }, 'API key use not recorded'),
    )
  })

  // The key's owner is the user (the hook above answers 401 in OpenAI's shape otherwise).
  route(app, openAiContract.models, { access: 'public' }, async () => ({
    object: 'list' as const,
    data: chatPersonaIds.map((id) => ({
      id,
      object: 'model' as const,
      created: STARTED,
      owned_by: 'humancodex',
    })),
  }))

  route(app, openAiContract.model, { access: 'public' }, async (request, reply) => {
    const { model } = request.params
    if (!(chatPersonaIds as string[]).includes(model)) return unknownModel(reply, model)
    return { id: model, object: 'model' as const, created: STARTED, owned_by: 'humancodex' }
  })

  route(app, openAiContract.completion, { access: 'public' }, async (request, reply) =>
    completion(request, reply, request.body),
  )

  async function completion(
    request: FastifyRequest,
    reply: FastifyReply,
    body: ChatCompletionRequest,
  ) {
    if (!(chatPersonaIds as string[]).includes(body.model)) return unknownModel(reply, body.model)
    const persona = body.model as PersonaId
    const input = toChatRequest(body.messages)
    if (!input.ok) return sendOpenAiError(reply, 400, input.message, 'invalid_request_error')

    const prepared = await prepareTurn(chatDeps(app), chatCaller(request, reply), persona, {
      message: input.message,
      history: input.history,
    })
    if (!prepared.ok) return limitError(reply, prepared)
    const turn = prepared.turn
    const controller = new AbortController()
    reply.raw.on('close', () => {
      if (!reply.raw.writableFinished) controller.abort()
    })
    const id = `chatcmpl-${randomUUID()}`
    const created = Math.floor(Date.now() / 1000)
    const notices: string[] = []
    const generation = app.ai.provider.generate(turn.messages, {
      signal: controller.signal,
      hints: turn.hints,
      maxTokens: body.max_completion_tokens ?? body.max_tokens ?? undefined,
      onFallback: (notice) => notices.push(notice),
    })
    // The model is asked before the turn's writes, whose verdict comes before any reply.
    let pending = generation.next()
    pending.catch(() => {})
    try {
      if (!(await turn.commit())) {
        controller.abort()
        return limitError(reply, limitRefusal())
      }
    } catch (error) {
      controller.abort()
      throw error
    }

    if (!body.stream) {
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
          return sendOpenAiError(reply, error.status, error.message, 'api_error', error.kind)
        }
        throw error
      }
      await completeTurn(chatDeps(app), turn, result, request.log)
      const content = notices.length ? `${notices.join('\n')}\n\n${result.text}` : result.text
      return {
        id,
        object: 'chat.completion' as const,
        created,
        model: persona,
        choices: [
          {
            index: 0,
            message: { role: 'assistant' as const, content },
            finish_reason: 'stop',
          },
        ],
        system_fingerprint: `${result.engine}:${result.model}`,
      }
    }

    const stream = openEventStream(reply)
    const write = (data: unknown) => stream.write(`data: ${JSON.stringify(data)}\n\n`)
    const chunk = (delta: { role?: 'assistant'; content?: string }, finish: string | null = null) =>
      write({
        id,
        object: 'chat.completion.chunk',
        created,
        model: persona,
        choices: [{ index: 0, delta, finish_reason: finish }],
      })
    let said = ''
    let noticesSent = 0
    const sendNotices = () => {
      // A failed model's note reaches the client before the offline answer that replaces it.
      for (; noticesSent < notices.length; noticesSent++)
        chunk({ content: `${said ? '\n\n' : ''}${notices[noticesSent]}\n\n` })
    }
    try {
      chunk({ role: 'assistant', content: '' })
      for (;;) {
        const step = await pending
        sendNotices()
        if (step.done) {
          await stream.flush()
          await completeTurn(chatDeps(app), turn, step.value, request.log)
          chunk({}, 'stop')
          stream.write('data: [DONE]\n\n')
          break
        }
        said += step.value
        chunk({ content: step.value })
        pending = generation.next()
      }
    } catch (error) {
      controller.abort()
      const aborted = error instanceof AiError && error.kind === 'aborted'
      if (!aborted) {
        request.log.warn({ err: error }, 'OpenAI-compatible stream failed')
        write({
          error: {
            message:
              error instanceof AiError
                ? error.message
                : 'Something went wrong on our side. Please try again.',
            type: 'api_error',
            code: error instanceof AiError ? error.kind : null,
          },
        })
      }
    } finally {
      stream.raw.end()
    }
  }
}
