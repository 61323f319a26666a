import { useState } from 'react'
import { cn } from '@/client/lib/utils'
import { monogramDataUrl } from '@/shared/avatars'

/** Whoever has an avatar: a persona, an expert, a mentor, an agent, a custom persona. */
export interface AvatarSubject {
  name: string
  /** The image's URL; empty or missing (or not a URL, like an emoji of old): the monogram. */
  avatar?: string | null
  /** `#rrggbb`, a palette name or a Tailwind text class; colours the monogram. */
  accent?: string | null
}

const IMAGE_URL = /^(?:\/[^/]|data:image\/|blob:|https?:\/\/)/

/**
 * A round avatar image (decision 206): the subject's own image, or its monogram when it has
 * none or the image fails to load. `decorative` when the name is written beside it (alt="").
 * Lazy by default; pass `eager` for one at the top of a page.
 */
export function Avatar({
  subject,
  size = 32,
  decorative = false,
  eager = false,
  className,
}: {
  subject: AvatarSubject
  size?: number
  decorative?: boolean
  eager?: boolean
  className?: string
}) {
  const [broken, setBroken] = useState<string | null>(null)
  const own = subject.avatar?.trim()
  const src =
    own && IMAGE_URL.test(own) && broken !== own
      ? own
      : monogramDataUrl(subject.name, subject.accent)
  return (
    <img
      src={src}
      alt={decorative ? '' : subject.name}
      width={size}
      height={size}
      // Fixed in CSS too: a flex row would otherwise stretch it to the row's height.
      style={{ width: size, height: size }}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      onError={() => setBroken(own ?? null)}
      className={cn('inline-block shrink-0 rounded-full bg-background object-cover', className)}
    />
  )
}
