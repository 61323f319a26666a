import { SECURITY_TYPE_PREFIX, type Observation } from '@/shared/observer'

/** "memory_audit" → "Memory audit", "slow-request" → "Slow request". */
export function typeLabel(type: string): string {
  if (type.startsWith(SECURITY_TYPE_PREFIX))
    return `Security · ${typeLabel(type.slice(SECURITY_TYPE_PREFIX.length))}`
  const words = type.replace(/[-_]+/g, ' ').trim()
  return words ? words[0]!.toUpperCase() + words.slice(1) : type
}

export const statusStyles: Record<Observation['status'], string> = {
  recorded: 'border-border text-muted-foreground',
  acknowledged: 'border-sky-400/40 text-sky-300',
  alert: 'border-amber-400/50 text-amber-300',
  passed: 'border-emerald-400/50 text-emerald-300',
  failed: 'border-rose-400/50 text-rose-300',
}

/** The `issues` an audit or verification listed, when the observation has them. */
export function issuesOf(observation: Observation): string[] {
  const issues = observation.data.issues
  return Array.isArray(issues) ? issues.filter((i): i is string => typeof i === 'string') : []
}
