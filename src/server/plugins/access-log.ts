import fp from 'fastify-plugin'

/**
 * One access-log line per request, written when its answer ends (Fastify's own logging writes
 * two, "incoming request" and "request completed"; decision 145). At `info`, like the rest.
 */
export const accessLog = fp(
  async (app) => {
    app.addHook('onResponse', (request, reply, done) => {
      request.log.info(
        {
          method: request.method,
          url: request.url,
          status: reply.statusCode,
          ms: Math.round(reply.elapsedTime * 100) / 100,
        },
        'request',
      )
      done()
    })
  },
  { name: 'access-log' },
)
