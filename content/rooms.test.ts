import { describe, expect, it } from 'vitest'
import { roomFeatureSummary, TelegramRoomSchema } from '@/shared/community'
import { rooms } from './rooms'

describe('community rooms', () => {
  it('has the ten rooms of docs/product/community.md, six public then four non-public M4M rooms', () => {
    expect(rooms).toHaveLength(10)
    expect(rooms.filter((room) => room.isPublic).map((room) => room.name)).toEqual([
      'HumanCodex Community',
      'Ring of Thirteen',
      'Creator Direct',
      'Learning & Development',
      'Developers Circle',
      'Consciousness & Wellness',
    ])
    const closed = rooms.filter((room) => !room.isPublic)
    expect(closed.map((room) => room.name)).toEqual([
      'Physical Chemistry',
      'Reflect and Connect',
      'Calm Sanctuary',
      'Emotional Connection',
    ])
    for (const room of closed) expect(room.category).toBe('M4M')
  })

  it('validates every room, with unique ids and invitation links', () => {
    for (const room of rooms) expect(TelegramRoomSchema.parse(room)).toEqual(room)
    expect(new Set(rooms.map((room) => room.id)).size).toBe(rooms.length)
    expect(new Set(rooms.map((room) => room.telegramLink)).size).toBe(rooms.length)
  })

  it('shows three features and counts the rest', () => {
    expect(roomFeatureSummary(['a', 'b'])).toEqual({ shown: ['a', 'b'], more: 0 })
    expect(roomFeatureSummary(['a', 'b', 'c', 'd', 'e'])).toEqual({
      shown: ['a', 'b', 'c'],
      more: 2,
    })
    expect(rooms.some((room) => roomFeatureSummary(room.features).more > 0)).toBe(true)
    expect(rooms.some((room) => roomFeatureSummary(room.features).more === 0)).toBe(true)
  })
})
