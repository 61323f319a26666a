// The persona registry's face to other modules (decision 204).
export { builtinChatPersona } from './builtins'
export { enablePersonaCache, forgetPersonasOf } from './persona-cache'
export {
  chatPersonaIdsFor,
  findChatPersona,
  personaGreeting,
  personaPrompt,
  type ChatPersona,
} from './service'
