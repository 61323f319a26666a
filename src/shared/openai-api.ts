import { z } from 'zod'

/**
 * The largest /v1/chat/completions body (decision 226): a conversation longer than any
 * model's window here is refused by its tokens anyway.
 */
export const COMPLETION_BODY_LIMIT = 1024 * 1024

/** OpenAI's error shape; every non-2xx answer of /v1 has it. */
export const OpenAiErrorSchema = z.object({
  error: z.object({ message: z.string(), type: z.string(), code: z.string().nullable() }),
})

const TextPartSchema = z.looseObject({ type: z.string(), text: z.string().optional() })

export const OpenAiMessageSchema = z.looseObject({
  role: z.enum(['system', 'developer', 'user', 'assistant', 'tool']),
  // null on the string branch, not the union: OpenAPI 3.0 wants `nullable` beside a `type`.
  content: z.union([z.string().nullable(), z.array(TextPartSchema)]).optional(),
})

/** A client's function, as OpenAI's `tools` carry it; passed to the model as it is. */
const ToolSchema = z.looseObject({
  type: z.string(),
  function: z.looseObject({ name: z.string().min(1).max(64) }).optional(),
})

/** What we read of a chat completion request; other OpenAI fields are accepted and ignored. */
export const ChatCompletionRequestSchema = z.looseObject({
  tools: z.array(ToolSchema).max(128, 'must hold at most 128 tools').nullable().optional(),
  tool_choice: z.union([z.string().nullable(), z.looseObject({ type: z.string() })]).optional(),
  parallel_tool_calls: z.boolean().nullable().optional(),
  n: z.number().int().positive().nullable().optional(),
  // null on the string branch, as for content above.
  stop: z.union([z.string().nullable(), z.array(z.string()).max(4)]).optional(),
  temperature: z.number().min(0).max(2).nullable().optional(),
  top_p: z.number().min(0).max(1).nullable().optional(),
  response_format: z
    .looseObject({ type: z.enum(['text', 'json_object', 'json_schema']) })
    .nullable()
    .optional(),
  stream_options: z.looseObject({ include_usage: z.boolean().optional() }).nullable().optional(),
  model: z.string({ error: 'is required' }).min(1, 'is required'),
  messages: z
    .array(OpenAiMessageSchema, { error: 'must be a list of messages' })
    .min(1, 'must hold at least one message')
    .max(200, 'must hold at most 200 messages'),
  stream: z.boolean().nullable().optional(),
  max_tokens: z.number().int().positive().nullable().optional(),
  max_completion_tokens: z.number().int().positive().nullable().optional(),
})
export type ChatCompletionRequest = z.infer<typeof ChatCompletionRequestSchema>
export type OpenAiMessage = z.infer<typeof OpenAiMessageSchema>

export const ModelSchema = z.object({
  id: z.string(),
  object: z.literal('model'),
  created: z.number().int(),
  owned_by: z.string(),
})
export const ModelListSchema = z.object({ object: z.literal('list'), data: z.array(ModelSchema) })

export const UsageSchema = z.object({
  prompt_tokens: z.number().int(),
  completion_tokens: z.number().int(),
  total_tokens: z.number().int(),
})

export const ToolCallSchema = z.object({
  id: z.string(),
  type: z.literal('function'),
  function: z.object({ name: z.string(), arguments: z.string() }),
})

export const ChatCompletionSchema = z.object({
  id: z.string(),
  object: z.literal('chat.completion'),
  created: z.number().int(),
  model: z.string(),
  choices: z.array(
    z.object({
      index: z.number().int(),
      message: z.object({
        role: z.literal('assistant'),
        // null when the model only called the client's tools.
        content: z.string().nullable(),
        tool_calls: z.array(ToolCallSchema).optional(),
      }),
      finish_reason: z.string(),
    }),
  ),
  usage: UsageSchema,
  /** Which engine wrote the reply: the persona's model, or the offline engine. */
  system_fingerprint: z.string(),
})

export const ModelParamsSchema = z.object({ model: z.string().max(100) })

/** A part of a Responses API message: `input_text` / `output_text` parts carry text. */
const ResponseContentPartSchema = z.looseObject({ type: z.string(), text: z.string().optional() })

/**
 * One item of a Responses API `input`: a message (with or without `type: "message"`); other
 * item types (tool calls, item references) are refused by the handler with a clear 400.
 */
export const ResponseInputItemSchema = z.looseObject({
  type: z.string().optional(),
  role: z.enum(['system', 'developer', 'user', 'assistant']).optional(),
  content: z.union([z.string(), z.array(ResponseContentPartSchema)]).optional(),
})
export type ResponseInputItem = z.infer<typeof ResponseInputItemSchema>

/**
 * What we read of a `/v1/responses` request (decision 266); other OpenAI fields are accepted
 * and ignored. The body limit is the chat completions' one.
 */
export const ResponseRequestSchema = z.looseObject({
  model: z.string({ error: 'is required' }).min(1, 'is required'),
  input: z.union(
    [
      z.string().min(1, 'must not be empty'),
      z
        .array(ResponseInputItemSchema)
        .min(1, 'must hold at least one item')
        .max(200, 'must hold at most 200 items'),
    ],
    { error: 'must be a text or a list of messages' },
  ),
  instructions: z.string().nullable().optional(),
  previous_response_id: z.string().max(100).nullable().optional(),
  stream: z.boolean().nullable().optional(),
  store: z.boolean().nullable().optional(),
  max_output_tokens: z.number().int().positive().nullable().optional(),
  temperature: z.number().min(0).max(2).nullable().optional(),
  top_p: z.number().min(0).max(1).nullable().optional(),
  text: z
    .looseObject({
      format: z
        .looseObject({ type: z.enum(['text', 'json_object', 'json_schema']) })
        .nullable()
        .optional(),
    })
    .nullable()
    .optional(),
  tools: z
    .array(z.looseObject({ type: z.string() }))
    .nullable()
    .optional(),
})
export type ResponseRequest = z.infer<typeof ResponseRequestSchema>

/** The assistant's message in a response's `output`, as OpenAI's Responses API shapes it. */
export const ResponseOutputMessageSchema = z.object({
  type: z.literal('message'),
  id: z.string(),
  status: z.enum(['in_progress', 'completed', 'incomplete']),
  role: z.literal('assistant'),
  content: z.array(
    z.object({
      type: z.literal('output_text'),
      text: z.string(),
      annotations: z.array(z.unknown()),
    }),
  ),
})

export const ResponseSchema = z.object({
  id: z.string(),
  object: z.literal('response'),
  created_at: z.number().int(),
  status: z.enum(['in_progress', 'completed', 'incomplete', 'failed']),
  model: z.string(),
  output: z.array(ResponseOutputMessageSchema),
  instructions: z.string().nullable(),
  previous_response_id: z.string().nullable(),
  max_output_tokens: z.number().int().nullable(),
  temperature: z.number().nullable(),
  top_p: z.number().nullable(),
  store: z.boolean(),
  error: z.object({ code: z.string(), message: z.string() }).nullable(),
  incomplete_details: z.object({ reason: z.string() }).nullable(),
  parallel_tool_calls: z.boolean(),
  tool_choice: z.literal('auto'),
  tools: z.array(z.unknown()),
  text: z.object({ format: z.looseObject({ type: z.string() }) }),
  metadata: z.record(z.string(), z.string()),
  usage: z
    .object({
      input_tokens: z.number().int(),
      input_tokens_details: z.object({ cached_tokens: z.number().int() }),
      output_tokens: z.number().int(),
      output_tokens_details: z.object({ reasoning_tokens: z.number().int() }),
      total_tokens: z.number().int(),
    })
    .nullable(),
  /** Which engine wrote the reply, as in a chat completion. */
  system_fingerprint: z.string().optional(),
})
export type OpenAiResponse = z.infer<typeof ResponseSchema>
