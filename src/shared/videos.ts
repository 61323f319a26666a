import { z } from 'zod'

/** docs/product/media.md: the gallery's filters, `all` first. */
export const VIDEO_CATEGORIES = [
  'personal',
  'background',
  'consciousness',
  'education',
  'meditation',
] as const
export const VideoCategorySchema = z.enum(VIDEO_CATEGORIES)
export type VideoCategory = z.infer<typeof VideoCategorySchema>
export const VIDEO_FILTERS = ['all', ...VIDEO_CATEGORIES] as const
export type VideoFilter = (typeof VIDEO_FILTERS)[number]

const EMBED_ID = /^[A-Za-z0-9_-]{11}$/
const HOSTS = new Set(['youtube.com', 'youtube-nocookie.com', 'youtu.be'])

/**
 * The video host's id in what a person pastes: the bare 11-character id, or a watch, short,
 * embed, live or youtu.be link (with or without `https://`). Null when it is neither.
 */
export function parseVideoId(input: string): string | null {
  const value = input.trim()
  if (EMBED_ID.test(value)) return value
  let url: URL
  try {
    url = new URL(/^https?:\/\//i.test(value) ? value : `https://${value}`)
  } catch {
    return null
  }
  const host = url.hostname.toLowerCase().replace(/^(www|m|music)\./, '')
  if (!HOSTS.has(host)) return null
  let candidate: string | null | undefined
  if (host === 'youtu.be') candidate = url.pathname.split('/')[1]
  else if (url.pathname === '/watch') candidate = url.searchParams.get('v')
  else candidate = /^\/(?:embed|shorts|live|v)\/([^/?#]+)/.exec(url.pathname)?.[1]
  return candidate && EMBED_ID.test(candidate) ? candidate : null
}

/** docs/product/media.md "Video", plus where the entry comes from. */
export const VideoSchema = z.object({
  id: z.string().min(1),
  title: z.string().min(1),
  description: z.string(),
  embedId: z.string().regex(EMBED_ID, 'must be an 11-character video id'),
  category: VideoCategorySchema,
  /** Display text such as "19:13" or "Live"; empty when unknown. */
  duration: z.string(),
  source: z.enum(['catalogue', 'mine']),
})
export type Video = z.infer<typeof VideoSchema>

export const VideoInputSchema = z.object({
  video: z
    .string({ error: 'is required' })
    .trim()
    .min(1, 'is required')
    .max(300, 'must be at most 300 characters')
    .refine((value) => parseVideoId(value) !== null, {
      message: 'must be an 11-character video id or a YouTube link',
    }),
  title: z
    .string({ error: 'is required' })
    .trim()
    .min(2, 'must be at least 2 characters')
    .max(120, 'must be at most 120 characters'),
  description: z.string().trim().max(500, 'must be at most 500 characters').default(''),
  category: VideoCategorySchema,
  duration: z
    .string()
    .trim()
    .regex(/^(\d{1,2}:)?\d{1,2}:\d{2}$|^$/, 'must look like 4:05 or 1:02:03')
    .default(''),
})
export type VideoInput = z.input<typeof VideoInputSchema>

export const VideoListSchema = z.object({ videos: z.array(VideoSchema) })
export type VideoList = z.infer<typeof VideoListSchema>

export const VideoIdParamsSchema = z.object({ id: z.string().max(40) })

/**
 * The privacy-enhanced player's address. There is deliberately no thumbnail address: the gallery
 * asks the video host for nothing until play is pressed (decision 210).
 */
export const videoEmbedUrl = (embedId: string) =>
  `https://www.youtube-nocookie.com/embed/${embedId}?autoplay=1&rel=0`

const attribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/** The iframe snippet "Copy Embed Code" gives for a video (privacy-enhanced domain). */
export const videoEmbedCode = (embedId: string, title: string) =>
  `<iframe width="100%" height="315" src="https://www.youtube-nocookie.com/embed/${embedId}" title="${attribute(title)}" style="border:0" allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture" referrerpolicy="strict-origin-when-cross-origin" allowfullscreen loading="lazy"></iframe>`
