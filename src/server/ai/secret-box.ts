import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

const VERSION = 'v1'

/** Seals short secrets (model API keys) with AES-256-GCM: `v1.<iv>.<tag>.<ciphertext>`. */
export class SecretBox {
  constructor(private readonly key: Buffer) {
    if (key.length !== 32) throw new Error('SecretBox needs a 32-byte key')
  }

  seal(plain: string): string {
    const iv = randomBytes(12)
    const cipher = createCipheriv('aes-256-gcm', this.key, iv)
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()])
    const parts = [iv, cipher.getAuthTag(), body].map((part) => part.toString('base64url'))
    return [VERSION, ...parts].join('.')
  }

  /** The plain text, or throws when the key differs or the text was altered. */
  open(sealed: string): string {
    const [version, iv, tag, body] = sealed.split('.')
    if (version !== VERSION || !iv || !tag || body === undefined)
      throw new Error('not a sealed secret')
    const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'))
    decipher.setAuthTag(Buffer.from(tag, 'base64url'))
    return Buffer.concat([
      decipher.update(Buffer.from(body, 'base64url')),
      decipher.final(),
    ]).toString('utf8')
  }
}

/** SECRETS_KEY as 32 bytes: 64 hex digits or base64 of 32 bytes; undefined otherwise. */
export function decodeSecretsKey(value: string): Buffer | undefined {
  const bytes = /^[0-9a-fA-F]{64}$/.test(value)
    ? Buffer.from(value, 'hex')
    : Buffer.from(value, 'base64')
  return bytes.length === 32 ? bytes : undefined
}

export const SECRET_KEY_FILE = 'secret.key'

/**
 * The key that seals stored secrets: SECRETS_KEY when set; else `DATA_DIR/secret.key`, made
 * on first use with mode 0600; an in-memory database (tests) gets a key of its own that dies
 * with it.
 */
export function loadSecretKey(options: {
  secretsKey?: string
  dataDir: string
  inMemory: boolean
}): Buffer {
  if (options.secretsKey) {
    const key = decodeSecretsKey(options.secretsKey)
    if (!key) throw new Error('SECRETS_KEY must be 64 hex digits or the base64 of 32 bytes')
    return key
  }
  if (options.inMemory) return randomBytes(32)
  const file = path.join(options.dataDir, SECRET_KEY_FILE)
  try {
    const key = decodeSecretsKey(fs.readFileSync(file, 'utf8').trim())
    if (!key) throw new Error(`${file} does not hold a 32-byte key`)
    return key
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
  }
  fs.mkdirSync(options.dataDir, { recursive: true })
  const key = randomBytes(32)
  try {
    // `wx`: two processes starting at once cannot both write one; the loser reads the winner's.
    fs.writeFileSync(file, `${key.toString('hex')}\n`, { mode: 0o600, flag: 'wx' })
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    return loadSecretKey(options)
  }
  return key
}
