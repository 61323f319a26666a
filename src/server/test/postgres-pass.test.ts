import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import pass from './postgres-pass.json'

const ROOT = path.resolve(import.meta.dirname, '../../..')

describe('the PostgreSQL pass', () => {
  it('names API test files that exist, so a rename cannot drop one silently', () => {
    const files = Object.keys(pass).filter((key) => key !== '_')
    expect(files.length).toBeGreaterThan(20)
    for (const file of files) {
      expect(file, file).toMatch(/\.api\.test\.ts$/)
      expect(fs.existsSync(path.join(ROOT, file)), file).toBe(true)
    }
  })
})
