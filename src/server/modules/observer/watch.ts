import type { FastifyInstance } from 'fastify'
import type { PublishedLiveEvent } from '@/shared/live-events'
import { observe, type NewObservation } from './service'

const SLOW_REQUEST_MS = 1000

/** What a live event means to Agent Zero (ids and kinds only, never message bodies). */
export function observationFor(event: PublishedLiveEvent): NewObservation | null {
  switch (event.type) {
    case 'message': {
      const message = event.data
      if (message.messageType === 'announcement') {
        return {
          type: 'broadcast',
          data: { messageId: message.id, priority: message.priority },
          observation: `Broadcast ${message.id} from ${message.fromAgent} reached the AI entities.`,
        }
      }
      return {
        type: 'board-post',
        data: {
          messageId: message.id,
          fromAgent: message.fromAgent,
          messageType: message.messageType,
        },
        observation: `Board post ${message.id} by ${message.fromAgent} (${message.messageType}).`,
      }
    }
    case 'agent':
      return {
        type: 'agent-registered',
        data: { agentId: event.data.id },
        observation: `External agent ${event.data.id} joined the codex.`,
      }
    case 'collaboration':
      return {
        type: 'collaboration',
        data: { collaborationId: event.data.id },
        observation: `Collaboration ${event.data.id} finished.`,
      }
    default:
      return null
  }
}

/**
 * Agent Zero watches for real: live events this instance published, and requests as they
 * complete (sign-ups, blocked sign-ins, errors, slow requests, rate-limit hits).
 */
export function watch(app: FastifyInstance) {
  const record = (entry: NewObservation | null) =>
    entry
      ? app.background.track(observe(app, entry), (error) =>
          app.log.warn({ err: error }, 'observation not recorded'),
        )
      : undefined
  app.events.onLocalPublish((event) => record(observationFor(event)))

  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? 'unmatched'
    const status = reply.statusCode
    if (route === '/api/register' && status === 201) {
      record({ type: 'sign-up', observation: 'A new account joined the codex.' })
    } else if (route === '/api/login' && status === 429) {
      record({
        type: 'repeated-login-failures',
        status: 'alert',
        data: { route },
        observation: 'Sign-ins were blocked after repeated failures.',
      })
    } else if (status === 429) {
      record({
        type: 'rate-limit',
        status: 'alert',
        data: { route, method: request.method },
        observation: `Rate limit reached on ${request.method} ${route}.`,
      })
    }
    if (status >= 500) {
      record({
        type: 'error',
        status: 'alert',
        data: { route, method: request.method, status },
        observation: `${request.method} ${route} failed with ${status}.`,
      })
    }
    if (reply.elapsedTime > SLOW_REQUEST_MS && !route.startsWith('/api/events')) {
      record({
        type: 'slow-request',
        status: 'alert',
        data: { route, method: request.method, ms: Math.round(reply.elapsedTime) },
        observation: `${request.method} ${route} took ${Math.round(reply.elapsedTime)} ms.`,
      })
    }
    done()
  })
}
