import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { decodeSecretsKey, loadSecretKey, SecretBox } from './secret-box'

const dirs: string[] = []
afterEach(() => dirs.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })))
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hc-secret-'))
  dirs.push(dir)
  return dir
}

describe('SecretBox', () => {
  const box = new SecretBox(Buffer.alloc(32, 7))

  it('seals to a different text each time and opens it again', () => {
    const a = box.seal('sk-secret')
    const b = box.seal('sk-secret')
    expect(a).not.toBe(b)
    expect(a).not.toContain('sk-secret')
    expect(box.open(a)).toBe('sk-secret')
  })

  it('refuses a changed text or another key', () => {
    const sealed = box.seal('sk-secret')
    const parts = sealed.split('.')
    parts[3] = Buffer.from('sk-secreu').toString('base64url')
    expect(() => box.open(parts.join('.'))).toThrow()
    expect(() => new SecretBox(Buffer.alloc(32, 8)).open(sealed)).toThrow()
    expect(() => box.open('plain')).toThrow()
  })
})

describe('loadSecretKey', () => {
  it('reads SECRETS_KEY as hex or base64 of 32 bytes', () => {
    const hex = 'ab'.repeat(32)
    expect(loadSecretKey({ secretsKey: hex, dataDir: '/nonexistent', inMemory: false })).toEqual(
      Buffer.from(hex, 'hex'),
    )
    expect(decodeSecretsKey(Buffer.alloc(32, 1).toString('base64'))).toEqual(Buffer.alloc(32, 1))
    expect(decodeSecretsKey('too-short')).toBeUndefined()
    expect(() => loadSecretKey({ secretsKey: 'short', dataDir: '/x', inMemory: false })).toThrow(
      /SECRETS_KEY/,
    )
  })

  it('makes DATA_DIR/secret.key once, readable by the owner only, and reads it back', () => {
    const dataDir = tempDir()
    const first = loadSecretKey({ dataDir, inMemory: false })
    const file = path.join(dataDir, 'secret.key')
    expect(fs.statSync(file).mode & 0o777).toBe(0o600)
    expect(loadSecretKey({ dataDir, inMemory: false })).toEqual(first)
  })
})
