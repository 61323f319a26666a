import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { MAX_HISTORY_TURNS, type GroupChatRequest } from '@/shared/chat'
import { findChatPersona } from '../personas/index'
import { usageSubject } from '../tiers'
import { conversationMessages, findConversation } from './conversations'
import { nextSpeaker, type GroupMember } from './group-speaker'
import { respond } from './respond'

/** Who spoke last in a saved group chat, how many answers it holds, and who wrote each. */
async function spoken(app: FastifyInstance, conversationId: string) {
  const answers = (await conversationMessages(app.database.db, conversationId)).filter(
    (message) => message.role === 'assistant',
  )
  const shown = answers.filter((message) => !message.hidden)
  return { last: shown.at(-1)?.persona, answers: shown.length, all: answers }
}

/**
 * A message to a group chat (decision 261): finds its personas (the conversation's, or the
 * ones a new chat names, each one the person may chat with), picks who answers, and answers
 * as that persona through the one turn pipeline, like any chat message.
 */
export async function respondInGroup(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  input: GroupChatRequest,
) {
  const db = app.database.db
  const existing = input.conversationId
    ? await findConversation(
        db,
        input.conversationId,
        usageSubject(request, reply),
        MAX_HISTORY_TURNS * 2,
      )
    : undefined
  if (input.conversationId && !existing)
    return reply.status(404).send({ message: 'No such conversation' })
  if (existing && !existing.participants)
    return reply.status(400).send({ message: 'conversationId: not a group chat' })
  const ids = existing?.participants ?? input.participants
  if (!ids)
    return reply
      .status(400)
      .send({ message: 'participants: name two or more personas to start a group chat' })
  // Each persona as the registry lets this person see it: someone else's private one is not.
  const found = await Promise.all(ids.map((id) => findChatPersona(db, id, request.user)))
  const missing = ids.find((_, at) => !found[at])
  if (missing)
    return reply.status(404).send({
      message: `participants: no persona named "${missing}" that you can chat with`,
    })
  const members: GroupMember[] = found.map((persona) => ({ id: persona!.id, name: persona!.name }))
  let speaker: GroupMember | undefined
  if (input.speaker) {
    speaker = members.find((member) => member.id === input.speaker)
    if (!speaker)
      return reply.status(400).send({ message: 'speaker: not one of this group chat’s personas' })
  } else {
    // A chat the browser keeps has no stored answers: the turns it sends count them.
    const before = existing?.saved
      ? await spoken(app, existing.id)
      : {
          last: undefined,
          answers: (input.history ?? []).filter((turn) => turn.role === 'assistant').length,
          all: [],
        }
    // A regenerate or continue answers as the persona whose answer it redoes.
    const { mode } = input
    const redone = mode
      ? (mode.answerId
          ? before.all.find((answer) => answer.id === mode.answerId)
          : before.all.filter((answer) => !answer.hidden).at(-1)
        )?.persona
      : undefined
    speaker =
      members.find((member) => member.id === redone) ?? nextSpeaker(members, input.message, before)
  }
  return respond(app, request, reply, speaker.id, input, undefined, members)
}
