import { extractFacts } from '../../modules/chat/facts'
import type { ChatMessage } from '../provider'

/** What the engine knows about the person: stored facts, and what they said in this conversation. */
export interface Known {
  name?: string
  place?: string
  /** What they work as ("I work as a nurse"). */
  job?: string
  likes: string[]
  /** Every fact as a "Label: value" line, for "what do you know about me?". */
  lines: string[]
}

/** "I'm Lena", which the stored-fact patterns leave out because "I'm tired" reads the same. */
const SHORT_NAME =
  /\b(?:[Ii]'m|[Ii] am)\s+([A-Z][\p{L}'-]{1,30})\b(?!\s+(?:to|in|from|so|really|very|not|feeling|into|looking|trying|going)\b)/u
const TRAILING_CLAUSE = /\s+(and|but|so|because)\s+(i|i'm|my)\b.*$/i

/**
 * Reads the facts a person stated in the user turns of this conversation (visitors included:
 * their history is all there is) on top of the facts stored for a signed-in person.
 */
export function knownAbout(messages: readonly ChatMessage[], stored: readonly string[]): Known {
  const lines: string[] = [...stored]
  for (const message of messages) {
    if (message.role !== 'user') continue
    const found = extractFacts(message.content).map((fact) => fact.replace(TRAILING_CLAUSE, ''))
    const short = SHORT_NAME.exec(message.content)
    if (short && !found.some((fact) => fact.startsWith('Name: '))) found.push(`Name: ${short[1]}`)
    for (const fact of found) {
      const label = fact.split(':')[0]
      // A later statement replaces an earlier one of the same kind, except what they like.
      const index = label === 'Likes' ? -1 : lines.findIndex((line) => line.startsWith(`${label}:`))
      if (index >= 0) lines[index] = fact
      else if (!lines.includes(fact)) lines.push(fact)
    }
  }
  const value = (label: string) =>
    lines.find((line) => line.startsWith(`${label}: `))?.slice(label.length + 2)
  return {
    name: value('Name'),
    place: value('Lives in'),
    job: value('Works as'),
    likes: lines.filter((line) => line.startsWith('Likes: ')).map((line) => line.slice(7)),
    lines,
  }
}
