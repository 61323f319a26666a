import { liveInsights, type LearningLogEntry } from '@content/learning-logs'

export const LIVE_TICK_MS = 10_000
export const LIVE_CHANCE = 0.1
export const MAX_ENTRIES = 20

/**
 * A new low-impact entry from adam or eve, about consciousness or a bridge
 * (docs/product/learning.md).
 */
export function createLiveEntry(random: () => number, now: number): LearningLogEntry {
  const entity = random() < 0.5 ? 'adam' : 'eve'
  const learningType = random() < 0.5 ? 'consciousness' : 'bridge'
  const options = liveInsights[entity][learningType]
  const insight = options[Math.floor(random() * options.length)] ?? options[0] ?? ''
  const name = entity === 'adam' ? 'Adam' : 'Eve'
  return {
    id: `live-${now}-${Math.floor(random() * 1e6)}`,
    timestamp: now,
    entity,
    learningType,
    impact: 'low',
    insight,
    humanReadable: `${name} noted: ${insight.charAt(0).toLowerCase()}${insight.slice(1)}.`,
    technicalDetails: `${learningType} signal recorded by ${entity}; weight 0.1, pending review.`,
  }
}

/** One 10-second tick: with a 10% chance, a new entry goes first; at most 20 are kept. */
export function tick(entries: LearningLogEntry[], random: () => number, now: number) {
  if (random() >= LIVE_CHANCE) return entries
  return [createLiveEntry(random, now), ...entries].slice(0, MAX_ENTRIES)
}
