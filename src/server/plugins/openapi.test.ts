import { describe, expect, it } from 'vitest'
import { operationIdFor } from './openapi'

describe('operationIdFor', () => {
  it('reads as the method and the path in camel case, parameters as "by"', () => {
    expect(operationIdFor('POST', '/api/ai-agents/:persona/ask')).toBe('postAiAgentsByPersonaAsk')
    expect(operationIdFor('GET', '/api/obsidian/notes/:id')).toBe('getObsidianNotesById')
    expect(operationIdFor('GET', '/healthz')).toBe('getHealthz')
    expect(operationIdFor('GET', '/v1/chat/completions')).toBe('getV1ChatCompletions')
    expect(operationIdFor('GET', '/')).toBe('getRoot')
  })
})
