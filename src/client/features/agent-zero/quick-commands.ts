import { RotateCcw, Scale, ShieldCheck, Sparkles, type LucideIcon } from 'lucide-react'
import type { INVOCATION_TYPES } from '@/shared/observer'

export type InvocationType = (typeof INVOCATION_TYPES)[number]

export interface QuickCommand {
  label: string
  query: string
  type: InvocationType
  icon: LucideIcon
}

/**
 * docs/product/agent-zero.md: the Status tab's four commands with their exact queries and types.
 */
export const quickCommands: QuickCommand[] = [
  { label: 'System Audit', query: 'audit memory', type: 'audit', icon: ShieldCheck },
  { label: 'Reset Codex', query: 'reset codex', type: 'reset', icon: RotateCcw },
  { label: 'Observe Genesis', query: 'observe genesis', type: 'genesis', icon: Sparkles },
  { label: 'Truth Check', query: 'verify truth baseline', type: 'verify', icon: Scale },
]
