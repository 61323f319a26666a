/** A group chat's persona as the choice of speaker sees it. */
export interface GroupMember {
  id: string
  name: string
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** Where `member` is first named in `message` (its name or id, any case, as a word), else -1. */
function namedAt(message: string, member: GroupMember): number {
  const words = [member.name, member.id].filter((word) => word.trim())
  let first = -1
  for (const word of words) {
    const at = message.search(
      new RegExp(`(?<![\\p{L}\\p{N}])${escaped(word)}(?![\\p{L}\\p{N}])`, 'iu'),
    )
    if (at >= 0 && (first < 0 || at < first)) first = at
  }
  return first
}

/**
 * Who answers a group chat's message (decision 261): the person's pick; else whoever the
 * message names (the first named when several are); else the one after `last` in turn order,
 * or, when who spoke last is not known (a chat the browser keeps), the member whose turn the
 * number of answers so far says.
 */
export function nextSpeaker(
  members: readonly GroupMember[],
  message: string,
  before: { last?: string | undefined; answers: number },
): GroupMember {
  let named: { member: GroupMember; at: number } | undefined
  for (const member of members) {
    const at = namedAt(message, member)
    if (at >= 0 && (!named || at < named.at)) named = { member, at }
  }
  if (named) return named.member
  const last = before.last ? members.findIndex((member) => member.id === before.last) : -1
  const next = last >= 0 ? last + 1 : before.answers
  return members[next % members.length]!
}
