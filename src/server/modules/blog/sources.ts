import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { blocksToText } from '@/shared/markdown'
import { parseBlogPost } from '@/shared/blog'
import type { ContentSource } from '../search/service'

export const BLOG_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../content/blog',
)

/** `content/blog/*.md` for quick search; choosing a post opens it in the blog reader. */
export function blogSource(dir = BLOG_DIR): ContentSource {
  return {
    name: 'blog',
    load: async () => {
      const files = (await fs.promises.readdir(dir)).filter((file) => file.endsWith('.md'))
      return Promise.all(
        files.map(async (file) => {
          const post = parseBlogPost(
            file.slice(0, -3),
            await fs.promises.readFile(path.join(dir, file), 'utf8'),
          )
          return {
            id: `blog:${post.slug}`,
            title: post.title,
            description: post.summary,
            icon: 'newspaper',
            category: 'content' as const,
            section: 'Blog',
            path: `/blog?post=${post.slug}`,
            keywords: `${post.tags.join(' ')} ${blocksToText(post.blocks)}`,
          }
        }),
      )
    },
  }
}
