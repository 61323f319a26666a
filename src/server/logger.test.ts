import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pino from 'pino'
import { afterEach, describe, expect, it } from 'vitest'
import { bufferedOutput, LOG_BUFFER } from './logger'

const dirs: string[] = []
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true })
})

function logFile() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hc-log-'))
  dirs.push(dir)
  return path.join(dir, 'out.log')
}

const lines = (file: string) => fs.readFileSync(file, 'utf8').split('\n').filter(Boolean)

async function until(check: () => boolean, ms = 5000) {
  const end = Date.now() + ms
  while (!check() && Date.now() < end) await new Promise((resolve) => setTimeout(resolve, 50))
  return check()
}

describe('the log buffer (decision 184)', () => {
  it('holds a few lines, writes them within the flush period, and a full buffer at once', async () => {
    const file = logFile()
    const { stream: destination, hooks } = bufferedOutput(file)
    await new Promise((resolve) => destination.once('ready', resolve))
    const log = pino({ hooks }, destination)
    log.info({ url: '/api/ai-messages' }, 'request')
    expect(fs.readFileSync(file, 'utf8')).toBe('')
    expect(await until(() => lines(file).length === 1)).toBe(true)

    const line = 'x'.repeat(200)
    for (let i = 0; i < 40; i++) log.info(line)
    // 40 lines of over 200 bytes pass the buffer's 4 KiB: written without waiting a period.
    expect(await until(() => lines(file).length > 1, LOG_BUFFER.periodicFlush / 2)).toBe(true)
    destination.destroy()
  })

  it('writes a warning at once, with the lines held before it', async () => {
    const file = logFile()
    const { stream: destination, hooks } = bufferedOutput(file)
    await new Promise((resolve) => destination.once('ready', resolve))
    const log = pino({ hooks }, destination)
    log.info('an access line')
    log.warn('a warning')
    expect(await until(() => lines(file).length === 2, LOG_BUFFER.periodicFlush / 2)).toBe(true)
    destination.destroy()
  })

  it('writes what it holds to standard output when the process exits', () => {
    const script = `
      import pino from 'pino'
      import { bufferedOutput } from './src/server/logger.ts'
      const { stream, hooks } = bufferedOutput()
      pino({ hooks }, stream).info('last words')
      process.exit(0)
    `
    const run = spawnSync(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '-e', script],
      {
        encoding: 'utf8',
      },
    )
    expect(run.stderr).toBe('')
    const written = run.stdout.split('\n').filter(Boolean)
    expect(written.map((text) => JSON.parse(text).msg)).toEqual(['last words'])
  })
})
