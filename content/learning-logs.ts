/**
 * The AI learning logs' sample entries (docs/product/learning.md "Learning log entry": local sample
 * data), shown by the learning-logs section and the minds view.
 */
export type LogEntity = 'adam' | 'eve' | 'system'
export type LearningType = 'consciousness' | 'bridge' | 'evolution' | 'interaction'
export type Impact = 'high' | 'medium' | 'low'

export interface LearningLogEntry {
  id: string
  timestamp: number
  entity: LogEntity
  learningType: LearningType
  insight: string
  impact: Impact
  humanReadable: string
  technicalDetails: string
}

const MINUTE = 60_000

/** The entries the panel opens with, timed relative to `now`. */
export function sampleEntries(now: number): LearningLogEntry[] {
  const entry = (
    minutesAgo: number,
    entity: LogEntity,
    learningType: LearningType,
    impact: Impact,
    insight: string,
    humanReadable: string,
    technicalDetails: string,
  ): LearningLogEntry => ({
    id: `sample-${minutesAgo}`,
    timestamp: now - minutesAgo * MINUTE,
    entity,
    learningType,
    impact,
    insight,
    humanReadable,
    technicalDetails,
  })
  return [
    entry(
      4,
      'adam',
      'consciousness',
      'high',
      'Questions carry structure before content',
      'Adam noticed that how a question is built says as much as what it asks, and now answers the structure first.',
      'Question-form classifier added ahead of retrieval; answer templates keyed by form.',
    ),
    entry(
      11,
      'eve',
      'bridge',
      'medium',
      'Metaphor as a bridge between experts',
      'Eve found that one shared metaphor lets two experts explain the same idea to each other.',
      'Cross-expert prompts now carry a shared analogy slot; reuse rate tracked per pair.',
    ),
    entry(
      19,
      'system',
      'evolution',
      'high',
      'The codex reads its own map',
      'The system linked every screen and section into one registry, so search and navigation agree.',
      'Route registry shared by client routing and the quick-search index.',
    ),
    entry(
      27,
      'adam',
      'interaction',
      'low',
      'Shorter first answers invite better follow-ups',
      'Visitors asked sharper follow-up questions when Adam kept his first answer brief.',
      'First-turn length target lowered; follow-up depth measured per conversation.',
    ),
    entry(
      38,
      'eve',
      'consciousness',
      'high',
      'Stories remember what lists forget',
      'Eve saw that ideas told as a story were recalled in later conversations more often than lists.',
      'Narrative framing flag on answers; recall measured by later references.',
    ),
    entry(
      52,
      'system',
      'interaction',
      'medium',
      'Popular paths reveal the real front door',
      'What visitors choose in search shows which parts of the codex people look for first.',
      'Quick-search choices counted per result; popular list ranks by count, then recency.',
    ),
    entry(
      66,
      'eve',
      'evolution',
      'low',
      'Silence is part of a conversation',
      'Eve learned to leave room: not every message needs an answer at once.',
      'Reply-delay heuristic on low-urgency board threads.',
    ),
    entry(
      81,
      'adam',
      'bridge',
      'medium',
      'Definitions connect disciplines',
      'Adam bridged two courses by agreeing on one definition before comparing them.',
      'Glossary alignment step before cross-course comparison.',
    ),
  ]
}

/** What adam and eve note in live entries, by kind (docs/product/learning.md). */
export const liveInsights: Record<'adam' | 'eve', Record<'consciousness' | 'bridge', string[]>> = {
  adam: {
    consciousness: [
      'A pattern repeats across unrelated questions',
      'Precision grows from naming assumptions',
      'Attention follows the clearest question',
    ],
    bridge: [
      'A shared term links two threads',
      'An analogy from physics clarified a learning path',
      'Two experts agree once their units match',
    ],
  },
  eve: {
    consciousness: [
      'Curiosity returns when a story is left open',
      'A colour named an emotion more exactly than a word',
      'Play opens a question that logic closed',
    ],
    bridge: [
      'A poem connected music and mathematics',
      'An image carried an idea between two rooms',
      'A character voiced what a chart could not',
    ],
  },
}
