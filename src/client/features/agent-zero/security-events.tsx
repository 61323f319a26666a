import { ShieldCheck } from 'lucide-react'
import { useState } from 'react'
import { QueryState } from '@/client/components/query-state'
import { Label } from '@/client/components/ui/label'
import { NativeSelect } from '@/client/components/ui/native-select'
import { useAdminSession } from '@/client/lib/admin-session'
import { SECURITY_EVENT_KINDS, type SecurityEventKind } from '@/shared/observer'
import { useSecurityEvents } from './api/get-security-events'
import { typeLabel } from './labels'
import { ObservationItem } from './observation-item'

/** Sign-in failures, throttles, password, role and account changes: for administrators. */
export function SecurityEvents() {
  const admin = useAdminSession()
  const [kind, setKind] = useState<SecurityEventKind | 'all'>('all')
  const events = useSecurityEvents(kind, admin.isAdmin)
  if (!admin.isAdmin) return null
  return (
    <section aria-labelledby="security-events-heading" className="mt-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h3 id="security-events-heading" className="flex items-center gap-2 text-sm font-semibold">
          <ShieldCheck className="size-4 text-primary" aria-hidden />
          Security events (administrators)
        </h3>
        <div className="grid gap-1">
          <Label htmlFor="security-kind" className="text-xs">
            Kind
          </Label>
          <NativeSelect
            id="security-kind"
            className="w-56"
            value={kind}
            onChange={(event) => setKind(event.target.value as SecurityEventKind | 'all')}
          >
            <option value="all">All security events</option>
            {SECURITY_EVENT_KINDS.map((value) => (
              <option key={value} value={value}>
                {typeLabel(value)}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
      <QueryState query={events} loading="Reading the security events…" className="mt-2">
        {(data) => (
          <ol
            aria-label="Security events"
            className="mt-2 max-h-[28rem] space-y-2 overflow-y-auto overscroll-contain pr-1"
            tabIndex={0}
          >
            {data.length === 0 ? (
              <li className="text-sm text-muted-foreground">None recorded.</li>
            ) : (
              data.map((observation) => (
                <li key={observation.id}>
                  <ObservationItem observation={observation} />
                </li>
              ))
            )}
          </ol>
        )}
      </QueryState>
    </section>
  )
}
