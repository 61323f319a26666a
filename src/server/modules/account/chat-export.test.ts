import { describe, expect, it } from 'vitest'
import { chatMarkdown, downloadName, type ChatExport } from './chat-export'

const chat: ChatExport = {
  id: 'c1',
  title: 'On # headings',
  persona: 'eve',
  saved: true,
  branchedFrom: null,
  createdAt: '2026-11-23T10:00:00.000Z',
  updatedAt: '2026-11-23T10:01:00.000Z',
  messages: [
    { role: 'user', persona: 'eve', content: 'Hello?', createdAt: '2026-11-23T10:00:00.000Z' },
    {
      role: 'assistant',
      persona: 'eve',
      content: 'Hi **there**',
      createdAt: '2026-11-23T10:00:01.000Z',
    },
  ],
}

describe('chatMarkdown', () => {
  it('writes a heading per turn, naming who spoke, with the text as written', () => {
    const markdown = chatMarkdown(chat, 'ada')
    expect(markdown).toContain('# On # headings\n')
    expect(markdown).toContain('## ada · 2026-11-23T10:00:00.000Z\n\nHello?\n')
    expect(markdown).toContain('## eve · 2026-11-23T10:00:01.000Z\n\nHi **there**\n')
  })
})

describe('downloadName', () => {
  it('keeps letters and digits, joins the rest with hyphens', () => {
    expect(downloadName('On # headings!', 'md')).toBe('on-headings.md')
    expect(downloadName('日本語', 'json')).toBe('chat.json')
  })
})
