import type { ExpertCategory, ExpertStatus } from '@/shared/experts'

export const categoryLabels: Record<ExpertCategory, string> = {
  consciousness: 'Consciousness',
  technical: 'Technical',
  creative: 'Creative',
  guidance: 'Guidance',
  business: 'Business',
  education: 'Education',
  wellness: 'Wellness',
  premium: 'Premium',
}

export const statusLabels: Record<ExpertStatus, string> = {
  active: 'Active',
  beta: 'Beta',
  developing: 'Developing',
}

/** Tailwind classes of a status badge. */
export const statusTone: Record<string, string> = {
  active: 'border-emerald-400/40 bg-emerald-400/10 text-emerald-300',
  beta: 'border-sky-400/40 bg-sky-400/10 text-sky-300',
  developing: 'border-amber-400/40 bg-amber-400/10 text-amber-300',
}
