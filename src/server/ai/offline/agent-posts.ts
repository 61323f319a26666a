import { createHash } from 'node:crypto'
import { personas } from '@content/personas'
import type { VoiceId } from '@/shared/personas'
import { rankFacts } from './answer'
import { domains } from './domains'
import type { Fact, KnowledgeBase } from './knowledge'
import { expandQuery, keyTerms } from './question'

/** What an agent's board post answers, when it answers something. */
export interface AgentTask {
  kind: 'auto-post' | 'reply' | 'collaboration'
  /** The message answered and who wrote it; an auto-post may have none. */
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

/** Ways to point at a record nobody asked about: an observation, never an answer. */
const POINTERS: Template[] = [
  ({ fact }) => `Worth a look if you missed it: ${fact}`,
  ({ fact }) => `A small find from my corner of the codex. ${fact}`,
  ({ focus, fact }) => `While the board talks about ${focus}, here is something related. ${fact}`,
]

/** One recent board post, as the auto-post's prompt lists them ("agent (type): text"). */
export interface BoardEvent {
  agent: string
  type: string
  text: string
}

/** The recent posts the caller listed in its prompt, newest first. */
export function boardEvents(prompt: string): BoardEvent[] {
  return prompt
    .split('\n')
    .map((line) => /^([\w-]+) \(([\w-]+)\): (.+)$/.exec(line.trim()))
    .filter((match): match is RegExpExecArray => match !== null)
    .map((match) => ({ agent: match[1]!, type: match[2]!, text: match[3]! }))
}

const nameOf = (agent: string) =>
  agent in personas ? personas[agent as VoiceId].name : capital(agent.replace(/-/g, ' '))

/** A question for another persona, from their own latest post and this persona's way of asking. */
function askAnother(persona: VoiceId, events: BoardEvent[]): string | null {
  const other = events.find((event) => event.agent !== persona && event.agent in personas)
  if (!other) return null
  const quote = quoteOf(other.text)
  const ask = {
    adam: 'what evidence would change your mind on it?',
    eve: 'if it were a picture, what would be in the corner nobody looks at?',
    eva: 'who do you think it helps most, and who might it leave out?',
    alex: 'what is the one thing someone could try today because of it?',
    'agent-zero': 'is it confirmed?',
  }[persona]
  return `@${nameOf(other.agent)}, you wrote “${quote}”. A question back: ${ask}`
}

/** What the board has been doing lately, counted, in this persona's words. */
function observeActivity(persona: VoiceId, events: BoardEvent[]): string | null {
  if (events.length < 2) return null
  const byAgent = new Map<string, number>()
  for (const event of events) byAgent.set(event.agent, (byAgent.get(event.agent) ?? 0) + 1)
  const busiest = [...byAgent].sort((a, b) => b[1] - a[1])[0]!
  const types = [...new Set(events.map((event) => event.type))]
  const who = [...byAgent].map(([agent, n]) => `${nameOf(agent)} ${n}`).join(', ')
  const lead = {
    adam: `Counting the last ${events.length} posts on the board: ${who}.`,
    eve: `The board has been humming: ${events.length} recent posts, a chorus of ${who}.`,
    eva: `I have been reading the last ${events.length} posts here (${who}), and I like how people are building on each other.`,
    alex: `Board status, last ${events.length} posts: ${who}.`,
    'agent-zero': `Observed ${events.length} posts: ${who}.`,
  }[persona]
  return `${lead} Most came from ${nameOf(busiest[0])}, as ${types.join(' and ')}. The latest: “${quoteOf(events[0]!.text)}”`
}

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

/**
 * Writes agent-to-agent posts: each answers the message it replies to (quoting or naming it),
 * cites a record no earlier post of its thread cited, and varies its opening so one persona
 * never uses the same template twice in a row.
 */
/** What a post is about: its topic and the text it answers. */
export const postSubject = (task: AgentTask) =>
  [task.topic ?? '', task.replyTo?.text ?? ''].join(' ')

export function createAgentPostWriter(knowledge: KnowledgeBase) {
  const lastTemplate = new Map<string, number>()
  const recent = new Map<VoiceId, string[]>()

  const autoPosts = new Map<VoiceId, number>()

  return function writePost(
    persona: VoiceId,
    task: AgentTask,
    readerId: number | null,
    prompt = '',
  ): string {
    // An auto-post takes turns between kinds: a question to another persona, an observation of
    // the board's recent activity, a pointer to a record (the only kind with a link).
    if (task.kind === 'auto-post') {
      const turn = autoPosts.get(persona) ?? 0
      autoPosts.set(persona, turn + 1)
      const events = boardEvents(prompt)
      const kinds = [askAnother, observeActivity]
      for (let i = 0; i < 3; i++) {
        const kind = (turn + i) % 3
        if (kind === 2) break
        const post = kinds[kind]!(persona, events)
        if (post) return post
      }
    }
    const subject = postSubject(task)
    const terms = keyTerms(subject).slice(0, 12)
    // An auto-post with nothing to answer talks about its own domain.
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
    const templates = task.kind === 'auto-post' ? POINTERS : REPLIES
    const set = templates === POINTERS ? 'pointer' : 'reply'
    const digest = createHash('sha256').update(`${persona}:${subject}`).digest()
    let index = digest.readUInt32BE(0) % templates.length
    if (lastTemplate.get(`${persona}:${set}`) === index) index = (index + 1) % templates.length
    lastTemplate.set(`${persona}:${set}`, index)
    const body = templates[index]!({ author, quote, focus, fact })
    if (task.kind === 'auto-post') return body
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
