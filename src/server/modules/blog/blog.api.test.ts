import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../test/build-test-app'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(() => t.close())

describe('blog posts in quick search', () => {
  it('finds a post by its words and opens it in the blog reader', async () => {
    const res = await t.app.inject({
      url: '/api/quick-search/search?query=range%20requests%20playlists',
    })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toContainEqual(
      expect.objectContaining({
        id: 'blog:your-audio-library',
        section: 'Blog',
        path: '/blog?post=your-audio-library',
      }),
    )
  })
})
