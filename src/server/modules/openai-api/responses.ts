import { randomBytes } from 'node:crypto'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { MAX_HISTORY_TURNS, type ChatTurn } from '@/shared/chat'
import { openAiContract } from '@/shared/contract/openai-api'
import type { OpenAiResponse, ResponseInputItem, ResponseRequest } from '@/shared/openai-api'
import type { Sampling, TokenUsage } from '../../ai/provider'
import { route } from '../../route'
import { openEventStream, type TurnEvent } from '../chat/service'
import { sendOpenAiError } from './errors'
import { keepResponse, newResponseId, responseTurns } from './service'
import { answerText, failureOf, startV1Turn, unansweredTurn } from './v1-turn'

type DoneEvent = Extract<TurnEvent, { type: 'done' }>

/** The text of a Responses API message: its string, or its text parts (other parts ignored). */
const textOf = (item: ResponseInputItem): string =>
  typeof item.content === 'string'
    ? item.content
    : (item.content ?? []).map((part) => (typeof part.text === 'string' ? part.text : '')).join('')

/**
 * A Responses API request as one chat turn's input: the kept conversation of
 * `previous_response_id`, then the messages of `input` before the last one, which must be the
 * user's; `instructions` and system or developer messages are honoured after the persona's
 * prompt. An earlier response's `instructions` are not carried over, as OpenAI does.
 */
function toTurnInput(
  body: ResponseRequest,
  kept: ChatTurn[],
):
  | { ok: true; message: string; history: ChatTurn[]; instructions: string }
  | { ok: false; message: string } {
  const items: ResponseInputItem[] =
    typeof body.input === 'string' ? [{ role: 'user', content: body.input }] : body.input
  for (const [index, item] of items.entries()) {
    if ((item.type && item.type !== 'message') || !item.role)
      return {
        ok: false,
        message: `input[${index}]: only messages (role and content) are read here; ${item.type ? `"${item.type}" items are not` : 'this item has no role'}. Continue a conversation with previous_response_id.`,
      }
  }
  const last = items.at(-1)!
  const message = last.role === 'user' ? textOf(last).trim() : ''
  if (!message)
    return { ok: false, message: 'input: the last item must be a user message with text.' }
  const history = [
    ...kept,
    ...items
      .slice(0, -1)
      .filter((item) => item.role === 'user' || item.role === 'assistant')
      .map((item) => ({ role: item.role as 'user' | 'assistant', content: textOf(item) }))
      .filter((turn) => turn.content.trim()),
  ].slice(-MAX_HISTORY_TURNS * 2)
  const instructions = [
    body.instructions ?? '',
    ...items.filter((item) => item.role === 'system' || item.role === 'developer').map(textOf),
  ]
    .filter((text) => text.trim())
    .join('\n\n')
  return { ok: true, message, history, instructions }
}

/** The Responses API's `text.format` as chat completions' `response_format`, for the model. */
function samplingOf(body: ResponseRequest): Sampling {
  const format = body.text?.format
  const { type, ...schema } = format ?? { type: 'text' }
  return {
    ...(body.temperature != null ? { temperature: body.temperature } : {}),
    ...(body.top_p != null ? { top_p: body.top_p } : {}),
    ...(type === 'json_object' ? { response_format: { type } } : {}),
    ...(type === 'json_schema' ? { response_format: { type, json_schema: schema } } : {}),
  }
}

const usageOf = (usage: TokenUsage) => ({
  input_tokens: usage.prompt,
  input_tokens_details: { cached_tokens: 0 },
  output_tokens: usage.completion,
  output_tokens_details: { reasoning_tokens: 0 },
  total_tokens: usage.prompt + usage.completion,
})

/**
 * `POST /v1/responses`: OpenAI's Responses API over the same turn as `/v1/chat/completions`
 * (decision 266), text in and out, streamed as its typed events or answered whole. The answer's
 * conversation is kept under its id for the key's owner, so `previous_response_id` continues it.
 */
export function responsesRoute(app: FastifyInstance) {
  const db = app.database.db

  route(app, openAiContract.response, { access: 'public' }, async (request, reply) =>
    respond(request, reply, request.body),
  )

  async function respond(request: FastifyRequest, reply: FastifyReply, body: ResponseRequest) {
    const userId = request.user!.id
    if (body.tools?.length)
      return sendOpenAiError(
        reply,
        400,
        'tools: /v1/responses answers with text; call tools through /v1/chat/completions.',
        'invalid_request_error',
        'unsupported_value',
      )
    const previous = body.previous_response_id ?? null
    const kept = previous ? await responseTurns(db, previous, userId) : []
    // Another person's id, an expired one and one never made read alike (decision 266).
    if (!kept)
      return sendOpenAiError(
        reply,
        404,
        `Previous response with id '${previous}' not found.`,
        'invalid_request_error',
        'previous_response_not_found',
      )
    const input = toTurnInput(body, kept)
    if (!input.ok) return sendOpenAiError(reply, 400, input.message, 'invalid_request_error')
    const started = await startV1Turn(app, request, reply, {
      model: body.model,
      message: input.message,
      history: input.history,
      instructions: input.instructions,
      tail: [],
      ...(body.max_output_tokens ? { maxTokens: body.max_output_tokens } : {}),
      sampling: samplingOf(body),
      jsonField: 'text.format',
    })
    if (!started.ok) return started.reply
    const { persona } = started
    const id = newResponseId()
    const messageId = `msg_${randomBytes(24).toString('hex')}`
    const store = body.store !== false
    const shell = (status: OpenAiResponse['status']): OpenAiResponse => ({
      id,
      object: 'response',
      created_at: Math.floor(Date.now() / 1000),
      status,
      model: persona,
      output: [],
      instructions: body.instructions ?? null,
      previous_response_id: previous,
      max_output_tokens: body.max_output_tokens ?? null,
      temperature: body.temperature ?? null,
      top_p: body.top_p ?? null,
      store,
      error: null,
      incomplete_details: null,
      parallel_tool_calls: true,
      tool_choice: 'auto',
      tools: [],
      text: { format: body.text?.format ?? { type: 'text' } },
      metadata: {},
      usage: null,
    })
    const message = (text: string, status: 'in_progress' | 'completed' | 'incomplete') => ({
      type: 'message' as const,
      id: messageId,
      status,
      role: 'assistant' as const,
      content: text || status !== 'in_progress' ? [outputText(text)] : [],
    })
    const outputText = (text: string) => ({
      type: 'output_text' as const,
      text,
      annotations: [] as unknown[],
    })

    /** The whole response once the turn is done; its conversation kept for what follows. */
    const finish = async (event: DoneEvent): Promise<OpenAiResponse> => {
      const text = answerText(event)
      const cut = event.result.finishReason === 'length'
      if (store)
        await keepResponse(db, {
          id,
          userId,
          persona,
          turns: [
            ...input.history,
            { role: 'user', content: input.message },
            { role: 'assistant', content: event.result.text },
          ],
        })
      return {
        ...shell(cut ? 'incomplete' : 'completed'),
        output: [message(text, cut ? 'incomplete' : 'completed')],
        incomplete_details: cut ? { reason: 'max_output_tokens' } : null,
        usage: usageOf(event.usage),
        system_fingerprint: `${event.result.engine}:${event.result.model}`,
      }
    }

    if (!body.stream) {
      for await (const event of started.events) {
        if (event.type === 'done') return finish(event)
        const unanswered = unansweredTurn(reply, event)
        if (unanswered) return unanswered
      }
      return
    }

    // The Responses API's events: each named by its `type`, numbered in order.
    const stream = openEventStream(reply)
    let sequence = 0
    const send = (type: string, data: object) =>
      stream.write(
        `event: ${type}\ndata: ${JSON.stringify({ type, sequence_number: sequence++, ...data })}\n\n`,
      )
    const part = { item_id: messageId, output_index: 0, content_index: 0 }
    let said = ''
    const say = (delta: string) => {
      said += delta
      send('response.output_text.delta', { ...part, delta, logprobs: [] })
    }
    const fail = (code: string | null, text: string) =>
      send('response.failed', {
        response: { ...shell('failed'), error: { code: code ?? 'server_error', message: text } },
      })
    send('response.created', { response: shell('in_progress') })
    send('response.in_progress', { response: shell('in_progress') })
    send('response.output_item.added', { output_index: 0, item: message('', 'in_progress') })
    send('response.content_part.added', { ...part, part: outputText('') })
    try {
      for await (const event of started.events) {
        switch (event.type) {
          case 'fallback':
            // A failed model's note reaches the client before the offline answer that replaces it.
            say(`${said ? '\n\n' : ''}${event.message}\n\n`)
            break
          case 'text':
            say(event.text)
            break
          case 'done': {
            // A response that could not be kept must not be continued: it fails instead.
            const response = await finish(event).catch((error: unknown) => {
              request.log.error({ err: error }, 'A /v1 response was not kept')
              fail(null, 'Something went wrong on our side. Please try again.')
            })
            if (!response) break
            const item = response.output[0]!
            send('response.output_text.done', { ...part, text: said, logprobs: [] })
            send('response.content_part.done', { ...part, part: outputText(said) })
            send('response.output_item.done', {
              output_index: 0,
              item: { ...item, content: [outputText(said)] },
            })
            send(response.status === 'incomplete' ? 'response.incomplete' : 'response.completed', {
              response: { ...response, output: [{ ...item, content: [outputText(said)] }] },
            })
            break
          }
          case 'stopped':
            if (event.ending === 'interrupted')
              fail('interrupted', 'The server restarted while answering. Ask again to continue.')
            break
          case 'error': {
            const error = failureOf(event.error)
            fail(error.code, error.message)
            break
          }
        }
      }
    } finally {
      stream.raw.end()
    }
  }
}
