import { findPaidCourse, mentors } from '@content/courses'
import type { ChatRequest } from '@/shared/chat'
import type { PaidCourse, TutorChatRequest } from '@/shared/learning'
import type { PersonaId } from '@/shared/personas'
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
  const shared = (system?.content ?? '').replace(turn.character.card.system_prompt, '').trim()
  return {
    ...turn,
    messages: [
      { role: 'system', content: `${lesson}\n\n${shared}` },
      ...rest,
      ...(last ? [{ ...last, content: `${last.content}\n\n(Course: ${course.title})` }] : []),
    ],
    speaker: mentor.name,
    activity: { kind: 'tutor-chat', agent: mentor.id, courseId: course.id },
  }
}

/** A tutor chat message as a persona chat: the mentor's voice, the message, and the lesson. */
export type TutorChat =
  | { ok: true; persona: PersonaId; chat: ChatRequest; shape: (turn: Turn) => Turn }
  | { ok: false; status: 404 | 409; message: string }

/** Finds the course of a tutor chat message; 404 for no such course, 409 for a mentor not ready. */
export function tutorChat(input: TutorChatRequest): TutorChat {
  const course = findPaidCourse(input.courseId)
  if (!course) {
    return { ok: false, status: 404, message: `courseId: no course with id ${input.courseId}` }
  }
  const mentor = mentors[course.mentorId]
  if (!mentor.tutoring) {
    return {
      ok: false,
      status: 409,
      message: `${mentor.name} is still being built: tutor chat opens when it is ready.`,
    }
  }
  const { courseId: _courseId, ...chat } = input
  return { ok: true, persona: mentor.voice, chat, shape: (turn) => tutorTurn(course, turn) }
}
