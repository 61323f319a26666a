import fp from 'fastify-plugin'
import type { Config } from '../config'

/** `app.config`: the one configuration, parsed by config.ts, that every other plugin reads. */
export const configPlugin = fp<{ config: Config }>(
  async (app, { config }) => {
    app.decorate('config', config)
  },
  { name: 'config' },
)
