import { describe, expect, it } from 'vitest'
import { parseBlogPost, sortPosts, tagCounts } from './blog'

const post = (date: string, tags: string) => `---
title: Post of ${date}
date: ${date}
author: Someone
summary: A summary.
tags: ${tags}
---

Some words here.
`

describe('blog posts', () => {
  it('parses front matter, tags and reading time', () => {
    const parsed = parseBlogPost('first', post('2026-11-02', 'AI, privacy ,, audio'))
    expect(parsed).toMatchObject({
      slug: 'first',
      title: 'Post of 2026-11-02',
      date: '2026-11-02',
      tags: ['ai', 'privacy', 'audio'],
      readingMinutes: 1,
    })
    expect(parsed.blocks[0]).toEqual({ type: 'paragraph', text: 'Some words here.' })
  })

  it('names the file and the field when the front matter is wrong', () => {
    expect(() => parseBlogPost('bad', post('yesterday', 'ai'))).toThrow(
      /content\/blog\/bad\.md: date needs a date/,
    )
    expect(() => parseBlogPost('bad', post('2026-11-02', ''))).toThrow(
      /content\/blog\/bad\.md: tags/,
    )
  })

  it('sorts newest first and counts tags', () => {
    const posts = [
      parseBlogPost('a', post('2026-11-02', 'ai, audio')),
      parseBlogPost('b', post('2026-11-20', 'ai')),
    ]
    expect(sortPosts(posts).map((p) => p.slug)).toEqual(['b', 'a'])
    expect(tagCounts(posts)).toEqual([
      ['ai', 2],
      ['audio', 1],
    ])
  })
})
