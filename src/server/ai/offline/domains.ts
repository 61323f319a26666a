import type { VoiceId } from '@/shared/personas'
import type { Fact } from './knowledge'

/** What each persona knows best: it draws on these passages first and adds one from them. */
export interface Domain {
  kinds: readonly Fact['kind'][]
  pattern: RegExp
  /** Words that steer a search into the domain. */
  words: string
  /** Introduces the persona's own angle on the question. */
  angle: string
}

export const domains: Record<VoiceId, Domain> = {
  adam: {
    kinds: ['doc', 'plan', 'persona'],
    pattern:
      /\b(system|analy\w*|logic\w*|reason\w*|evidence|data|architecture|observer|agent zero|knowledge|research|philosoph\w*|limit\w*|layers?|counted|mathemat\w*|graph)\b/i,
    words: 'system analysis logic knowledge observer layer limit',
    angle: 'How it fits the system:',
  },
  eve: {
    kinds: ['book'],
    pattern:
      /\b(stor(y|ies)|creative|art|arts|music\w*|draw\w*|writ\w*|poe\w*|myth\w*|dream\w*|imagin\w*|design|books?|novels?|comic|symbol\w*)\b/i,
    words: 'story creative art book writing myth dream',
    angle: 'The creative side of it:',
  },
  eva: {
    kinds: [],
    pattern:
      /\b(wellbeing|well-being|wellness|meditat\w*|mindful\w*|emotion\w*|journal\w*|feel\w*|people|community|reflect\w*|care|consciousness|self|guidance|calm|habits?)\b/i,
    words: 'wellbeing mindfulness emotional journaling reflection people guidance',
    angle: 'For the person behind the question:',
  },
  alex: {
    kinds: ['course', 'screen'],
    pattern:
      /\b(courses?|steps?|practical|enrol\w*|repair|woodworking|build\w*|programm\w*|code|start|open|click|tools?|sign up|tutor)\b/i,
    words: 'course practical steps start open enrol tutor',
    angle: 'Practical next step:',
  },
  'agent-zero': {
    kinds: ['screen'],
    pattern: /\b(observ\w*|system|health|integrity|audit)\b/i,
    words: 'observer system health',
    angle: 'Related record:',
  },
}

export const inDomain = (persona: VoiceId, fact: Fact) =>
  domains[persona].kinds.includes(fact.kind) ||
  domains[persona].pattern.test(`${fact.title} ${fact.text}`)
