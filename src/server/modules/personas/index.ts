// The persona registry's face to other modules (decision 204).
export { builtinChatPersona } from './builtins'
export {
  chatPersonaIdsFor,
  findChatPersona,
  personaGreeting,
  personaPrompt,
  type ChatPersona,
} from './service'
