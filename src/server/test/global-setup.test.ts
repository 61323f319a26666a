import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { templateKey } from './global-setup'

describe('the cached template key', () => {
  const folders: string[] = []
  afterEach(() => folders.splice(0).forEach((f) => fs.rmSync(f, { recursive: true, force: true })))

  function migrations(files: Record<string, string>) {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'hc-migrations-'))
    folders.push(folder)
    for (const [name, text] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(folder, name)), { recursive: true })
      fs.writeFileSync(path.join(folder, name), text)
    }
    return folder
  }

  it('is the same for the same migrations and changes with any of them', () => {
    const a = templateKey(
      migrations({ '0001.sql': 'create table a();', 'meta/_journal.json': '{}' }),
    )
    const same = templateKey(
      migrations({ '0001.sql': 'create table a();', 'meta/_journal.json': '{}' }),
    )
    const edited = templateKey(
      migrations({ '0001.sql': 'create table b();', 'meta/_journal.json': '{}' }),
    )
    const added = templateKey(
      migrations({ '0001.sql': 'create table a();', '0002.sql': '', 'meta/_journal.json': '{}' }),
    )
    expect(a).toMatch(/^[0-9a-f]{16}$/)
    expect(same).toBe(a)
    expect(new Set([a, edited, added]).size).toBe(3)
  })
})
