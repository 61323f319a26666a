import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { openPage, PHONE } from './support/browser'
import { useServerAndBrowser } from './support/harness'
import { scriptErrors } from './support/home'
import { signUpInBrowser } from './support/accounts'

const env = useServerAndBrowser()

/** A mono 16-bit WAV of a 440 Hz tone, made here so the test needs no fixture file. */
function toneWav(seconds: number, sampleRate = 8000) {
  const samples = Math.round(seconds * sampleRate)
  const buffer = Buffer.alloc(44 + samples * 2)
  buffer.write('RIFF', 0, 'ascii')
  buffer.writeUInt32LE(36 + samples * 2, 4)
  buffer.write('WAVEfmt ', 8, 'ascii')
  buffer.writeUInt32LE(16, 16)
  buffer.writeUInt16LE(1, 20)
  buffer.writeUInt16LE(1, 22)
  buffer.writeUInt32LE(sampleRate, 24)
  buffer.writeUInt32LE(sampleRate * 2, 28)
  buffer.writeUInt16LE(2, 32)
  buffer.writeUInt16LE(16, 34)
  buffer.write('data', 36, 'ascii')
  buffer.writeUInt32LE(samples * 2, 40)
  for (let i = 0; i < samples; i++)
    buffer.writeInt16LE(
      Math.round(Math.sin((2 * Math.PI * 440 * i) / sampleRate) * 6000),
      44 + i * 2,
    )
  return buffer
}

const toasts = (page: Page) => page.getByRole('region', { name: /Notifications/ })

async function upload(page: Page, name: string, buffer: Buffer, title: string) {
  await page.getByLabel('Audio file').setInputFiles({ name, mimeType: 'audio/wav', buffer })
  await page.getByLabel('Title', { exact: true }).first().fill(title)
  await page.getByRole('button', { name: 'Upload', exact: true }).click()
}

describe('the audio library', () => {
  it('uploads a generated WAV file, refuses one that is not audio, and plays the track', async () => {
    const { page, context, errors } = await openPage(env.browser, env.server.baseUrl)
    await signUpInBrowser(page, 'audio_ada')
    await page.goto('/audio')
    await page.getByRole('heading', { level: 1, name: 'Independent Audio System' }).waitFor()

    await upload(page, 'not-really.wav', Buffer.from('just some text, not audio at all'), 'Fake')
    await page
      .getByRole('alert')
      .getByText(/^file: is not an MP3, OGG or WAV/)
      .waitFor()

    await upload(page, 'tone.wav', toneWav(2), 'Morning tone')
    await toasts(page).getByText('Track uploaded').waitFor()
    const tracks = page.getByRole('list', { name: 'Your tracks' })
    await tracks.getByText('Morning tone').waitFor()
    await tracks.getByText('0:02').waitFor()

    await tracks.getByRole('button', { name: 'Play Morning tone' }).click()
    const player = page.getByRole('region', { name: 'Player' })
    await player.getByText('Morning tone').waitFor()
    await expect
      .poll(
        async () =>
          (await player.getAttribute('data-state')) === 'playing' ||
          (await player.getByTestId('player-time').textContent()) !== '0:00',
        { timeout: 10_000 },
      )
      .toBe(true)
    // It plays through: the time reaches the end of the two-second tone.
    await expect
      .poll(() => player.getByTestId('player-time').textContent(), { timeout: 10_000 })
      .toBe('0:02')

    // The file streams with range support, as the player uses it.
    const range = await page.evaluate(async () => {
      const list = await (await fetch('/api/audio/tracks')).json()
      const res = await fetch(list.tracks[0].url, { headers: { Range: 'bytes=0-11' } })
      return { status: res.status, text: new TextDecoder().decode(await res.arrayBuffer()) }
    })
    expect(range).toEqual({ status: 206, text: 'RIFF$}\u0000\u0000WAVE' })

    expect(scriptErrors(errors)).toEqual([])
    await context.close()
  })

  it('creates, fills, reorders and renames a playlist that is still there after a reload', async () => {
    const { page, context, errors } = await openPage(env.browser, env.server.baseUrl)
    await signUpInBrowser(page, 'audio_bea')
    await page.goto('/audio')
    await page.getByRole('heading', { level: 1, name: 'Independent Audio System' }).waitFor()
    await upload(page, 'a.wav', toneWav(1), 'First')
    await page.getByRole('list', { name: 'Your tracks' }).getByText('First').waitFor()
    await upload(page, 'b.wav', toneWav(1), 'Second')
    await page.getByRole('list', { name: 'Your tracks' }).getByText('Second').waitFor()

    await page.getByRole('tab', { name: 'Playlists' }).click()
    await page.getByLabel('New playlist').fill('Evening')
    await page.getByRole('button', { name: 'Create Playlist' }).click()
    const playlist = page.getByRole('article', { name: 'Playlist Evening' })
    await playlist.waitFor()
    const add = playlist.getByRole('combobox', { name: 'Add a track to Evening' })
    await add.selectOption({ label: 'First' })
    await playlist.getByRole('button', { name: 'Move First up' }).waitFor()
    await add.selectOption({ label: 'Second' })
    const order = playlist.getByRole('list', { name: 'Evening tracks' }).getByRole('listitem')
    await expect.poll(() => order.count()).toBe(2)
    await playlist.getByRole('button', { name: 'Move Second up' }).click()
    await expect.poll(() => order.locator('button').first().allTextContents()).toEqual(['Second'])

    await playlist.getByRole('button', { name: 'Rename Evening' }).click()
    await playlist.getByRole('textbox', { name: 'Playlist name' }).fill('Night')
    await playlist.getByRole('button', { name: 'Save name' }).click()
    const renamed = page.getByRole('article', { name: 'Playlist Night' })
    await renamed.waitFor()

    await page.goto('/music-section')
    await page.getByRole('article', { name: 'Playlist Night' }).waitFor()
    // The playlist's heading can show before its tracks do.
    const tracks = page.getByRole('list', { name: 'Night tracks' }).getByRole('listitem')
    await expect
      .poll(async () =>
        (await tracks.allInnerTexts()).map((text) => text.replace(/\s+/g, ' ').trim()),
      )
      .toEqual(['1 Second', '2 First'])
    expect(scriptErrors(errors)).toEqual([])
    await context.close()
  })
})

describe('a track on a phone', () => {
  it('renames a track in a field wide enough to read what is typed', async () => {
    const { page, context, errors } = await openPage(env.browser, env.server.baseUrl, PHONE)
    await signUpInBrowser(page, 'track_tia')
    await page.goto('/audio')
    await page.getByRole('heading', { level: 1, name: 'Independent Audio System' }).waitFor()
    await upload(page, 'tone.wav', toneWav(1), 'Dawn')
    const tracks = page.getByRole('list', { name: 'Your tracks' })
    await tracks.getByText('Dawn').waitFor()

    await tracks.getByRole('button', { name: 'Rename Dawn' }).click()
    const field = tracks.getByLabel('Track title')
    // Read once the row has laid out again: on a loaded machine one read came in mid-change.
    await expect.poll(async () => (await field.boundingBox())?.width ?? 0).toBeGreaterThan(150)
    await field.fill('Dawn chorus')
    await tracks.getByRole('button', { name: 'Save title' }).click()
    await tracks.getByRole('button', { name: 'Play Dawn chorus' }).waitFor()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    expect(scriptErrors(errors)).toEqual([])
    await context.close()
  })
})

describe('the video manager', () => {
  it('adds a video by link into the gallery and removes it again', async () => {
    const { page, context, errors } = await openPage(env.browser, env.server.baseUrl)
    await signUpInBrowser(page, 'video_vic')
    await page.goto('/video-manager')
    await page.getByRole('heading', { level: 1, name: 'Video Manager' }).waitFor()
    await page.getByLabel('Video id or link').fill('not a link')
    await page.getByText('Not a video id or link yet.').waitFor()
    await page.getByLabel('Video id or link').fill('https://youtu.be/dQw4w9WgXcQ?si=share')
    await page.getByText('Video id: dQw4w9WgXcQ').waitFor()
    await page.getByLabel('Title', { exact: true }).fill('A classic')
    await page.getByLabel('Category').selectOption('background')
    await page.getByRole('button', { name: 'Add Video' }).click()
    await toasts(page).getByText('Video added').waitFor()
    await page.getByText('12 of 12 videos').waitFor()
    await page
      .getByRole('group', { name: 'Filter videos' })
      .getByRole('button', { name: 'Background' })
      .click()
    await page.getByText('3 of 12 videos').waitFor()
    await page.getByText('Added by you').waitFor()

    await page.getByRole('button', { name: 'Remove A classic' }).click()
    await page.getByText('You have not added any videos yet.').waitFor()
    await page.getByText('2 of 11 videos').waitFor()
    expect(scriptErrors(errors)).toEqual([])
    await context.close()
  })
})

describe('page views, dream mode and a phone', () => {
  it('counts the screens visited in the marketing console', async () => {
    const { page, context, errors } = await openPage(env.browser, env.server.baseUrl)
    await page.goto('/blog')
    await page.getByRole('heading', { level: 1 }).waitFor()
    await page.getByRole('link', { name: 'Your audio library' }).click()
    await page.getByRole('heading', { level: 1, name: 'Your audio library' }).waitFor()
    await page.goto('/marketing-console')
    await page.getByRole('heading', { level: 1, name: 'Who reads the codex' }).waitFor()
    const row = page.getByRole('row').filter({ has: page.getByText('/blog', { exact: true }) })
    await expect.poll(async () => (await row.count()) > 0, { timeout: 10_000 }).toBe(true)
    await page.getByRole('button', { name: 'Last 7 days' }).click()
    await page.getByRole('img', { name: 'Page views per day, last 7 days' }).waitFor()
    expect(scriptErrors(errors)).toEqual([])
    await context.close()
  })

  it('dreams: musings stream from the AI engine, one persona after another', async () => {
    const { page, context, errors } = await openPage(env.browser, env.server.baseUrl)
    await page.goto('/dream-mode')
    await page.getByRole('heading', { level: 1, name: 'Dream Mode' }).waitFor()
    await page.getByRole('button', { name: 'Begin dreaming' }).click()
    await page.getByText(/Adam dreams of /).waitFor({ timeout: 15_000 })
    await page.getByRole('button', { name: 'Pause dreaming' }).click()
    expect(scriptErrors(errors)).toEqual([])
    await context.close()
  })

  it('keeps the audio and media screens within 390 px for a signed-in phone', async () => {
    const { page, context, errors } = await openPage(env.browser, env.server.baseUrl, PHONE)
    await signUpInBrowser(page, 'phone_pat')
    const problems: string[] = []
    for (const path of [
      '/audio',
      '/music-section',
      '/harmony-studio',
      '/soundcloud-test',
      '/video-manager',
      '/marketing-console',
    ]) {
      await page.goto(path)
      await page.getByRole('heading', { level: 1 }).first().waitFor()
      await page.waitForTimeout(300)
      const extra = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      )
      if (extra > 0) problems.push(`${path}: ${extra}px`)
    }
    expect(problems).toEqual([])
    expect(scriptErrors(errors)).toEqual([])
    await context.close()
  })
})
