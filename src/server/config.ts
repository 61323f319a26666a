import { isIP } from 'node:net'
import path from 'node:path'
import { z } from 'zod'

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1')

/** `true`/`false`, a hop count (`1`: the address nginx saw), or proxy addresses and CIDRs. */
export function parseTrustProxy(value: string): boolean | number | string[] | null {
  const text = value.trim().toLowerCase()
  if (text === 'true') return true
  if (text === 'false') return false
  if (/^\d+$/.test(text)) return Number(text) === 0 ? false : Number(text)
  const entries = text.split(',').map((entry) => entry.trim())
  const valid = entries.every((entry) => {
    const [address, bits, extra] = entry.split('/')
    if (extra !== undefined || !address || !isIP(address)) return false
    if (bits === undefined) return true
    const max = isIP(address) === 4 ? 32 : 128
    return /^\d+$/.test(bits) && Number(bits) <= max
  })
  return valid ? entries : null
}

/**
 * The `trustProxy` option for Fastify. A hop count becomes a function: Fastify refuses a bare
 * number (it cannot check that the peer is a proxy), so a count belongs only where nothing but
 * the proxies can reach the server (decision 141).
 */
export function fastifyTrustProxy(
  value: Config['trustProxy'],
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof value !== 'number') return value
  return (_address, hop) => hop < value
}

/** A line of crisis help shown to a person in danger: plain text, one line (decision 234). */
const crisisText = z
  .string()
  .max(400)
  .refine(
    (text) => ![...text].some((char) => char < ' ' || char === '\u007f'),
    'must be one line of text',
  )

const ConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).optional(),
  PORT: z.coerce.number().int().min(0).max(65535).default(5000),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  DATABASE_SCHEMA: z
    .string()
    .regex(/^[a-z_][a-z0-9_]*$/, 'must be a lower-case SQL identifier')
    .optional(),
  DATABASE_POOL_MAX: z.coerce.number().int().min(2).max(500).default(10),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: z
    .string()
    .transform((value, context) => {
      const parsed = parseTrustProxy(value)
      if (parsed === null)
        context.addIssue({
          code: 'custom',
          message: 'must be true, false, a hop count or proxy addresses/CIDRs separated by commas',
        })
      return parsed ?? false
    })
    .default(false),
  PUBLIC_ORIGIN: z
    .url({ protocol: /^https?$/, error: 'must be an http(s) origin, e.g. https://codex.example' })
    .optional(),
  ALLOWED_HOSTS: z
    .string()
    .regex(/^[A-Za-z0-9_.,*\s-]*$/, 'must be host names separated by commas')
    .optional(),
  CORS_ORIGINS: z
    .string()
    .refine(
      (value) =>
        value
          .split(',')
          .map((entry) => entry.trim())
          .filter(Boolean)
          .every((entry) => entry === '*' || /^https?:\/\/[^/\s]+\/?$/i.test(entry)),
      'must be origins such as https://app.example separated by commas, or *',
    )
    .optional(),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(600),
  EVENT_STREAMS_PER_ADDRESS: z.coerce.number().int().positive().default(32),
  EVENT_STREAMS_MAX: z.coerce.number().int().positive().optional(),
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  REQUEST_TIMEOUT_MS: z.coerce.number().int().positive().default(30_000),
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(600_000).default(30_000),
  CLIENT_DIR: z.string().min(1).default('./dist/client'),
  AI_BASE_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  AI_API_KEY: z.string().optional(),
  AI_MODEL: z.string().min(1).default('gpt-4o-mini'),
  AI_TIMEOUT_MS: z.coerce.number().int().positive().default(30_000),
  AI_CONTEXT_WINDOW: z.coerce.number().int().min(512).default(8_192),
  AI_REPLY_TOKENS: z.coerce.number().int().min(16).default(1_024),
  OLLAMA_URL: z
    .union([
      z.literal('off'),
      z.url({ protocol: /^https?$/, error: 'must be an http(s) URL or off' }),
    ])
    .optional(),
  SECRETS_KEY: z
    .string()
    .regex(
      /^([0-9a-fA-F]{64}|[A-Za-z0-9+/]{43}=)$/,
      'must be 64 hex digits or the base64 of 32 bytes (openssl rand -hex 32)',
    )
    .optional(),
  OFFLINE_CHUNK_DELAY_MS: z.coerce.number().int().min(0).max(1000).default(15),
  CRISIS_EMERGENCY_NUMBERS: crisisText.optional(),
  CRISIS_LINES: crisisText.optional(),
  CRISIS_ABUSE_LINES: crisisText.optional(),
  CRISIS_DIRECTORY_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  VAULTS_DIR: z.string().min(1).optional(),
  TEST_SUMMARY_FILE: z.string().min(1).default('./.tmp/test-summary.json'),
  GITHUB_API_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
    .default('https://api.github.com'),
  GITHUB_TOKEN: z.string().optional(),
  SCHEDULER_ENABLED: booleanFromEnv.optional(),
  AUTO_MESSAGING_SECONDS: z.coerce.number().int().min(0).max(86_400).default(120),
  BACKGROUND_MODEL_CALLS_PER_DAY: z.coerce.number().int().min(0).max(1_000_000).default(200),
  ADMIN_USERNAMES: z
    .string()
    .regex(/^[A-Za-z0-9_.,\s-]*$/, 'must be usernames separated by commas')
    .optional(),
  FIRST_ACCOUNT_ADMIN: booleanFromEnv.optional(),
  PREMIUM_SELF_SERVICE: booleanFromEnv.default(true),
  SIGNUPS_PER_ADDRESS_PER_HOUR: z.coerce.number().int().min(0).max(1_000_000).optional(),
})

export type Env = z.input<typeof ConfigSchema>

export interface Config {
  env: 'development' | 'production' | 'test'
  host: string
  port: number
  dataDir: string
  /** PostgreSQL connection string; PGlite in `dataDir/db` when absent. */
  databaseUrl?: string
  /** Schema to use inside PostgreSQL (tests create their own); defaults to `public`. */
  databaseSchema?: string
  /** PostgreSQL connections this instance opens at most. */
  databasePoolMax: number
  /** Keep the PGlite database in memory (tests). */
  inMemoryDatabase: boolean
  /** A migrated, empty PGlite data dump the in-memory database starts from (the test run's). */
  inMemoryTemplate?: string
  logLevel: z.infer<typeof ConfigSchema>['LOG_LEVEL']
  /**
   * Which proxies' X-Forwarded-For to believe (Fastify's `trustProxy`): none, a hop count, their
   * addresses/CIDRs, or (`true`) every hop, which lets a client pick its own address.
   */
  trustProxy: boolean | number | string[]
  /** The origin browsers load the site from (scheme, name, port); the request's Host when absent. */
  publicOrigin?: string
  /** Host names requests may be addressed to besides addresses, localhost and the public origin's. */
  allowedHosts: string[]
  /** Origins whose pages may call /v1 from a browser (CORS), lower-case; `*` for any. */
  corsOrigins: string[]
  rateLimitPerMinute: number
  /** Bearer token `/metrics` asks for; without it only callers on this machine may read them. */
  metricsToken?: string
  requestTimeoutMs: number
  /** Open /api/events streams per client address, and in all (from the open-files limit when absent). */
  eventStreams: { perAddress: number; max?: number }
  /** How long requests still running at shutdown (a streaming reply) get to finish. */
  shutdownGraceMs: number
  clientDir: string
  /** Each person's audio library size; the product's 250 MB when absent (tests set a small one). */
  audioLibraryMaxBytes?: number
  /** Obsidian vaults: one folder each. */
  vaultsDir: string
  /** The last `npm test` run's counts, shown by the development screen when the file exists. */
  testSummaryFile: string
  github: { apiUrl: string; token?: string }
  /** Background jobs (auto messaging, clean-ups); off in tests unless asked for. */
  schedulerEnabled: boolean
  /** Interval of auto messaging; 0 registers it switched off. */
  autoMessagingSeconds: number
  /** Model calls the background agents may make a UTC day, all instances together. */
  backgroundModelCallsPerDay: number
  /** Lower-case usernames allowed the operator actions (maintenance); nobody when empty. */
  adminUsernames: string[]
  /** The first account of a new installation becomes an administrator; off in tests unless asked for. */
  firstAccountAdmin: boolean
  /** Premium with one confirmed click; off: people ask and an administrator grants it. */
  premiumSelfService: boolean
  /** Accounts one client address may create an hour; 0 for no limit (the default in tests). */
  signupsPerAddressPerHour: number
  ai: {
    /** OpenAI-compatible endpoint; the offline engine answers when absent. */
    baseUrl?: string
    apiKey?: string
    model: string
    timeoutMs: number
    /** A model's context window in tokens, where its server does not say (Ollama does). */
    contextWindow: number
    /** The reply budget sent as `max_tokens`. */
    replyTokens: number
    /** Pause between the offline engine's streamed chunks. */
    offlineChunkDelayMs: number
    /** Ollama's address, probed at start and offered as a connection; null: not probed. */
    ollamaUrl: string | null
    /** Crisis help the safety step shows (decision 234); empty fields keep the defaults. */
    crisis?: {
      emergencyNumbers?: string
      lines?: string
      abuseLines?: string
      directoryUrl?: string
    }
  }
  /** Seals stored secrets (model API keys); a key in DATA_DIR/secret.key when absent. */
  secretsKey?: string
}

export class ConfigError extends Error {}

/** Parses the environment once; throws a ConfigError naming every bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const defined = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''))
  const result = ConfigSchema.safeParse(defined)
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)
    throw new ConfigError(`Invalid environment configuration:\n  ${problems.join('\n  ')}`)
  }
  const parsed = result.data
  return {
    env: parsed.NODE_ENV,
    // Only production listens beyond this machine unless told otherwise (decision 141).
    host: parsed.HOST ?? (parsed.NODE_ENV === 'production' ? '0.0.0.0' : '127.0.0.1'),
    port: parsed.PORT,
    dataDir: path.resolve(parsed.DATA_DIR),
    databaseUrl: parsed.DATABASE_URL,
    databaseSchema: parsed.DATABASE_SCHEMA,
    databasePoolMax: parsed.DATABASE_POOL_MAX,
    inMemoryDatabase: false,
    logLevel: parsed.LOG_LEVEL,
    trustProxy: parsed.TRUST_PROXY,
    publicOrigin: parsed.PUBLIC_ORIGIN && new URL(parsed.PUBLIC_ORIGIN).origin,
    allowedHosts: (parsed.ALLOWED_HOSTS ?? '')
      .split(',')
      .map((name) => name.trim().toLowerCase())
      .filter(Boolean),
    corsOrigins: (parsed.CORS_ORIGINS ?? '')
      .split(',')
      .map((entry) => entry.trim().replace(/\/+$/, '').toLowerCase())
      .filter(Boolean),
    rateLimitPerMinute: parsed.RATE_LIMIT_PER_MINUTE,
    metricsToken: parsed.METRICS_TOKEN,
    requestTimeoutMs: parsed.REQUEST_TIMEOUT_MS,
    eventStreams: { perAddress: parsed.EVENT_STREAMS_PER_ADDRESS, max: parsed.EVENT_STREAMS_MAX },
    shutdownGraceMs: parsed.SHUTDOWN_GRACE_MS,
    clientDir: path.resolve(parsed.CLIENT_DIR),
    vaultsDir: path.resolve(parsed.VAULTS_DIR ?? path.join(parsed.DATA_DIR, 'vaults')),
    testSummaryFile: path.resolve(parsed.TEST_SUMMARY_FILE),
    github: { apiUrl: parsed.GITHUB_API_URL.replace(/\/+$/, ''), token: parsed.GITHUB_TOKEN },
    schedulerEnabled: parsed.SCHEDULER_ENABLED ?? parsed.NODE_ENV !== 'test',
    autoMessagingSeconds: parsed.AUTO_MESSAGING_SECONDS,
    backgroundModelCallsPerDay: parsed.BACKGROUND_MODEL_CALLS_PER_DAY,
    adminUsernames: (parsed.ADMIN_USERNAMES ?? '')
      .split(',')
      .map((name) => name.trim().toLowerCase())
      .filter(Boolean),
    firstAccountAdmin: parsed.FIRST_ACCOUNT_ADMIN ?? parsed.NODE_ENV !== 'test',
    premiumSelfService: parsed.PREMIUM_SELF_SERVICE,
    signupsPerAddressPerHour:
      parsed.SIGNUPS_PER_ADDRESS_PER_HOUR ?? (parsed.NODE_ENV === 'test' ? 0 : 20),
    ai: {
      baseUrl: parsed.AI_BASE_URL,
      apiKey: parsed.AI_API_KEY,
      model: parsed.AI_MODEL,
      timeoutMs: parsed.AI_TIMEOUT_MS,
      contextWindow: parsed.AI_CONTEXT_WINDOW,
      replyTokens: Math.min(parsed.AI_REPLY_TOKENS, Math.floor(parsed.AI_CONTEXT_WINDOW / 2)),
      offlineChunkDelayMs: parsed.OFFLINE_CHUNK_DELAY_MS,
      // Tests never find the machine's own Ollama unless they ask for it.
      ollamaUrl:
        parsed.OLLAMA_URL === 'off' || (!parsed.OLLAMA_URL && parsed.NODE_ENV === 'test')
          ? null
          : (parsed.OLLAMA_URL ?? 'http://127.0.0.1:11434').replace(/\/+$/, ''),
      crisis: {
        ...(parsed.CRISIS_EMERGENCY_NUMBERS
          ? { emergencyNumbers: parsed.CRISIS_EMERGENCY_NUMBERS }
          : {}),
        ...(parsed.CRISIS_LINES ? { lines: parsed.CRISIS_LINES } : {}),
        ...(parsed.CRISIS_ABUSE_LINES ? { abuseLines: parsed.CRISIS_ABUSE_LINES } : {}),
        ...(parsed.CRISIS_DIRECTORY_URL ? { directoryUrl: parsed.CRISIS_DIRECTORY_URL } : {}),
      },
    },
    secretsKey: parsed.SECRETS_KEY,
  }
}
