import path from 'node:path'
import { z } from 'zod'

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1')

const ConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('0.0.0.0'),
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
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: booleanFromEnv.default(false),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(600),
  REQUEST_TIMEOUT_MS: z.coerce.number().int().positive().default(30_000),
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(600_000).default(30_000),
  CLIENT_DIR: z.string().min(1).default('./dist/client'),
  AI_BASE_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  AI_API_KEY: z.string().optional(),
  AI_MODEL: z.string().min(1).default('gpt-4o-mini'),
  AI_TIMEOUT_MS: z.coerce.number().int().positive().default(30_000),
  OFFLINE_CHUNK_DELAY_MS: z.coerce.number().int().min(0).max(1000).default(15),
  VAULTS_DIR: z.string().min(1).optional(),
  TEST_SUMMARY_FILE: z.string().min(1).default('./.tmp/test-summary.json'),
  GITHUB_API_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
    .default('https://api.github.com'),
  GITHUB_TOKEN: z.string().optional(),
  SCHEDULER_ENABLED: booleanFromEnv.optional(),
  AUTO_MESSAGING_SECONDS: z.coerce.number().int().min(0).max(86_400).default(120),
  ADMIN_USERNAMES: z
    .string()
    .regex(/^[A-Za-z0-9_.,\s-]*$/, 'must be usernames separated by commas')
    .optional(),
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
  /** Keep the PGlite database in memory (tests). */
  inMemoryDatabase: boolean
  logLevel: z.infer<typeof ConfigSchema>['LOG_LEVEL']
  trustProxy: boolean
  rateLimitPerMinute: number
  requestTimeoutMs: number
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
  /** Lower-case usernames allowed the operator actions (maintenance); nobody when empty. */
  adminUsernames: string[]
  ai: {
    /** OpenAI-compatible endpoint; the offline engine answers when absent. */
    baseUrl?: string
    apiKey?: string
    model: string
    timeoutMs: number
    /** Pause between the offline engine's streamed chunks. */
    offlineChunkDelayMs: number
  }
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
    host: parsed.HOST,
    port: parsed.PORT,
    dataDir: path.resolve(parsed.DATA_DIR),
    databaseUrl: parsed.DATABASE_URL,
    databaseSchema: parsed.DATABASE_SCHEMA,
    inMemoryDatabase: false,
    logLevel: parsed.LOG_LEVEL,
    trustProxy: parsed.TRUST_PROXY,
    rateLimitPerMinute: parsed.RATE_LIMIT_PER_MINUTE,
    requestTimeoutMs: parsed.REQUEST_TIMEOUT_MS,
    shutdownGraceMs: parsed.SHUTDOWN_GRACE_MS,
    clientDir: path.resolve(parsed.CLIENT_DIR),
    vaultsDir: path.resolve(parsed.VAULTS_DIR ?? path.join(parsed.DATA_DIR, 'vaults')),
    testSummaryFile: path.resolve(parsed.TEST_SUMMARY_FILE),
    github: { apiUrl: parsed.GITHUB_API_URL.replace(/\/+$/, ''), token: parsed.GITHUB_TOKEN },
    schedulerEnabled: parsed.SCHEDULER_ENABLED ?? parsed.NODE_ENV !== 'test',
    autoMessagingSeconds: parsed.AUTO_MESSAGING_SECONDS,
    adminUsernames: (parsed.ADMIN_USERNAMES ?? '')
      .split(',')
      .map((name) => name.trim().toLowerCase())
      .filter(Boolean),
    ai: {
      baseUrl: parsed.AI_BASE_URL,
      apiKey: parsed.AI_API_KEY,
      model: parsed.AI_MODEL,
      timeoutMs: parsed.AI_TIMEOUT_MS,
      offlineChunkDelayMs: parsed.OFFLINE_CHUNK_DELAY_MS,
    },
  }
}
