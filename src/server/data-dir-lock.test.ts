import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { DataDirLockedError, lockDataDir } from './data-dir-lock'

const dirs: string[] = []
function tempDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hc-lock-'))
  dirs.push(dir)
  return dir
}
afterEach(() => dirs.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })))

describe('lockDataDir', () => {
  it('refuses a directory held by another live process', async () => {
    const dir = tempDir()
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 10000)'])
    try {
      fs.writeFileSync(path.join(dir, 'humancodex.lock'), String(other.pid))
      expect(() => lockDataDir(dir)).toThrow(DataDirLockedError)
      expect(() => lockDataDir(dir)).toThrow(/in use by another HumanCodex process/)
    } finally {
      other.kill()
    }
  })

  it('takes over a stale lock and releases it', () => {
    const dir = tempDir()
    fs.writeFileSync(path.join(dir, 'humancodex.lock'), '999999999')
    const lock = lockDataDir(dir)
    expect(fs.readFileSync(path.join(dir, 'humancodex.lock'), 'utf8')).toMatch(
      new RegExp(`^${process.pid} [0-9a-f]+$`),
    )
    lock.release()
    expect(fs.existsSync(path.join(dir, 'humancodex.lock'))).toBe(false)
  })
})
