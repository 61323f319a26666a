import { parseBlogPost, sortPosts, type BlogPost } from '@/shared/blog'

// The Markdown files are bundled into this (lazy) chunk; the server indexes the same files.
const files = import.meta.glob<string>('../../../../content/blog/*.md', {
  query: '?raw',
  import: 'default',
  eager: true,
})

const slugOf = (file: string) => file.slice(file.lastIndexOf('/') + 1, -'.md'.length)

/** Every post, newest first. */
export const posts: BlogPost[] = sortPosts(
  Object.entries(files).map(([file, source]) => parseBlogPost(slugOf(file), source)),
)

export const findPost = (slug: string | null) => posts.find((post) => post.slug === slug)
