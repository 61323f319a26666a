/** A person's saved conversations, for the account's export (modules talk through services). */
export { conversationMessages, savedConversation } from './conversations'

// Used by other modules, which import this module only through this file.
export {
  branchConversation,
  chooseAnswer,
  deleteConversation,
  deleteMessage,
  listConversations,
  updateConversation,
} from './conversations'
export { forgetConversationsOf } from './conversation-cache'
export { openEventStream } from './event-stream'
export { chatCaller, respond } from './respond'
export type { Turn } from './prepare'
export { callerGone } from './respond'
export { startTurn, type TurnEvent, type TurnOptions, type TurnRefusal } from './turn'
export { startBackgroundTurn } from './background-turn'
