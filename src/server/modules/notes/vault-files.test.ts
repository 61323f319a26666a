import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  cutToBytes,
  FILE_STEM_MAX_BYTES,
  freePath,
  inside,
  isVaultName,
  safeFileStem,
} from './vault-files'

describe('vault file safety', () => {
  it('neutralises titles that would leave the folder', () => {
    const stems = {
      '../../etc/passwd': 'etc passwd',
      '/absolute/path': 'absolute path',
      'nul\u0000byte': 'nul byte',
      '...hidden': 'hidden',
      '   ': 'Untitled',
      'Memory palace': 'Memory palace',
    }
    for (const [title, stem] of Object.entries(stems)) expect(safeFileStem(title), title).toBe(stem)
  })

  it('bounds a file name in bytes, cut between characters, in any script', () => {
    for (const title of ['知'.repeat(120), '😀'.repeat(120), 'é'.repeat(150), 'a'.repeat(300)]) {
      const stem = safeFileStem(title)
      expect(Buffer.byteLength(stem), title).toBeLessThanOrEqual(FILE_STEM_MAX_BYTES)
      expect(stem).not.toMatch(/\uFFFD/)
      expect(title.startsWith(stem)).toBe(true)
    }
    expect(safeFileStem('right\u202eto left\u200e.')).toBe('right to left')
    expect(cutToBytes('a😀b', 4)).toBe('a')
  })

  it('never reuses a taken file name', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hc-vault-'))
    fs.writeFileSync(path.join(dir, 'Note.md'), 'x')
    expect(path.basename(freePath(dir, 'Note'))).toBe('Note (2).md')
    fs.rmSync(dir, { recursive: true })
  })

  it('keeps paths inside the vault and vault names plain', () => {
    expect(inside('/v', 'a/b.md')).toBe('/v/a/b.md')
    expect(inside('/v', '../x.md')).toBeUndefined()
    expect(inside('/v', '/etc/passwd')).toBeUndefined()
    expect(isVaultName('codex-notes')).toBe(true)
    for (const bad of ['..', '.hidden', 'a/b', 'a\\b', '']) expect(isVaultName(bad)).toBe(false)
  })
})
