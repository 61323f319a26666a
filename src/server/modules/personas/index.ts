// The persona registry's face to other modules (decision 204).
export { builtinChatPersona } from './builtins'
export { enablePersonaCache, forgetPersonasOf, type ChatPersonaRow } from './persona-cache'
export {
  buildPersonaPrompt,
  characterSummary,
  chatPersonaIdsFor,
  chatPersonaOf,
  findChatPersona,
  personaGreeting,
  personaPrompt,
  type ChatPersona,
  type PersonaPrompt,
} from './service'
export { promptLog, type LoggedPrompt } from './prompt-log'
