import type { ChatMessage } from '../../ai/provider'

/** One prompt as the model received it. */
export interface LoggedPrompt {
  /** The person's message the prompt answers. */
  question: string
  at: string
  messages: ChatMessage[]
  /** The lorebook entries that fired: their labels and text, to mark them in the messages. */
  fired: { label: string; content: string }[]
}

/** The most characters the log keeps in all; the oldest conversations go first beyond it. */
const MAX_CHARS = 8_000_000
/** The most prompts kept per conversation: its latest. */
const PER_CONVERSATION = 20

interface Kept {
  subject: string
  prompts: LoggedPrompt[]
  chars: number
}

const sizeOf = (prompt: LoggedPrompt) =>
  prompt.messages.reduce((sum, message) => sum + message.content.length, 0)

/**
 * "What the model received" (docs/product/personas.md "See the prompt"): each conversation's
 * latest prompts, kept in this process's memory for its owner alone (the subject the chat
 * counts to), within a character budget, so a long card's prompts cannot fill the memory. A
 * restart forgets them: they are a window on recent replies, not a record.
 */
export class PromptLog {
  private readonly conversations = new Map<string, Kept>()
  private chars = 0

  record(subject: string, conversationId: string, prompt: LoggedPrompt): void {
    const kept = this.conversations.get(conversationId)
    // A conversation id of someone else's is never written to.
    if (kept && kept.subject !== subject) return
    const entry = kept ?? { subject, prompts: [], chars: 0 }
    const size = sizeOf(prompt)
    entry.prompts.push(prompt)
    entry.chars += size
    this.chars += size
    while (entry.prompts.length > PER_CONVERSATION) {
      const dropped = sizeOf(entry.prompts.shift()!)
      entry.chars -= dropped
      this.chars -= dropped
    }
    // Most recently used last, so the oldest conversation is evicted first.
    this.conversations.delete(conversationId)
    this.conversations.set(conversationId, entry)
    for (const [id, old] of this.conversations) {
      if (this.chars <= MAX_CHARS || id === conversationId) break
      this.conversations.delete(id)
      this.chars -= old.chars
    }
  }

  /** The conversation's prompts, oldest first, when `subject` owns it; else none. */
  list(subject: string, conversationId: string): LoggedPrompt[] {
    const kept = this.conversations.get(conversationId)
    return kept && kept.subject === subject ? [...kept.prompts] : []
  }
}

/** The one log of this process. */
export const promptLog = new PromptLog()
