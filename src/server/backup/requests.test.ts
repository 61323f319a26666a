import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import { afterEach, beforeEach, expect, it } from 'vitest'
import { answerBackupRequests, answersBackups, backupFiles, BACKUP_SIGNAL_FILE } from './requests'

let dataDir: string
const logged: string[] = []
const log = {
  info: (_: object, message: string) => logged.push(message),
  error: (_: object, message: string) => logged.push(message),
}
beforeEach(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hc-backup-requests-'))
  logged.length = 0
})
afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }))

const ask = (id: string) => {
  const files = backupFiles(dataDir, id)
  fs.writeFileSync(files.request, '')
  return files
}

it('keeps requests that come while the server starts, and answers them once it is ready', async () => {
  const requests = answerBackupRequests(dataDir, log, { signal: false })
  const files = ask('0123456789abcdef')
  await requests.answer()
  expect(fs.readdirSync(dataDir)).toEqual([path.basename(files.request)])

  requests.ready(async () => new Blob(['the data folder']))
  await requests.answer()
  expect(zlib.gunzipSync(fs.readFileSync(files.dump)).toString()).toBe('the data folder')
  expect(fs.readdirSync(dataDir)).toEqual([path.basename(files.dump)])
  expect(fs.statSync(files.dump).mode & 0o777).toBe(0o600)
})

it('answers a failed dump with its reason, and a request after close with a refusal', async () => {
  const requests = answerBackupRequests(dataDir, log, { signal: false })
  requests.ready(() => Promise.reject(new Error('disk full')))
  const failed = ask('00000000000000aa')
  await requests.answer()
  expect(fs.readFileSync(failed.error, 'utf8')).toBe('disk full')
  expect(fs.existsSync(failed.request)).toBe(false)
  expect(fs.existsSync(failed.dump)).toBe(false)

  await requests.close()
  const late = ask('00000000000000bb')
  await requests.answer()
  expect(fs.readFileSync(late.error, 'utf8')).toBe('the server is stopping')
  expect(logged.filter((line) => line === 'database dump for a backup failed')).toHaveLength(2)
})

it('ignores files that are not requests', async () => {
  const requests = answerBackupRequests(dataDir, log, { signal: false })
  requests.ready(async () => new Blob(['x']))
  fs.writeFileSync(path.join(dataDir, 'backup-../../x.request'.replace(/\//g, '_')), '')
  fs.writeFileSync(path.join(dataDir, 'backup-ABC.request'), '')
  await requests.answer()
  expect(fs.readdirSync(dataDir).sort()).toEqual(['backup-.._.._x.request', 'backup-ABC.request'])
})

it('names a server that takes backups only when the signal file holds the lock holder', () => {
  expect(answersBackups(dataDir, 4242)).toBe(false)
  fs.writeFileSync(path.join(dataDir, BACKUP_SIGNAL_FILE), '4242\n')
  expect(answersBackups(dataDir, 4242)).toBe(true)
  expect(answersBackups(dataDir, 4243)).toBe(false)
})
