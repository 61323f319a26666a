import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Config } from '../../config'
import { buildTestApp, dropSchema, type TestApp } from '../../test/build-test-app'
import { signUp } from '../../test/helpers'
import { multipartBody } from './multipart-body'
import { testWav } from './test-audio'

const pgUrl = process.env.DATABASE_URL || ''

const tempDir = (prefix: string) => fs.mkdtempSync(path.join(os.tmpdir(), prefix))
const audioDir = (t: TestApp) => path.join(t.app.config.vaultsDir, '.media', 'audio')

/** Every audio file kept for `ownerId`, wherever it is, and what waits in `.incoming`. */
function filesOf(t: TestApp, ownerId: number) {
  const list = (dir: string) => (fs.existsSync(dir) ? fs.readdirSync(dir).sort() : [])
  return {
    kept: list(path.join(audioDir(t), String(ownerId))),
    legacy: list(path.join(t.app.config.dataDir, 'audio', String(ownerId))),
    incoming: list(path.join(audioDir(t), '.incoming')),
  }
}

const upload = (t: TestApp, cookie: string, data: Uint8Array, title = 'Tone') => {
  const body = multipartBody({ title }, { name: 'tone.wav', type: 'audio/wav', data })
  return t.app.inject({
    method: 'POST',
    url: '/api/audio/tracks',
    payload: body.payload,
    headers: { ...body.headers, cookie },
  })
}

const library = async (t: TestApp, cookie: string) =>
  (await t.app.inject({ url: '/api/audio/tracks', headers: { cookie } })).json() as {
    tracks: { id: string; sizeBytes: number }[]
    usedBytes: number
    limitBytes: number
  }

/** Plays a track whole and as a range, and checks both against its bytes. */
async function expectPlays(t: TestApp, url: string, cookie: string, wav: Uint8Array) {
  const whole = await t.app.inject({ url, headers: { cookie } })
  expect(whole.statusCode).toBe(200)
  expect(whole.headers['content-type']).toBe('audio/wav')
  expect(whole.rawPayload.equals(Buffer.from(wav))).toBe(true)
  const part = await t.app.inject({ url, headers: { cookie, range: 'bytes=1000-1999' } })
  expect(part.statusCode).toBe(206)
  expect(part.headers['content-range']).toBe(`bytes 1000-1999/${wav.length}`)
  expect(part.rawPayload.equals(Buffer.from(wav.subarray(1000, 2000)))).toBe(true)
}

const cleanup: (() => Promise<void> | void)[] = []
afterEach(async () => {
  for (const step of cleanup.splice(0).reverse()) await step()
})

/** An app whose DATA_DIR and vault folder are removed after the test. */
async function app(overrides: Partial<Config> = {}) {
  const dataDir = overrides.dataDir ?? tempDir('hc-audio-data-')
  const t = await buildTestApp({ dataDir, ...overrides })
  cleanup.push(() => fs.rmSync(dataDir, { recursive: true, force: true }))
  return t
}

// Decision 214: the files live beside the vaults, which every instance shares.
describe.skipIf(!pgUrl)('audio on two instances sharing the database and the vault folder', () => {
  /** Two instances: each its own DATA_DIR, one schema and one vault folder between them. */
  async function twoInstances(overrides: Partial<Config> = {}) {
    const first = await app(overrides)
    const schema = first.app.config.databaseSchema!
    cleanup.push(async () => {
      await first.app.close()
      fs.rmSync(first.app.config.vaultsDir, { recursive: true, force: true })
      await dropSchema(pgUrl, schema)
    })
    const second = await app({
      ...overrides,
      databaseSchema: schema,
      vaultsDir: first.app.config.vaultsDir,
    })
    cleanup.push(() => second.app.close())
    expect(second.app.config.dataDir).not.toBe(first.app.config.dataDir)
    return [first, second] as const
  }

  it('plays an upload taken by one instance on the other, whole and by range', async () => {
    const [first, second] = await twoInstances()
    const ada = await signUp(first, 'ada_two')
    const bob = await signUp(second, 'bob_two')
    const wav = testWav(1)
    const created = await upload(first, ada.cookie, wav)
    expect(created.statusCode).toBe(201)
    const track = created.json()

    await expectPlays(second, track.url, ada.cookie, wav)
    // Still private: the other instance hides it from Bob as the first does.
    expect(
      (await second.app.inject({ url: track.url, headers: { cookie: bob.cookie } })).statusCode,
    ).toBe(404)
    const share = await second.app.inject({
      method: 'PATCH',
      url: `/api/audio/tracks/${track.id}`,
      payload: { visibility: 'public' },
      headers: { cookie: ada.cookie },
    })
    expect(share.statusCode).toBe(200)
    await expectPlays(second, track.url, bob.cookie, wav)
    await expectPlays(first, track.url, bob.cookie, wav)

    // Deleted through the other instance: gone for both, file and all.
    const removed = await second.app.inject({
      method: 'DELETE',
      url: `/api/audio/tracks/${track.id}`,
      headers: { cookie: ada.cookie },
    })
    expect(removed.statusCode).toBe(204)
    expect(filesOf(first, ada.user.id).kept).toEqual([])
    expect(
      (await first.app.inject({ url: track.url, headers: { cookie: ada.cookie } })).statusCode,
    ).toBe(404)
  })

  it('never lets uploads sent to both instances at once pass the library quota', async () => {
    const wav = testWav(0.5)
    // Room for three of them, not four.
    const quota = wav.length * 3 + wav.length / 2
    const [first, second] = await twoInstances({ audioLibraryMaxBytes: quota })
    const ada = await signUp(first, 'ada_race')
    // A slow disk: each upload's file takes 30 ms to move into place, while its row is not yet
    // committed, so uploads on the two instances overlap there unless they are serialised.
    const rename = fs.promises.rename
    vi.spyOn(fs.promises, 'rename').mockImplementation(async (from, to) => {
      await new Promise((resolve) => setTimeout(resolve, 30))
      return rename(from, to)
    })
    cleanup.push(() => {
      vi.restoreAllMocks()
    })
    const answers = await Promise.all(
      Array.from({ length: 16 }, (_, i) =>
        upload(i % 2 ? second : first, ada.cookie, wav, `T${i}`),
      ),
    )
    const statuses = answers.map((answer) => answer.statusCode)
    expect(statuses.filter((status) => status === 201)).toHaveLength(3)
    expect(statuses.filter((status) => status === 400)).toHaveLength(13)
    for (const answer of answers.filter((a) => a.statusCode === 400))
      expect(answer.json().message).toMatch(/^file: your library is full/)
    const listed = await library(second, ada.cookie)
    expect(listed.usedBytes).toBe(wav.length * 3)
    expect(listed.usedBytes).toBeLessThanOrEqual(quota)
    // Exactly the stored tracks' files, nothing half kept.
    const files = filesOf(first, ada.user.id)
    expect(files.kept).toEqual(listed.tracks.map((listedTrack) => `${listedTrack.id}.wav`).sort())
    expect(files.incoming).toEqual([])
  })
})

describe('the library quota under concurrent uploads', () => {
  it('stores no more than the quota when many uploads arrive at once', async () => {
    const wav = testWav(0.5)
    const quota = wav.length * 4 + wav.length / 2
    const t = await app({ audioLibraryMaxBytes: quota })
    cleanup.push(() => t.close())
    const ada = await signUp(t, 'ada_burst')
    const bob = await signUp(t, 'bob_burst')
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => upload(t, i % 4 ? ada.cookie : bob.cookie, wav)),
    )
    // Ada sent 15 and Bob 5; each library holds four.
    const created = (cookie: string) =>
      answers.filter(
        (answer, i) => (i % 4 ? ada.cookie : bob.cookie) === cookie && answer.statusCode === 201,
      )
    expect(created(ada.cookie)).toHaveLength(4)
    expect(created(bob.cookie)).toHaveLength(4)
    for (const [who, cookie] of [
      [ada, ada.cookie],
      [bob, bob.cookie],
    ] as const) {
      const listed = await library(t, cookie)
      expect(listed.usedBytes).toBe(wav.length * 4)
      const files = filesOf(t, who.user.id)
      expect(files.kept).toEqual(listed.tracks.map((track) => `${track.id}.wav`).sort())
      expect(files.incoming).toEqual([])
    }
  })
})

/** A database that outlives one app: a PGlite folder in DATA_DIR, or a PostgreSQL schema. */
function durableDatabase(): { overrides: Partial<Config>; remove(): Promise<void> } {
  if (pgUrl) {
    const schema = `test_${randomBytes(6).toString('hex')}`
    return { overrides: { databaseSchema: schema }, remove: () => dropSchema(pgUrl, schema) }
  }
  return { overrides: { inMemoryDatabase: false }, remove: async () => {} }
}

describe('audio files of earlier releases, under DATA_DIR/audio', () => {
  it('plays them where they are, then moves them beside the vaults on the next start', async () => {
    const dataDir = tempDir('hc-audio-upgrade-')
    const vaultsDir = tempDir('hc-audio-upgrade-vaults-')
    cleanup.push(() => fs.rmSync(vaultsDir, { recursive: true, force: true }))
    const database = durableDatabase()
    cleanup.push(() => database.remove())
    const before = await app({ ...database.overrides, dataDir, vaultsDir })
    const ada = await signUp(before, 'ada_upgrade')
    const wav = testWav(1)
    const track = (await upload(before, ada.cookie, wav)).json()
    // The layout an earlier release left: the file in DATA_DIR/audio/<owner>.
    const legacyDir = path.join(dataDir, 'audio', String(ada.user.id))
    fs.mkdirSync(legacyDir, { recursive: true })
    fs.renameSync(
      path.join(audioDir(before), String(ada.user.id), `${track.id}.wav`),
      path.join(legacyDir, `${track.id}.wav`),
    )
    expect(filesOf(before, ada.user.id)).toMatchObject({ kept: [], legacy: [`${track.id}.wav`] })
    await expectPlays(before, track.url, ada.cookie, wav)
    await before.app.close()

    const after = await app({ ...database.overrides, dataDir, vaultsDir })
    cleanup.push(() => after.app.close())
    await vi.waitFor(
      () =>
        expect(filesOf(after, ada.user.id)).toMatchObject({
          kept: [`${track.id}.wav`],
          legacy: [],
        }),
      { timeout: 5000, interval: 50 },
    )
    expect(fs.existsSync(path.join(dataDir, 'audio'))).toBe(false)
    await expectPlays(after, track.url, ada.cookie, wav)
  })
})
