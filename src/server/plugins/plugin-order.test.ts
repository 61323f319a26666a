import Fastify from 'fastify'
import { afterEach, describe, expect, it } from 'vitest'
import { loadConfig } from '../config'
import { configPlugin } from './config'
import { csrfProtection } from './csrf'
import { requestTarget } from './request-target'

const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' })
let app = Fastify({ logger: false })
afterEach(() => app.close())

describe('plugins that depend on another', () => {
  it('start when registered after what they need', async () => {
    app = Fastify({ logger: false })
    await app.register(configPlugin, { config })
    await app.register(requestTarget)
    await app.register(csrfProtection)
    app.get('/api/probe', async (request) => ({ isApi: request.isApi }))
    const res = await app.inject({ url: '/api/probe', headers: { host: 'localhost' } })
    expect(res.json()).toEqual({ isApi: true })
  })

  it('stop the start, naming both, when registered before what they need', async () => {
    app = Fastify({ logger: false })
    await app.register(configPlugin, { config })
    await expect(app.register(csrfProtection)).rejects.toThrow(
      "The dependency 'request-target' of plugin 'csrf' is not registered",
    )
  })

  it('stop the start too when the missing plugin would come later', async () => {
    app = Fastify({ logger: false })
    app.register(configPlugin, { config })
    app.register(csrfProtection)
    app.register(requestTarget)
    await expect(app.ready()).rejects.toThrow(
      "The dependency 'request-target' of plugin 'csrf' is not registered",
    )
  })
})
