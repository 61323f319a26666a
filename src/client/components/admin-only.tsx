import { useId } from 'react'
import { Link } from 'react-router'
import { useAdminSession } from '@/client/lib/admin-session'
import { cn } from '@/client/lib/utils'

export interface AdminGate {
  /** An administrator is signed in; false until the server has answered. */
  allowed: boolean
  /** Completes "Sign in as an administrator to …" and "Only administrators can …". */
  what: string
  /** Why the control is disabled, once known; null for an administrator. */
  refusal: 'visitor' | 'member' | null
  /** For the control's `aria-describedby`: the id of the line saying why, while it shows. */
  describedBy: string | undefined
  /** Why a signed-in person may not, when it is not "only administrators can …". */
  reason?: string
}

/** Whether this session may `what` (an operator action), and how to tie the reason to it. */
export function useAdminOnly(what: string): AdminGate {
  const admin = useAdminSession()
  const id = useId()
  const refusal = !admin.known
    ? null
    : !admin.signedIn
      ? 'visitor'
      : admin.isAdmin
        ? null
        : 'member'
  return { allowed: admin.isAdmin, what, refusal, describedBy: refusal ? id : undefined }
}

/** The one line under a control only administrators may use, saying why it is disabled. */
export function AdminOnlyReason({ gate, className }: { gate: AdminGate; className?: string }) {
  if (!gate.refusal) return null
  return (
    <p id={gate.describedBy} className={cn('text-sm text-muted-foreground', className)}>
      {gate.refusal === 'visitor' ? (
        <>
          <Link
            to="/#auth"
            className="text-primary underline underline-offset-4 hover:decoration-2"
          >
            Sign in
          </Link>{' '}
          as an administrator to {gate.what}.
        </>
      ) : (
        (gate.reason ?? `Only administrators can ${gate.what}.`)
      )}
    </p>
  )
}
