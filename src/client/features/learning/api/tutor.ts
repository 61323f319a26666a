import { learningEndpoints } from '@/shared/endpoints/learning'

/** Where a course's mentor answers (JSON, or a stream), for the chat session. */
export const TUTOR_PATH = learningEndpoints.tutor.path
