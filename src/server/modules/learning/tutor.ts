import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { findPaidCourse, mentors } from '@content/courses'
import { personas } from '@content/personas'
import type { PaidCourse, TutorChatRequest } from '@/shared/learning'
import { respond } from '../chat/service'
import type { Turn } from '../chat/service'

/**
 * Turns a persona turn into a lesson with the course's mentor: the mentor's teaching style and
 * the course lead the system prompt, the question is asked about the course (so the offline
 * engine retrieves it), and the turn counts as a tutor chat with that mentor.
 */
export function tutorTurn(course: PaidCourse, turn: Turn): Turn {
  const mentor = mentors[course.mentorId]
  const [system, ...rest] = turn.messages
  const last = rest.pop()
  const lesson = [
    mentor.teachingStyle,
    `You are the AI mentor of the HumanCodex course "${course.title}": ${course.description}`,
    'Stay on the course. Answer the learner’s question as their tutor, then suggest one small exercise or next step.',
  ].join('\n\n')
  // The mentor speaks in its own name: the persona's introduction gives way to the lesson.
  const shared = (system?.content ?? '').replace(personas[turn.persona].systemPrompt, '').trim()
  return {
    ...turn,
    messages: [
      { role: 'system', content: `${lesson}\n\n${shared}` },
      ...rest,
      ...(last ? [{ ...last, content: `${last.content}\n\n(Course: ${course.title})` }] : []),
    ],
    speaker: mentor.name,
    topic: course.title,
    activity: { kind: 'tutor-chat', agent: mentor.id, courseId: course.id },
  }
}

/** Answers a tutor chat message, streamed or as JSON, like a persona chat. */
export async function respondAsTutor(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  input: TutorChatRequest,
) {
  const course = findPaidCourse(input.courseId)
  if (!course) {
    return reply.status(404).send({ message: `courseId: no course with id ${input.courseId}` })
  }
  const mentor = mentors[course.mentorId]
  if (!mentor.tutoring) {
    return reply
      .status(409)
      .send({ message: `${mentor.name} is still being built: tutor chat opens when it is ready.` })
  }
  const { courseId: _courseId, ...chat } = input
  return respond(app, request, reply, mentor.voice, chat, (turn) => tutorTurn(course, turn))
}
