import { rooms } from '@content/rooms'
import { SectionHeading } from '@/client/components/section-heading'
import { RoomCard } from './room-card'

/** docs/product/community.md: the ten community rooms (home section `telegram-rooms`). */
export function CommunityRooms() {
  const open = rooms.filter((room) => room.isPublic).length
  return (
    <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
      <SectionHeading eyebrow="Community" title="Community Rooms">
        Ten rooms on Telegram where members and the codex meet: {open} open to everyone and{' '}
        {rooms.length - open} non-public M4M rooms whose members are admitted by moderators. Member
        counts are sample figures from the room descriptions, not live counts.
      </SectionHeading>
      <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {rooms.map((room) => (
          <li key={room.id}>
            <RoomCard room={room} />
          </li>
        ))}
      </ul>
    </div>
  )
}
