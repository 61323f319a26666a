import { z } from 'zod'
import { parseBlocks, parseFrontMatter, blocksToText, type Block } from './markdown'

export const BlogFrontMatterSchema = z.object({
  title: z.string().min(1, 'needs a title'),
  date: z.iso.date('needs a date as YYYY-MM-DD'),
  author: z.string().min(1, 'needs an author'),
  summary: z.string().min(1, 'needs a summary'),
  tags: z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((tag) => tag.trim().toLowerCase())
        .filter(Boolean),
    )
    .pipe(z.array(z.string().regex(/^[a-z0-9-]+$/, 'tags are lower-case words')).min(1)),
})

export interface BlogPost {
  slug: string
  title: string
  date: string
  author: string
  summary: string
  tags: string[]
  blocks: Block[]
  /** At about 220 words a minute, at least 1. */
  readingMinutes: number
}

/** Parses `content/blog/<slug>.md`; throws naming the file and the field when one is wrong. */
export function parseBlogPost(slug: string, source: string): BlogPost {
  const { data, body } = parseFrontMatter(source)
  const parsed = BlogFrontMatterSchema.safeParse(data)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    throw new Error(`content/blog/${slug}.md: ${issue?.path.join('.')} ${issue?.message}`)
  }
  const blocks = parseBlocks(body)
  const words = blocksToText(blocks).split(/\s+/).filter(Boolean).length
  return { slug, ...parsed.data, blocks, readingMinutes: Math.max(1, Math.round(words / 220)) }
}

/** Newest first, then by title. */
export const sortPosts = (posts: BlogPost[]) =>
  [...posts].sort((a, b) => b.date.localeCompare(a.date) || a.title.localeCompare(b.title))

/** Every tag with its number of posts, most used first. */
export function tagCounts(posts: BlogPost[]) {
  const counts = new Map<string, number>()
  for (const post of posts) for (const tag of post.tags) counts.set(tag, (counts.get(tag) ?? 0) + 1)
  return [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
}
