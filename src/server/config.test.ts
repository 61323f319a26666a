import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from './config'

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({})
    expect(config.port).toBe(5000)
    expect(config.dataDir).toBe(path.resolve('./data'))
    expect(config.databaseUrl).toBeUndefined()
    expect(config.env).toBe('development')
    expect(config.ai).toMatchObject({ baseUrl: undefined, model: 'gpt-4o-mini', timeoutMs: 30_000 })
  })

  it('reads the pool size and the background allowance, within their bounds', () => {
    expect(loadConfig({}).databasePoolMax).toBe(10)
    expect(loadConfig({ DATABASE_POOL_MAX: '25' }).databasePoolMax).toBe(25)
    expect(() => loadConfig({ DATABASE_POOL_MAX: '1' })).toThrow(/DATABASE_POOL_MAX/)
    expect(loadConfig({}).backgroundModelCallsPerDay).toBe(200)
    expect(loadConfig({ BACKGROUND_MODEL_CALLS_PER_DAY: '0' }).backgroundModelCallsPerDay).toBe(0)
    expect(() => loadConfig({ BACKGROUND_MODEL_CALLS_PER_DAY: '-1' })).toThrow(
      /BACKGROUND_MODEL_CALLS_PER_DAY/,
    )
  })

  it('reads the AI endpoint and refuses one that is not http(s)', () => {
    expect(loadConfig({ AI_BASE_URL: 'http://localhost:11434/v1' }).ai.baseUrl).toBe(
      'http://localhost:11434/v1',
    )
    expect(() => loadConfig({ AI_BASE_URL: 'ftp://x' })).toThrow(/AI_BASE_URL/)
  })

  it('reads overrides and treats empty values as unset', () => {
    const config = loadConfig({ PORT: '6123', DATA_DIR: '/tmp/hc', DATABASE_URL: '' })
    expect(config.port).toBe(6123)
    expect(config.dataDir).toBe('/tmp/hc')
    expect(config.databaseUrl).toBeUndefined()
  })

  it('gives requests running at shutdown 30 s by default; 0 to 10 minutes may be set', () => {
    expect(loadConfig({}).shutdownGraceMs).toBe(30_000)
    expect(loadConfig({ SHUTDOWN_GRACE_MS: '0' }).shutdownGraceMs).toBe(0)
    expect(loadConfig({ SHUTDOWN_GRACE_MS: '120000' }).shutdownGraceMs).toBe(120_000)
    for (const bad of ['-1', '2.5', 'soon', '600001'])
      expect(() => loadConfig({ SHUTDOWN_GRACE_MS: bad })).toThrow(/SHUTDOWN_GRACE_MS/)
  })

  it('names every bad variable', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x' })).toThrow(ConfigError)
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x' })
    } catch (error) {
      expect(String(error)).toMatch(/PORT/)
      expect(String(error)).toMatch(/DATABASE_URL/)
    }
  })

  it('reads the admin usernames: comma-separated, trimmed, case-insensitive; nobody by default', () => {
    expect(loadConfig({}).adminUsernames).toEqual([])
    expect(loadConfig({ ADMIN_USERNAMES: ' Ada_L, ops.team ,,' }).adminUsernames).toEqual([
      'ada_l',
      'ops.team',
    ])
    expect(() => loadConfig({ ADMIN_USERNAMES: 'ada;drop table' })).toThrow(/ADMIN_USERNAMES/)
  })

  it('listens on this machine only, except in production, unless HOST says otherwise', () => {
    expect(loadConfig({}).host).toBe('127.0.0.1')
    expect(loadConfig({ NODE_ENV: 'test' }).host).toBe('127.0.0.1')
    expect(loadConfig({ NODE_ENV: 'production' }).host).toBe('0.0.0.0')
    expect(loadConfig({ NODE_ENV: 'production', HOST: '127.0.0.1' }).host).toBe('127.0.0.1')
  })

  it('reads TRUST_PROXY as on/off, a hop count or proxy addresses', () => {
    expect(loadConfig({}).trustProxy).toBe(false)
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true)
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1)
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, ::1' }).trustProxy).toEqual(['10.0.0.0/8', '::1'])
    expect(() => loadConfig({ TRUST_PROXY: 'nginx' })).toThrow(/TRUST_PROXY/)
  })

  it('reads the public origin and the allowed host names', () => {
    const config = loadConfig({
      PUBLIC_ORIGIN: 'https://Codex.example/',
      ALLOWED_HOSTS: 'A.example, b.example',
    })
    expect(config.publicOrigin).toBe('https://codex.example')
    expect(config.allowedHosts).toEqual(['a.example', 'b.example'])
    expect(() => loadConfig({ PUBLIC_ORIGIN: 'ftp://x' })).toThrow(/PUBLIC_ORIGIN/)
  })

  it('reads the origins that may call /v1 from a browser', () => {
    expect(loadConfig({}).corsOrigins).toEqual([])
    expect(
      loadConfig({ CORS_ORIGINS: 'https://App.example/, http://localhost:3000' }).corsOrigins,
    ).toEqual(['https://app.example', 'http://localhost:3000'])
    expect(loadConfig({ CORS_ORIGINS: '*' }).corsOrigins).toEqual(['*'])
    expect(() => loadConfig({ CORS_ORIGINS: 'app.example' })).toThrow(/CORS_ORIGINS/)
    expect(() => loadConfig({ CORS_ORIGINS: 'https://app.example/path' })).toThrow(/CORS_ORIGINS/)
  })
})
