export const TARGETS: Record<'client' | 'server', { output: string; inputs: string[] }>
export function isStale(name: 'client' | 'server'): boolean
export function ensureBuilt(names?: ('client' | 'server')[]): void
