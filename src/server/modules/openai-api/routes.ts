import { randomUUID } from 'node:crypto'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { MAX_HISTORY_TURNS, type ChatTurn } from '@/shared/chat'
import type { ChatMessage, Sampling, TokenUsage, ToolCall } from '../../ai/provider'
import { apiKeyOwner, markApiKeyUsed } from '../api-keys/service'
import { toPublicUser } from '../auth/service'
import { chatPersonaIdsFor, findChatPersona } from '../personas/index'
import { openEventStream } from '../chat/service'
import { openAiErrorHandler, sendOpenAiError } from './errors'
import { responsesRoute } from './responses'
import { answerText, failureOf, startV1Turn, unansweredTurn, unknownModel } from './v1-turn'
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
 * The conversation an OpenAI client sends, as one of our chat turns: the last user message is
 * the question, the user and assistant messages before it are the history, and its system (and
 * developer) messages are instructions honoured after the persona's own prompt. What follows the
 * question (the model's tool calls and the client's results) continues the turn: it goes to the
 * model after the question as it was sent. Length is checked in tokens by the turn, against the
 * answering model's window.
 */
function toChatRequest(messages: OpenAiMessage[]):
  | {
      ok: true
      message: string
      history: ChatTurn[]
      instructions: string
      tail: ChatMessage[]
    }
  | { ok: false; message: string } {
  const last = messages.at(-1)!
  if (last.role !== 'user' && last.role !== 'tool')
    return {
      ok: false,
      message: 'messages: the last message must be from the user (or a tool result).',
    }
  let at = messages.length - 1
  while (at >= 0 && messages[at]!.role !== 'user') at--
  if (at < 0) return { ok: false, message: 'messages: there is no user message.' }
  const message = textOf(messages[at]!).trim()
  if (!message) return { ok: false, message: 'messages: the last user message has no text.' }
  const tail: ChatMessage[] = []
  for (const m of messages.slice(at + 1)) {
    if (m.role === 'tool') {
      const id = (m as { tool_call_id?: unknown }).tool_call_id
      if (typeof id !== 'string' || !id)
        return { ok: false, message: 'messages: a tool message needs its tool_call_id.' }
      tail.push({ role: 'tool', content: textOf(m), tool_call_id: id })
    } else if (m.role === 'assistant') {
      const calls = toolCallsOf(m)
      tail.push({ role: 'assistant', content: textOf(m), ...(calls ? { tool_calls: calls } : {}) })
    }
  }
  const history = messages
    .slice(0, at)
    .filter(
      (m): m is OpenAiMessage & { role: 'user' | 'assistant' } =>
        m.role === 'user' || m.role === 'assistant',
    )
    .map((m) => ({ role: m.role, content: textOf(m) }))
    .filter((turn) => turn.content.trim())
    .slice(-MAX_HISTORY_TURNS * 2)
  const instructions = messages
    .filter((m) => m.role === 'system' || m.role === 'developer')
    .map(textOf)
    .filter((text) => text.trim())
    .join('\n\n')
  return { ok: true, message, history, instructions, tail }
}

/** An assistant message's tool calls, as the model will read them back. */
function toolCallsOf(message: OpenAiMessage): ToolCall[] | undefined {
  const calls = (message as { tool_calls?: unknown }).tool_calls
  if (!Array.isArray(calls) || !calls.length) return undefined
  return calls.slice(0, 64).map((raw, index) => {
    const call = (raw ?? {}) as { id?: unknown; function?: { name?: unknown; arguments?: unknown } }
    return {
      id: typeof call.id === 'string' ? call.id : `call_${index}`,
      type: 'function' as const,
      function: {
        name: typeof call.function?.name === 'string' ? call.function.name : '',
        arguments: typeof call.function?.arguments === 'string' ? call.function.arguments : '',
      },
    }
  })
}

const usageOf = (usage: TokenUsage) => ({
  prompt_tokens: usage.prompt,
  completion_tokens: usage.completion,
  total_tokens: usage.prompt + usage.completion,
})

/** The sampling settings a client chose, as the model takes them. */
function samplingOf(body: ChatCompletionRequest): Sampling {
  return {
    ...(body.stop != null ? { stop: body.stop } : {}),
    ...(body.temperature != null ? { temperature: body.temperature } : {}),
    ...(body.top_p != null ? { top_p: body.top_p } : {}),
    ...(body.response_format ? { response_format: body.response_format } : {}),
    ...(body.tools?.length ? { tools: body.tools } : {}),
    ...(body.tools?.length && body.tool_choice != null ? { tool_choice: body.tool_choice } : {}),
    ...(body.tools?.length && body.parallel_tool_calls != null
      ? { parallel_tool_calls: body.parallel_tool_calls }
      : {}),
  }
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

  app.setErrorHandler(openAiErrorHandler)

  app.addHook('onRequest', async (request, reply) => {
    const key = bearer(request)
    if (!key) {
      return sendOpenAiError(
        reply,
        401,
        'Send your HumanCodex API key as `Authorization: Bearer hc-…` (create one on your account screen, /account).',
        'authentication_error',
        'invalid_api_key',
      )
    }
    const owner = await apiKeyOwner(db, key)
    if (!owner) {
      return sendOpenAiError(
        reply,
        401,
        'This API key is not valid: it was revoked, it expired, its account is disabled, or it never existed. Manage your keys at /account.',
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
  // The key owner's models: the built-ins, shared personas and their own (decision 204).
  route(app, openAiContract.models, { access: 'public' }, async (request) => ({
    object: 'list' as const,
    data: (await chatPersonaIdsFor(db, request.user?.id ?? null)).map((id) => ({
      id,
      object: 'model' as const,
      created: STARTED,
      owned_by: 'humancodex',
    })),
  }))

  route(app, openAiContract.model, { access: 'public' }, async (request, reply) => {
    const { model } = request.params
    if (!(await findChatPersona(db, model, request.user))) return unknownModel(reply, model)
    return { id: model, object: 'model' as const, created: STARTED, owned_by: 'humancodex' }
  })

  route(app, openAiContract.completion, { access: 'public' }, async (request, reply) =>
    completion(request, reply, request.body),
  )

  responsesRoute(app)

  async function completion(
    request: FastifyRequest,
    reply: FastifyReply,
    body: ChatCompletionRequest,
  ) {
    if ((body.n ?? 1) > 1) {
      return sendOpenAiError(
        reply,
        400,
        'n: only one choice (n = 1) is supported.',
        'invalid_request_error',
        'unsupported_value',
      )
    }
    const input = toChatRequest(body.messages)
    if (!input.ok) return sendOpenAiError(reply, 400, input.message, 'invalid_request_error')
    const maxTokens = body.max_completion_tokens ?? body.max_tokens ?? undefined
    const started = await startV1Turn(app, request, reply, {
      model: body.model,
      message: input.message,
      history: input.history,
      instructions: input.instructions,
      tail: input.tail,
      ...(maxTokens ? { maxTokens } : {}),
      sampling: samplingOf(body),
      jsonField: 'response_format',
    })
    if (!started.ok) return started.reply
    const { persona } = started
    const id = `chatcmpl-${randomUUID()}`
    const created = Math.floor(Date.now() / 1000)

    if (!body.stream) {
      for await (const event of started.events) {
        if (event.type === 'done') {
          const { result } = event
          const content = answerText(event)
          const calls = result.toolCalls?.length ? result.toolCalls : undefined
          return {
            id,
            object: 'chat.completion' as const,
            created,
            model: persona,
            choices: [
              {
                index: 0,
                message: {
                  role: 'assistant' as const,
                  content: calls && !content ? null : content,
                  ...(calls ? { tool_calls: calls } : {}),
                },
                finish_reason: result.finishReason ?? 'stop',
              },
            ],
            usage: usageOf(event.usage),
            system_fingerprint: `${result.engine}:${result.model}`,
          }
        }
        const unanswered = unansweredTurn(reply, event)
        if (unanswered) return unanswered
      }
      return
    }

    const stream = openEventStream(reply)
    const write = (data: unknown) => stream.write(`data: ${JSON.stringify(data)}\n\n`)
    const chunk = (
      delta: { role?: 'assistant'; content?: string; tool_calls?: unknown[] },
      finish: string | null = null,
    ) =>
      write({
        id,
        object: 'chat.completion.chunk',
        created,
        model: persona,
        choices: [{ index: 0, delta, finish_reason: finish }],
      })
    let said = false
    try {
      for await (const event of started.events) {
        switch (event.type) {
          case 'started':
            chunk({ role: 'assistant', content: '' })
            break
          case 'fallback':
            // A failed model's note reaches the client before the offline answer that replaces it.
            chunk({ content: `${said ? '\n\n' : ''}${event.message}\n\n` })
            break
          case 'text':
            said = true
            chunk({ content: event.text })
            break
          case 'done':
            // Tool calls come whole, in one delta each, as the SDKs put deltas together.
            if (event.result.toolCalls?.length)
              chunk({
                tool_calls: event.result.toolCalls.map((call, index) => ({ index, ...call })),
              })
            chunk({}, event.result.finishReason ?? 'stop')
            if (body.stream_options?.include_usage) {
              write({
                id,
                object: 'chat.completion.chunk',
                created,
                model: persona,
                choices: [],
                usage: usageOf(event.usage),
              })
            }
            stream.write('data: [DONE]\n\n')
            break
          case 'stopped':
            if (event.ending === 'interrupted') {
              write({
                error: {
                  message: 'The server restarted while answering. Ask again to continue.',
                  type: 'api_error',
                  code: 'interrupted',
                },
              })
            }
            break
          case 'error':
            write({ error: failureOf(event.error) })
            break
        }
      }
    } finally {
      stream.raw.end()
    }
  }
}
