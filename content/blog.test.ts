import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { parseBlogPost } from '@/shared/blog'

const dir = path.join(import.meta.dirname, 'blog')

describe('blog posts in content/blog', () => {
  it('parses every post, each with a unique title and at least one tag', () => {
    const files = fs.readdirSync(dir).filter((file) => file.endsWith('.md'))
    expect(files.length).toBeGreaterThanOrEqual(4)
    const posts = files.map((file) =>
      parseBlogPost(file.slice(0, -3), fs.readFileSync(path.join(dir, file), 'utf8')),
    )
    expect(new Set(posts.map((post) => post.title)).size).toBe(posts.length)
    for (const post of posts) {
      expect(post.tags.length, post.slug).toBeGreaterThan(0)
      expect(post.blocks.length, post.slug).toBeGreaterThan(2)
    }
  })
})
