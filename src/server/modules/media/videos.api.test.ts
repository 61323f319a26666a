import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../test/build-test-app'
import { signUp } from '../../test/helpers'

// One app for the file: each test signs up people of its own, and a user's videos are theirs alone.
let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(() => t.close())

const add = (cookie: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/videos', payload, headers: { cookie } })

describe('the video gallery', () => {
  it('serves the 11 catalogue entries to everyone', async () => {
    const res = await t.app.inject({ url: '/api/videos' })
    expect(res.statusCode).toBe(200)
    expect(res.json().videos).toHaveLength(11)
  })

  it('lets a signed-in user add videos by id or link, seen only by them', async () => {
    const ada = await signUp(t, 'ada_adds')
    const bob = await signUp(t, 'bob_adds')
    const byLink = await add(ada.cookie, {
      video: 'https://www.youtube.com/watch?v=aircAruvnKk&t=5s',
      title: 'Neural networks',
      category: 'education',
      duration: '18:40',
    })
    expect(byLink.statusCode).toBe(201)
    expect(byLink.json()).toMatchObject({
      embedId: 'aircAruvnKk',
      source: 'mine',
      category: 'education',
    })
    const byId = await add(ada.cookie, {
      video: 'jfKfPfyJRdk',
      title: 'Lofi',
      category: 'background',
    })
    expect(byId.statusCode).toBe(201)

    const gallery = (
      await t.app.inject({ url: '/api/videos', headers: { cookie: ada.cookie } })
    ).json()
    expect(gallery.videos).toHaveLength(13)
    const mine = (
      await t.app.inject({ url: '/api/videos/mine', headers: { cookie: ada.cookie } })
    ).json()
    expect(mine.videos.map((video: { title: string }) => video.title)).toEqual([
      'Lofi',
      'Neural networks',
    ])
    expect(
      (await t.app.inject({ url: '/api/videos', headers: { cookie: bob.cookie } })).json().videos,
    ).toHaveLength(11)

    const again = await add(ada.cookie, {
      video: 'https://youtu.be/aircAruvnKk',
      title: 'Again',
      category: 'education',
    })
    expect(again.statusCode).toBe(409)
  })

  it('validates the id, title and category, naming the field', async () => {
    const ada = await signUp(t, 'ada_fields')
    const cases: [Record<string, unknown>, RegExp][] = [
      [
        { video: 'not a video', title: 'x talk', category: 'education' },
        /^video: must be an 11-character video id or a YouTube link/,
      ],
      [{ video: 'https://vimeo.com/123456', title: 'x talk', category: 'education' }, /^video: /],
      [{ video: 'aircAruvnKk', title: 'x', category: 'education' }, /^title: must be at least 2/],
      [{ video: 'aircAruvnKk', title: 'A talk', category: 'cooking' }, /^category: /],
      [
        { video: 'aircAruvnKk', title: 'A talk', category: 'education', duration: 'long' },
        /^duration: must look like/,
      ],
    ]
    for (const [payload, message] of cases) {
      const res = await add(ada.cookie, payload)
      expect(res.statusCode, JSON.stringify(payload)).toBe(400)
      expect(res.json().message).toMatch(message)
    }
  })

  it('asks a visitor to sign in before it looks at what they sent', async () => {
    const bad = await add('', { video: '', title: '' })
    expect(bad.statusCode).toBe(401)
    expect(bad.json().message).toBe('Sign in to add videos.')
    const mine = await t.app.inject({ url: '/api/videos/mine' })
    expect(mine.statusCode).toBe(401)
    expect(mine.json().message).toBe('Sign in to manage your videos.')
    const remove = await t.app.inject({ method: 'DELETE', url: `/api/videos/${'x'.repeat(60)}` })
    expect(remove.statusCode).toBe(401)
  })

  it('removes only the user’s own entries', async () => {
    const ada = await signUp(t, 'ada_removes')
    const bob = await signUp(t, 'bob_removes')
    expect(
      (await add('', { video: 'aircAruvnKk', title: 'A talk', category: 'education' })).statusCode,
    ).toBe(401)
    const video = (
      await add(ada.cookie, { video: 'aircAruvnKk', title: 'A talk', category: 'education' })
    ).json()
    const remove = (cookie: string, id: string) =>
      t.app.inject({ method: 'DELETE', url: `/api/videos/${id}`, headers: { cookie } })
    expect((await remove(bob.cookie, video.id)).statusCode).toBe(404)
    expect((await remove(ada.cookie, 'v-neural-network')).statusCode).toBe(404)
    expect((await remove(ada.cookie, video.id)).statusCode).toBe(204)
    expect((await remove(ada.cookie, video.id)).statusCode).toBe(404)
  })
})
