import type { chatMessages, conversations } from '../../db/schema/index'

type Conversation = typeof conversations.$inferSelect
type Message = typeof chatMessages.$inferSelect

export interface ChatExport {
  id: string
  title: string
  persona: string
  saved: boolean
  branchedFrom: string | null
  /** A group chat's personas in turn order (decision 261); each answer names who spoke. */
  participants?: string[]
  createdAt: string
  updatedAt: string
  messages: { role: 'user' | 'assistant'; persona: string; content: string; createdAt: string }[]
}

export function chatExport(conversation: Conversation, messages: Message[]): ChatExport {
  return {
    id: conversation.id,
    title: conversation.title,
    persona: conversation.persona,
    saved: conversation.saved,
    branchedFrom: conversation.branchedFrom,
    ...(conversation.participants ? { participants: conversation.participants } : {}),
    createdAt: conversation.createdAt.toISOString(),
    updatedAt: conversation.updatedAt.toISOString(),
    messages: messages.map((message) => ({
      role: message.role,
      persona: message.persona,
      content: message.content,
      createdAt: message.createdAt.toISOString(),
    })),
  }
}

/** A conversation as a Markdown document: a heading per turn, the text as it was written. */
export function chatMarkdown(chat: ChatExport, you = 'You'): string {
  const lines = [
    `# ${chat.title}`,
    '',
    `With ${chat.participants?.join(', ') ?? chat.persona} · started ${chat.createdAt} · ${chat.messages.length} messages`,
    '',
  ]
  for (const message of chat.messages) {
    const speaker = message.role === 'user' ? you : message.persona
    lines.push(`## ${speaker} · ${message.createdAt}`, '', message.content, '')
  }
  return lines.join('\n')
}

/** A file name for a download: letters, digits and hyphens only. */
export function downloadName(title: string, extension: string) {
  const stem = title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
  return `${stem || 'chat'}.${extension}`
}
