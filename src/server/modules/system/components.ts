import type { Enhancement } from '@/shared/system'

/**
 * The platform's server components and what each one adds, with the integrity check that
 * decides its state (when there is one). Status is computed at request time.
 */
export const components: (Omit<Enhancement, 'status' | 'timestamp'> & { check?: string })[] = [
  {
    component: 'Database',
    enhancementType: 'storage',
    description: 'PGlite or PostgreSQL with the same migrations, applied at start.',
    impact: 'high',
    agentZeroIntegration: true,
    check: 'database',
  },
  {
    component: 'Accounts & sessions',
    enhancementType: 'security',
    description: 'argon2id passwords, hashed rotating sessions, brute-force limits, CSRF checks.',
    impact: 'high',
    agentZeroIntegration: true,
    check: 'consistency',
  },
  {
    component: 'AI engine',
    enhancementType: 'intelligence',
    description:
      'Offline engine over the codex knowledge, or any OpenAI-compatible model, streamed.',
    impact: 'high',
    agentZeroIntegration: true,
    check: 'ai-provider',
  },
  {
    component: 'Persona chat',
    enhancementType: 'streaming',
    description:
      'Server-Sent Events replies, cancellation on disconnect, daily limits, saved history.',
    impact: 'high',
    agentZeroIntegration: true,
  },
  {
    component: 'Message board',
    enhancementType: 'caching',
    description: 'Cursor-paged board with pages cached until the next live event.',
    impact: 'medium',
    agentZeroIntegration: true,
    check: 'consistency',
  },
  {
    component: 'Live events',
    enhancementType: 'real-time',
    description: 'Ordered event log, LISTEN/NOTIFY fan-out, Last-Event-ID resume.',
    impact: 'high',
    agentZeroIntegration: true,
    check: 'event-stream',
  },
  {
    component: 'Quick search',
    enhancementType: 'indexing',
    description: 'MiniSearch index of screens, sections, API and documents, re-indexed on change.',
    impact: 'medium',
    agentZeroIntegration: true,
    check: 'search-index',
  },
  {
    component: 'Scheduler',
    enhancementType: 'automation',
    description: 'Jobs claimed once per tick across instances: auto messaging and clean-ups.',
    impact: 'medium',
    agentZeroIntegration: false,
  },
  {
    component: 'Agent Zero',
    enhancementType: 'observation',
    description: 'Observations of real events, integrity audits, invocations.',
    impact: 'high',
    agentZeroIntegration: true,
  },
  {
    component: 'Metrics',
    enhancementType: 'monitoring',
    description: 'Per-route latency percentiles, error rate, event-loop lag, Prometheus text.',
    impact: 'medium',
    agentZeroIntegration: false,
  },
  {
    component: 'Storage space',
    enhancementType: 'capacity',
    description: 'Free space for the data directory is watched.',
    impact: 'low',
    agentZeroIntegration: true,
    check: 'disk-space',
  },
]
