import fp from 'fastify-plugin'

/**
 * What time it is for the app's timed decisions: the scheduler's ticks and the idle pause of
 * background agents (decision 219). Tests give the app one they move, so "11 minutes of
 * nobody" takes no 11 minutes.
 */
export interface Clock {
  now(): Date
}

export const systemClock: Clock = { now: () => new Date() }

/** `app.clock`: the system's, unless buildApp was given another. */
export const clockPlugin = fp<{ clock: Clock }>(
  async (app, options) => {
    app.decorate('clock', options.clock)
  },
  { name: 'clock' },
)
