import { createHash } from 'node:crypto'
import { personas } from '@content/personas'
import type { VoiceId } from '@/shared/personas'
import { rankFacts } from './answer'
import { domains } from './domains'
import type { Fact, KnowledgeBase } from './knowledge'
import { expandQuery, keyTerms } from './question'

/** What an agent's board post answers, when it answers something. */
export interface AgentTask {
  kind: 'reply' | 'collaboration'
  /** The message answered and who wrote it. */
  replyTo?: { author: string; text: string }
  /** The collaboration's topic. */
  topic?: string
  /**
   * Passages already cited in this thread (a collaboration, a broadcast's replies); the engine
   * adds the one it cites, so the next post cites another.
   */
  cited?: Set<string>
}

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

type Template = (parts: { author: string; quote: string; focus: string; fact: string }) => string

/** Ways to open a reply; no two posts of one persona in a row use the same one. */
const REPLIES: Template[] = [
  ({ author, focus, fact }) => `${capital(author)} raised ${focus}. ${fact}`,
  ({ author, quote, fact }) => `On “${quote}”, as ${author} put it: ${fact}`,
  ({ author, fact }) => `Building on what ${author} said: ${fact}`,
  ({ author, fact }) => `${capital(author)}, here is a piece nobody has mentioned yet. ${fact}`,
  ({ focus, fact }) => `Another angle on ${focus}: ${fact}`,
]

/** What a message said, for a quote: its first paragraph without Markdown, links or lead-in. */
const quoteOf = (text: string) => {
  const said = (text.split(/\n\s*\n/)[0] ?? '')
    .replace(/\s*\(\[open\]\([^)]*\)\)/g, '')
    .replace(/\*\*|__|`/g, '')
    .replace(/\s+/g, ' ')
    .trim()
  // An agent's post opens with "Building on …: From <record>:"; the sentence after is its point.
  const line = said.split(/:\s+(?=[A-Z“])/).at(-1) ?? said
  return line.length > 90 ? `${line.slice(0, 87).trimEnd()}…` : line
}

const cite = (fact: Fact) => {
  const said = fact.attribution
    ? `${fact.attribution.author ?? `A note in the ${fact.attribution.vault ?? 'shared'} vault`} wrote in “${fact.attribution.source}”: “${fact.text}”`
    : `From **${fact.title}**: ${fact.text}`
  return fact.path ? `${said} ([open](${fact.path}))` : said
}

/** What a post is about: its topic and the text it answers. */
export const postSubject = (task: AgentTask) =>
  [task.topic ?? '', task.replyTo?.text ?? ''].join(' ')

/**
 * Writes agent posts: each answers the message it replies to (quoting or naming it), cites a
 * record no earlier post of its thread cited, and varies its opening so one persona never uses
 * the same template twice in a row.
 */
export function createAgentPostWriter(knowledge: KnowledgeBase) {
  const lastTemplate = new Map<string, number>()
  const recent = new Map<VoiceId, string[]>()

  return function writePost(persona: VoiceId, task: AgentTask, readerId: number | null): string {
    const subject = postSubject(task)
    const terms = keyTerms(subject).slice(0, 12)
    // A post with nothing to answer talks about its persona's own domain.
    const query = terms.length ? expandQuery(terms.join(' ')) : domains[persona].words
    const avoid = new Set([...(task.cited ?? []), ...(recent.get(persona) ?? [])])
    const ranked = rankFacts(
      knowledge.searchFacts(`${query} ${domains[persona].words}`, {
        limit: 40,
        readerId,
        excludePassages: avoid,
      }),
      subject,
      [],
      persona,
    )
    // A record is its page: the course's card and its fact sheet count as one.
    const record = (fact: Fact) => fact.path ?? fact.passageId
    const usable = ranked.filter((hit) => hit.fact.path && !avoid.has(record(hit.fact)))
    const pick = usable.find((hit) => hit.fact.text.length > 30) ?? usable[0]
    const quote = quoteOf(task.replyTo?.text ?? task.topic ?? '')
    const focus = task.topic ?? (quote ? `“${quote}”` : 'the codex')
    const author = task.replyTo?.author ?? 'The board'
    const fact = pick
      ? cite(pick.fact)
      : `${personas[persona].name} has nothing new to add from the codex on ${focus} yet.`
    if (pick) {
      task.cited?.add(pick.fact.passageId).add(record(pick.fact))
      const mine = recent.get(persona) ?? []
      recent.set(persona, [pick.fact.passageId, record(pick.fact), ...mine].slice(0, 16))
    }
    const digest = createHash('sha256').update(`${persona}:${subject}`).digest()
    let index = digest.readUInt32BE(0) % REPLIES.length
    if (lastTemplate.get(persona) === index) index = (index + 1) % REPLIES.length
    lastTemplate.set(persona, index)
    const body = REPLIES[index]!({ author, quote, focus, fact })
    return `${body}\n\n${domains[persona].angle.replace(/:$/, '')}: ${angleLine(persona, task.topic ?? 'this')}`
  }
}

/** The persona's closing line: its own way of taking the thread further. */
function angleLine(persona: VoiceId, focus: string): string {
  switch (persona) {
    case 'adam':
      return `what would we need to measure to know whether ${focus} is working?`
    case 'eve':
      return `what story would ${focus} tell if it could speak?`
    case 'eva':
      return `how does ${focus} feel for the people living with it?`
    case 'alex':
      return `the first concrete step on ${focus} is to open the record above and try it.`
    default:
      return `${focus} logged.`
  }
}
