import { describe, expect, it } from 'vitest'
import { nextSpeaker } from './group-speaker'

const members = [
  { id: 'liora', name: 'Liora' },
  { id: 'adam', name: 'Adam' },
  { id: 'my-bard', name: 'Fen' },
]

describe('who answers a group chat', () => {
  it('is the one the message names, in any case, the first named when several are', () => {
    expect(nextSpeaker(members, 'fen, sing for us', { answers: 0 }).id).toBe('my-bard')
    expect(nextSpeaker(members, 'What do you think, ADAM? And Liora?', { answers: 0 }).id).toBe(
      'adam',
    )
  })

  it('never takes a name inside another word', () => {
    expect(nextSpeaker(members, 'Adamant fences hold', { last: 'liora', answers: 1 }).id).toBe(
      'adam',
    )
    expect(nextSpeaker(members, 'Adamant fences hold', { last: 'adam', answers: 1 }).id).toBe(
      'my-bard',
    )
  })

  it('goes in turn otherwise, from who spoke last or by the answers so far', () => {
    expect(nextSpeaker(members, 'Hello all', { last: 'my-bard', answers: 5 }).id).toBe('liora')
    expect(nextSpeaker(members, 'Hello all', { answers: 0 }).id).toBe('liora')
    expect(nextSpeaker(members, 'Hello all', { answers: 4 }).id).toBe('adam')
  })
})
