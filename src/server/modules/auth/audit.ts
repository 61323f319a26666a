import type { AppServices } from '../../types'
import { SECURITY_TYPE_PREFIX, type SecurityEventKind } from '@/shared/observer'
import { observe } from '../observer/service'

export interface SecurityEvent {
  kind: SecurityEventKind
  /** One sentence for Agent Zero's list; names and ids only, never a password, token or hash. */
  text: string
  /** Who did it (the signed-in person or administrator), when anyone is signed in. */
  actor?: { id: number; username: string } | null
  /** Whom it concerned. */
  subject?: { id: number; username: string } | null
  ip?: string
  details?: Record<string, string | number | boolean | null>
  alert?: boolean
}

/**
 * Records a security event as an Agent Zero observation of type `security:<kind>`. Only
 * administrators read these (decision 128). Awaited, so the trail is written before the answer.
 */
export async function audit(app: AppServices, event: SecurityEvent) {
  try {
    await observe(app, {
      type: `${SECURITY_TYPE_PREFIX}${event.kind}`,
      status: event.alert ? 'alert' : 'recorded',
      observation: event.text,
      data: {
        ...(event.actor ? { actorId: event.actor.id, actor: event.actor.username } : {}),
        ...(event.subject ? { userId: event.subject.id, user: event.subject.username } : {}),
        ...(event.ip ? { ip: event.ip } : {}),
        ...event.details,
      },
    })
  } catch (error) {
    app.log.warn({ err: error, kind: event.kind }, 'security observation not recorded')
  }
}
