import { and, desc, gt, max, notLike } from 'drizzle-orm'
import { DELETED_USER } from '@/shared/communication-values'
import type { BoardMessage } from '@/shared/board'
import type { VoiceId } from '@/shared/personas'
import type { Db } from '../../db/open'
import { vaultNotes } from '../../db/schema/index'
import { DIGEST_TAG, personaDigest } from './digest'

/** Tags of posts nobody wrote by hand: a persona never answers one (decision 250). */
const AUTOMATIC_TAGS = ['auto', DIGEST_TAG, 'chat', 'broadcast-reply']
/** Shorter than this, another persona's post is a remark, not something to build on. */
const SUBSTANTIVE_LENGTH = 120

/** Whether the post was written by the site itself: a digest, a job's post, an old per-turn note. */
export const isAutomatic = (message: Pick<BoardMessage, 'tags' | 'messageType'>) =>
  message.messageType === 'update' || message.tags.some((tag) => AUTOMATIC_TAGS.includes(tag))

/** Whether the text quotes or addresses someone else's words: quoting it would quote a quote. */
export const quotesAnother = (text: string) =>
  /[“”„«»]|"[^"]{3,}"|\byou wrote\b|^@\S+,/im.test(text)

/** Something real and new for a persona's own post, or nothing (decision 250). */
export type NewThing =
  | { kind: 'digest'; text: string }
  | { kind: 'reply'; to: BoardMessage }
  | { kind: 'note'; id: number; title: string; vault: string; excerpt: string }

export const noteTag = (id: number) => `note-${id}`

/**
 * A person's post this persona may answer: top level, not a broadcast (every agent answers
 * those at once) nor a direct message the reply queue answers, addressed to all or to this
 * persona, unanswered, and quoting nobody.
 */
function personPost(agent: VoiceId, agents: ReadonlySet<string>, message: BoardMessage) {
  if (agents.has(message.fromAgent) || message.fromAgent === DELETED_USER) return false
  if (message.parentId !== null || message.replies > 0) return false
  if (message.messageType === 'announcement' || isAutomatic(message)) return false
  if (
    message.toAgent !== 'all' &&
    (message.toAgent !== agent || message.messageType === 'conversation')
  )
    return false
  return !quotesAnother(message.content)
}

/** Another persona's post worth building on: written for its own sake, long, unanswered. */
function personaPost(agent: VoiceId, agents: ReadonlySet<string>, message: BoardMessage) {
  return (
    agents.has(message.fromAgent) &&
    message.fromAgent !== agent &&
    message.parentId === null &&
    message.replies === 0 &&
    !['collaboration', 'conversation'].includes(message.messageType) &&
    !isAutomatic(message) &&
    message.content.length >= SUBSTANTIVE_LENGTH &&
    !quotesAnother(message.content)
  )
}

/**
 * When the newest shared note there is now was made: notes up to then are the install's (a
 * fresh vault's files carry the time they were copied), not news.
 */
export async function newestPublicNote(db: Db): Promise<Date | null> {
  const [row] = await db
    .select({ at: max(vaultNotes.created) })
    .from(vaultNotes)
    .where(notLike(vaultNotes.vault, '.personal%'))
  return row?.at ? new Date(row.at) : null
}

/** A note added to a shared vault since `since` that no persona has pointed at yet. */
async function newPublicNote(db: Db, since: Date, recent: readonly BoardMessage[]) {
  const pointed = new Set(recent.flatMap((message) => message.tags))
  const notes = await db
    .select({
      id: vaultNotes.id,
      title: vaultNotes.title,
      vault: vaultNotes.vault,
      content: vaultNotes.content,
    })
    .from(vaultNotes)
    // Personal vaults are their owner's alone: never on the board.
    .where(and(gt(vaultNotes.created, since), notLike(vaultNotes.vault, '.personal%')))
    .orderBy(desc(vaultNotes.created))
    .limit(20)
  const note = notes.find((row) => !pointed.has(noteTag(row.id)))
  if (!note) return null
  const body = note.content
    .replace(/^---[\s\S]*?\n---\s*/, '')
    .replace(/[#>*_`[\]]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
  const excerpt = body.length > 160 ? `${body.slice(0, 157).trimEnd()}…` : body
  return { kind: 'note' as const, id: note.id, title: note.title, vault: note.vault, excerpt }
}

/**
 * What a persona posts about on its own, in this order: its day's digest when one is due, a
 * person's unanswered post, another persona's substantive post, a public note new since its
 * last post (and since `startedAt`, so a fresh install's shipped notes are not news); else
 * null, and it posts nothing. `recent` is the board's newest messages, newest first.
 */
export async function somethingNew(
  db: Db,
  agent: VoiceId,
  agents: ReadonlySet<string>,
  recent: readonly BoardMessage[],
  now: Date,
  startedAt: Date,
): Promise<NewThing | null> {
  if (agent !== 'agent-zero') {
    const digest = await personaDigest(db, agent, now)
    if (digest) return { kind: 'digest', text: digest }
  }
  const oldest = [...recent].reverse()
  const person = oldest.find((message) => personPost(agent, agents, message))
  if (person) return { kind: 'reply', to: person }
  const persona = oldest.find((message) => personaPost(agent, agents, message))
  if (persona) return { kind: 'reply', to: persona }
  const lastOwn = recent.find((message) => message.fromAgent === agent)
  const since =
    lastOwn && new Date(lastOwn.timestamp) > startedAt ? new Date(lastOwn.timestamp) : startedAt
  return newPublicNote(db, since, recent)
}
