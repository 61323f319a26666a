import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { OwnWrites } from './own-writes'

let root: string
beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'hc-own-writes-'))
  fs.mkdirSync(path.join(root, 'vault'))
})
afterEach(() => fs.rmSync(root, { recursive: true, force: true }))

/** Writes `text` the way the store does: beside the file, recorded, then moved over it. */
function writeThrough(own: OwnWrites, name: string, text: string) {
  const file = path.join(root, name)
  const temp = path.join(root, 'vault', '.temp')
  fs.writeFileSync(temp, text)
  own.record(file, text)
  fs.renameSync(temp, file)
}

describe('own writes', () => {
  it('knows a file as its write left it, and one someone changed after', async () => {
    const own = new OwnWrites(root)
    writeThrough(own, 'vault/a.md', 'ours')
    writeThrough(own, 'vault/b.md', 'ours')
    writeThrough(own, 'vault/c.md', 'ours')
    fs.writeFileSync(path.join(root, 'vault/d.md'), 'theirs')
    own.record(path.join(root, 'vault/d.md'), null)
    fs.rmSync(path.join(root, 'vault/d.md'))
    // The same size, written in place at once: its time may well be ours, to the tick.
    fs.writeFileSync(path.join(root, 'vault/b.md'), 'OURS')
    fs.rmSync(path.join(root, 'vault/c.md'))
    expect(own.has(path.join('vault', 'a.md'))).toBe(true)
    expect(own.has(path.join('vault', 'elsewhere.md'))).toBe(false)
    expect(
      await own.changed(['vault/a.md', 'vault/b.md', 'vault/c.md', 'vault/d.md', 'vault/e.md']),
    ).toEqual(['vault/b.md', 'vault/c.md', 'vault/e.md'])
    // A file that came back where this store removed one, or a folder, is someone else's.
    fs.writeFileSync(path.join(root, 'vault/d.md'), 'back')
    fs.mkdirSync(path.join(root, 'vault/c.md'))
    expect(await own.changed(['vault/d.md', 'vault/c.md'])).toEqual(['vault/d.md', 'vault/c.md'])
  })

  it('forgets a write after half a minute, the oldest first, and a rewrite counts from then', () => {
    let now = 0
    const own = new OwnWrites(root, () => now)
    writeThrough(own, 'vault/a.md', '1')
    now = 10_000
    writeThrough(own, 'vault/b.md', '1')
    now = 20_000
    writeThrough(own, 'vault/a.md', '2')
    now = 45_000
    expect(own.has('vault/b.md')).toBe(false)
    expect(own.has('vault/a.md')).toBe(true)
    now = 50_001
    expect(own.has('vault/a.md')).toBe(false)
  })
})
