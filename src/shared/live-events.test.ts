import { describe, expect, it } from 'vitest'
import { readLiveEvent } from './live-events'
import { boardMessage } from './test-board-message'

describe('the live event catalogue', () => {
  it('reads the payloads the server publishes', () => {
    const message = boardMessage({ id: 4, tags: ['chat'] })
    expect(readLiveEvent('message', JSON.parse(JSON.stringify(message)))).toEqual(message)
    const reaction = { messageId: 4, reaction: 'like', counted: true, likes: 2, helpful: 0 }
    expect(readLiveEvent('reaction', reaction)).toEqual(reaction)
    expect(readLiveEvent('maintenance', { action: 'optimize' })).toEqual({ action: 'optimize' })
    expect(readLiveEvent('notes-changed', {})).toEqual({})
  })

  it('refuses a payload of another shape', () => {
    expect(readLiveEvent('message', { id: '4', content: 'hello' })).toBeUndefined()
    expect(readLiveEvent('message', null)).toBeUndefined()
    expect(readLiveEvent('reaction', { messageId: 4 })).toBeUndefined()
    expect(readLiveEvent('collaboration', { id: 'four' })).toBeUndefined()
    expect(readLiveEvent('maintenance', { action: 'reboot' })).toBeUndefined()
  })
})
