import { z } from 'zod'

/** docs/product/community.md "Telegram room": a community room with its chat invitation. */
export const TelegramRoomSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  name: z.string().min(1),
  title: z.string().min(1),
  description: z.string().min(1),
  category: z.string().min(1),
  /** Lucide icon name, in kebab case. */
  icon: z.string().min(1),
  /** Tailwind classes for the card's accent. */
  color: z.string().min(1),
  telegramLink: z.url({ protocol: /^https$/, hostname: /^t\.me$/ }),
  /** Display text, not a live count (docs/product/community.md). */
  memberCount: z.string().min(1),
  isPublic: z.boolean(),
  features: z.array(z.string().min(1)).min(1),
})
export type TelegramRoom = z.infer<typeof TelegramRoomSchema>

/** docs/product/community.md: the first three features show, then "+N more". */
export const ROOM_FEATURES_SHOWN = 3

export function roomFeatureSummary(features: string[]) {
  return {
    shown: features.slice(0, ROOM_FEATURES_SHOWN),
    more: Math.max(0, features.length - ROOM_FEATURES_SHOWN),
  }
}
