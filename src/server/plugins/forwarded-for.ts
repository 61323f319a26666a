import net from 'node:net'
import fp from 'fastify-plugin'

/**
 * Keeps only IP addresses in X-Forwarded-For before anything reads the client address: with
 * TRUST_PROXY, whatever a client wrote there could otherwise become `request.ip`, and so the
 * text of the access log, the throttles' keys and the security trail (decision 141).
 */
export const forwardedFor = fp(
  async (app) => {
    app.addHook('onRequest', async (request) => {
      const header = request.raw.headers['x-forwarded-for']
      if (header === undefined) return
      const hops = (Array.isArray(header) ? header.join(',') : header).split(',')
      const addresses = hops.map((hop) => hop.trim()).filter((hop) => net.isIP(hop) !== 0)
      if (addresses.length === hops.length) return
      if (addresses.length) request.raw.headers['x-forwarded-for'] = addresses.join(', ')
      else delete request.raw.headers['x-forwarded-for']
    })
  },
  { name: 'forwarded-for' },
)
