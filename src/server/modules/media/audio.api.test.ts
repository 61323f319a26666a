import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AUDIO_MAX_BYTES } from '@/shared/audio'
import { buildTestApp, type TestApp } from '../../test/build-test-app'
import { signUp } from '../../test/helpers'
import { multipartBody } from './multipart-body'
import { testWav } from './test-audio'

// One app and DATA_DIR for the file: each test signs up people of its own, whose files live
// beside the vaults, under VAULTS_DIR/.media/audio/<user id> (decision 214).
let t: TestApp
let dataDir: string
let audioDir: string
beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hc-audio-'))
  t = await buildTestApp({ dataDir })
  audioDir = path.join(t.app.config.vaultsDir, '.media', 'audio')
})
afterAll(async () => {
  await t.close()
  fs.rmSync(dataDir, { recursive: true, force: true })
})

const upload = (
  cookie: string,
  file?: { name: string; type: string; data: Uint8Array },
  fields: Record<string, string> = {},
) => {
  const body = multipartBody(fields, file)
  return t.app.inject({
    method: 'POST',
    url: '/api/audio/tracks',
    payload: body.payload,
    headers: { ...body.headers, cookie },
  })
}
const wavFile = (seconds = 1) => ({ name: 'tone.wav', type: 'audio/wav', data: testWav(seconds) })

describe('uploading audio', () => {
  it('keeps a WAV file beside the vaults with its metadata', async () => {
    const ada = await signUp(t, 'ada_keep')
    const res = await upload(ada.cookie, wavFile(1.5), { title: 'First tone' })
    expect(res.statusCode).toBe(201)
    const track = res.json()
    expect(track).toMatchObject({
      title: 'First tone',
      format: 'wav',
      sizeBytes: 44 + 1.5 * 8000 * 2,
      durationSeconds: 1.5,
      source: 'upload',
      visibility: 'private',
      owner: 'ada_keep',
      mine: true,
    })
    expect(fs.existsSync(path.join(audioDir, String(ada.user.id), `${track.id}.wav`))).toBe(true)
    expect(fs.existsSync(path.join(dataDir, 'audio'))).toBe(false)
    const list = (
      await t.app.inject({ url: '/api/audio/tracks', headers: { cookie: ada.cookie } })
    ).json()
    expect(list.tracks.map((item: { id: string }) => item.id)).toEqual([track.id])
    expect(list.usedBytes).toBe(track.sizeBytes)
  })

  it('keeps the media folder out of the vaults: not listed, not scanned', async () => {
    const ada = await signUp(t, 'ada_not_a_vault')
    const synced = t.app.vaults.lastSync.get('codex-notes')
    expect(synced).toBeDefined()
    expect((await upload(ada.cookie, wavFile(2))).statusCode).toBe(201)
    // The watcher sees the new file; a scan would follow within 150 ms.
    await new Promise((resolve) => setTimeout(resolve, 600))
    expect(t.app.vaults.lastSync.get('codex-notes')).toBe(synced)
    const vaults = (
      await t.app.inject({ url: '/api/obsidian/vaults', headers: { cookie: ada.cookie } })
    ).json()
    expect(JSON.stringify(vaults)).not.toContain('.media')
  })

  it('names a nameless upload after its file', async () => {
    const ada = await signUp(t, 'ada_nameless')
    const res = await upload(ada.cookie, { ...wavFile(), name: 'morning_birds-2.wav' })
    expect(res.json().title).toBe('morning birds 2')
  })

  it('refuses a file that is not audio, whatever its name and type say', async () => {
    const ada = await signUp(t, 'ada_not_audio')
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4])
    const res = await upload(ada.cookie, { name: 'song.mp3', type: 'audio/mpeg', data: png })
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toMatch(/^file: is not an MP3, OGG or WAV/)
    expect(fs.readdirSync(path.join(audioDir, '.incoming'))).toEqual([])
  })

  it('refuses a file over the size limit', async () => {
    const ada = await signUp(t, 'ada_too_big')
    const big = new Uint8Array(AUDIO_MAX_BYTES + 10)
    big.set(testWav(0.01))
    const res = await upload(ada.cookie, { name: 'big.wav', type: 'audio/wav', data: big })
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toBe('file: must be at most 20 MB')
    expect(fs.readdirSync(path.join(audioDir, '.incoming'))).toEqual([])
    expect(fs.existsSync(path.join(audioDir, String(ada.user.id)))).toBe(false)
  })

  it('refuses an empty file, a missing file, a bad field and a non-multipart body', async () => {
    const ada = await signUp(t, 'ada_empty')
    const empty = await upload(ada.cookie, {
      name: 'empty.wav',
      type: 'audio/wav',
      data: new Uint8Array(),
    })
    expect(empty.statusCode).toBe(400)
    expect(empty.json().message).toBe('file: is empty')

    const missing = await upload(ada.cookie, undefined, { title: 'Nothing' })
    expect(missing.statusCode).toBe(400)
    expect(missing.json().message).toBe('file: is required')

    const badField = await upload(ada.cookie, wavFile(), { durationSeconds: '-3' })
    expect(badField.statusCode).toBe(400)
    expect(badField.json().message).toBe('durationSeconds: must not be negative')

    const json = await t.app.inject({
      method: 'POST',
      url: '/api/audio/tracks',
      payload: { file: 'x' },
      headers: { cookie: ada.cookie },
    })
    expect(json.statusCode).toBe(400)
    expect(json.json().message).toMatch(/^file: send the audio as multipart/)
  })

  it('refuses a multipart body without a boundary and a title with NUL, and stores nothing', async () => {
    const ada = await signUp(t, 'ada_nul')
    const body = multipartBody({}, wavFile())
    const noBoundary = await t.app.inject({
      method: 'POST',
      url: '/api/audio/tracks',
      payload: body.payload,
      headers: { 'content-type': 'multipart/form-data', cookie: ada.cookie },
    })
    expect(noBoundary.statusCode).toBe(400)
    expect(noBoundary.json().message).toBe('file: the multipart body could not be read')

    const nul = await upload(ada.cookie, wavFile(), { title: 'a\u0000b' })
    expect(nul.statusCode).toBe(400)
    expect(nul.json().message).toBe('title: must not contain NUL characters')
    const list = await t.app.inject({ url: '/api/audio/tracks', headers: { cookie: ada.cookie } })
    expect(list.json().tracks).toEqual([])

    const nulName = await upload(ada.cookie, { ...wavFile(), name: 'night\u0000song.wav' })
    expect(nulName.statusCode).toBe(201)
    expect(nulName.json().title).toBe('nightsong')
  })

  it('needs a signed-in user', async () => {
    const res = await upload('', wavFile())
    expect(res.statusCode).toBe(401)
    expect((await t.app.inject({ url: '/api/audio/tracks' })).statusCode).toBe(401)
  })

  it('asks a visitor to sign in before it looks at what they sent', async () => {
    const rename = await t.app.inject({
      method: 'PATCH',
      url: `/api/audio/tracks/${'x'.repeat(100)}`,
      payload: {},
    })
    expect(rename.statusCode).toBe(401)
    expect(rename.json().message).toBe('Sign in to use your audio library.')
    const playlist = await t.app.inject({
      method: 'PATCH',
      url: '/api/audio/playlists/not-a-number',
      payload: { name: '' },
    })
    expect(playlist.statusCode).toBe(401)
    expect(playlist.json().message).toBe('Sign in to use playlists.')
  })
})

describe('playing audio', () => {
  it('answers range requests with 206 and the exact bytes', async () => {
    const ada = await signUp(t, 'ada_range')
    const wav = testWav(1)
    const track = (await upload(ada.cookie, { name: 't.wav', type: 'audio/wav', data: wav })).json()
    const headers = { cookie: ada.cookie }

    const whole = await t.app.inject({ url: track.url, headers })
    expect(whole.statusCode).toBe(200)
    expect(whole.headers['content-type']).toBe('audio/wav')
    expect(whole.headers['accept-ranges']).toBe('bytes')
    expect(whole.rawPayload.equals(Buffer.from(wav))).toBe(true)

    const part = await t.app.inject({
      url: track.url,
      headers: { ...headers, range: 'bytes=100-199' },
    })
    expect(part.statusCode).toBe(206)
    expect(part.headers['content-range']).toBe(`bytes 100-199/${wav.length}`)
    expect(part.headers['content-length']).toBe('100')
    expect(part.rawPayload.equals(Buffer.from(wav.subarray(100, 200)))).toBe(true)

    const tail = await t.app.inject({ url: track.url, headers: { ...headers, range: 'bytes=-10' } })
    expect(tail.statusCode).toBe(206)
    expect(tail.rawPayload.equals(Buffer.from(wav.subarray(wav.length - 10)))).toBe(true)

    const outside = await t.app.inject({
      url: track.url,
      headers: { ...headers, range: `bytes=${wav.length}-` },
    })
    expect(outside.statusCode).toBe(416)
    expect(outside.headers['content-range']).toBe(`bytes */${wav.length}`)
  })

  it('hides another user’s private track (404), and shows it once shared', async () => {
    const ada = await signUp(t, 'ada_share')
    const bob = await signUp(t, 'bob_share')
    const track = (await upload(ada.cookie, wavFile())).json()

    for (const cookie of [bob.cookie, '']) {
      const res = await t.app.inject({ url: track.url, headers: { cookie } })
      expect(res.statusCode).toBe(404)
      expect(res.json().message).toBe('No track with that id.')
    }
    const rename = await t.app.inject({
      method: 'PATCH',
      url: `/api/audio/tracks/${track.id}`,
      payload: { title: 'Mine now' },
      headers: { cookie: bob.cookie },
    })
    expect(rename.statusCode).toBe(404)
    const remove = await t.app.inject({
      method: 'DELETE',
      url: `/api/audio/tracks/${track.id}`,
      headers: { cookie: bob.cookie },
    })
    expect(remove.statusCode).toBe(404)
    // This track only: the file's tests share one app.
    const publicTracks = async (cookie?: string) =>
      (await t.app.inject({ url: '/api/audio/public-tracks', headers: cookie ? { cookie } : {} }))
        .json()
        .tracks.filter((listed: { id: string }) => listed.id === track.id)
    expect(await publicTracks()).toEqual([])

    const share = await t.app.inject({
      method: 'PATCH',
      url: `/api/audio/tracks/${track.id}`,
      payload: { visibility: 'public' },
      headers: { cookie: ada.cookie },
    })
    expect(share.json()).toMatchObject({ visibility: 'public' })
    expect(
      (await t.app.inject({ url: track.url, headers: { cookie: bob.cookie } })).statusCode,
    ).toBe(200)
    expect(await publicTracks(bob.cookie)).toMatchObject([
      { id: track.id, owner: 'ada_share', mine: false },
    ])
  })

  it('answers 404 for ids that are not tracks at all', async () => {
    for (const id of ['nope', '00000000-0000-0000-0000-000000000000'])
      expect((await t.app.inject({ url: `/api/audio/tracks/${id}/file` })).statusCode).toBe(404)
  })

  it('deletes a track with its file', async () => {
    const ada = await signUp(t, 'ada_delete')
    const track = (await upload(ada.cookie, wavFile())).json()
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/audio/tracks/${track.id}`,
      headers: { cookie: ada.cookie },
    })
    expect(res.statusCode).toBe(204)
    expect(fs.readdirSync(path.join(audioDir, String(ada.user.id)))).toEqual([])
    expect(
      (await t.app.inject({ url: track.url, headers: { cookie: ada.cookie } })).statusCode,
    ).toBe(404)
  })
})

describe('deleting an account', () => {
  it('removes its audio files beside the vaults and any left in DATA_DIR/audio', async () => {
    const ada = await signUp(t, 'ada_leaves')
    const track = (await upload(ada.cookie, wavFile())).json()
    const legacy = path.join(dataDir, 'audio', String(ada.user.id))
    fs.mkdirSync(legacy, { recursive: true })
    fs.writeFileSync(path.join(legacy, 'earlier.wav'), testWav(0.1))
    expect(fs.readdirSync(path.join(audioDir, String(ada.user.id)))).toEqual([`${track.id}.wav`])
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/account',
      payload: { password: 'long-enough-password' },
      headers: { cookie: ada.cookie },
    })
    expect(res.statusCode).toBe(204)
    expect(fs.existsSync(path.join(audioDir, String(ada.user.id)))).toBe(false)
    expect(fs.existsSync(legacy)).toBe(false)
  })
})

describe('playlists', () => {
  it('creates, reorders, renames and deletes a playlist of your tracks', async () => {
    const ada = await signUp(t, 'ada_playlist')
    const headers = { cookie: ada.cookie }
    const a = (await upload(ada.cookie, wavFile(), { title: 'A' })).json()
    const b = (await upload(ada.cookie, wavFile(), { title: 'B' })).json()
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/audio/playlists',
      payload: { name: 'Morning', trackIds: [a.id, b.id] },
      headers,
    })
    expect(created.statusCode).toBe(201)
    const playlist = created.json()
    expect(playlist).toMatchObject({ name: 'Morning', trackIds: [a.id, b.id] })

    const reordered = await t.app.inject({
      method: 'PATCH',
      url: `/api/audio/playlists/${playlist.id}`,
      payload: { name: 'Evening', trackIds: [b.id, a.id] },
      headers,
    })
    expect(reordered.json()).toMatchObject({ name: 'Evening', trackIds: [b.id, a.id] })

    await t.app.inject({ method: 'DELETE', url: `/api/audio/tracks/${b.id}`, headers })
    const listed = (await t.app.inject({ url: '/api/audio/playlists', headers })).json()
    expect(listed.playlists).toMatchObject([{ id: playlist.id, trackIds: [a.id] }])

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/audio/playlists/${playlist.id}`,
      headers,
    })
    expect(deleted.statusCode).toBe(204)
    expect((await t.app.inject({ url: '/api/audio/playlists', headers })).json().playlists).toEqual(
      [],
    )
  })

  it('refuses other people’s private tracks, empty names and other people’s playlists', async () => {
    const ada = await signUp(t, 'ada_borrow')
    const bob = await signUp(t, 'bob_borrow')
    const secret = (await upload(ada.cookie, wavFile())).json()
    const bobs = await t.app.inject({
      method: 'POST',
      url: '/api/audio/playlists',
      payload: { name: 'Borrowed', trackIds: [secret.id] },
      headers: { cookie: bob.cookie },
    })
    expect(bobs.statusCode).toBe(400)
    expect(bobs.json().message).toMatch(/^trackIds: .* is not a track you can add/)

    const unnamed = await t.app.inject({
      method: 'POST',
      url: '/api/audio/playlists',
      payload: { name: '  ' },
      headers: { cookie: ada.cookie },
    })
    expect(unnamed.json().message).toBe('name: is required')

    const adas = (
      await t.app.inject({
        method: 'POST',
        url: '/api/audio/playlists',
        payload: { name: 'Mine' },
        headers: { cookie: ada.cookie },
      })
    ).json()
    for (const method of ['PATCH', 'DELETE'] as const) {
      const res = await t.app.inject({
        method,
        url: `/api/audio/playlists/${adas.id}`,
        ...(method === 'PATCH' ? { payload: { name: 'Taken' } } : {}),
        headers: { cookie: bob.cookie },
      })
      expect(res.statusCode, method).toBe(404)
    }
  })
})
