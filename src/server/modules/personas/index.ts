// The persona registry's face to other modules (decision 204).
export { builtinChatPersona } from './builtins'
export { enablePersonaCache, forgetPersonasOf } from './persona-cache'
export {
  buildPersonaPrompt,
  characterSummary,
  chatPersonaIdsFor,
  findChatPersona,
  personaGreeting,
  personaPrompt,
  type ChatPersona,
  type PersonaPrompt,
} from './service'
export { promptLog, type LoggedPrompt } from './prompt-log'
