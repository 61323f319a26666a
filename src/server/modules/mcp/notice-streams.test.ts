import { describe, expect, it } from 'vitest'
import { NoticeStreams } from './notice-streams'

describe('notice streams', () => {
  it('admit a few per person, and one more after a release (released once)', () => {
    const streams = new NoticeStreams()
    const held = Array.from({ length: NoticeStreams.PER_PERSON }, () => streams.admit(1))
    expect(held.every(Boolean)).toBe(true)
    expect(streams.admit(1)).toBeNull()
    expect(streams.admit(2)).not.toBeNull()
    held[0]!()
    held[0]!()
    expect(streams.admit(1)).not.toBeNull()
    expect(streams.admit(1)).toBeNull()
  })

  it('close every tracked stream with the app', () => {
    const streams = new NoticeStreams()
    let closed = 0
    streams.track(() => closed++)
    const untrack = streams.track(() => closed++)
    untrack()
    streams.closeAll()
    expect(closed).toBe(1)
  })
})
