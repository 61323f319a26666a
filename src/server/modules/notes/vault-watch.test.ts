import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { FolderWatcher } from './vault-watch'

let root: string
let seen: string[]
let watcher: FolderWatcher
beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'hc-vault-watch-'))
  for (const folder of ['a/b', 'c', '.hidden/d'])
    fs.mkdirSync(path.join(root, folder), { recursive: true })
  seen = []
})
afterEach(() => {
  watcher?.close()
  fs.rmSync(root, { recursive: true, force: true })
})

const start = async (options: ConstructorParameters<typeof FolderWatcher>[2] = {}) => {
  watcher = new FolderWatcher(root, (name) => seen.push(name), {
    include: (folder) => !folder.startsWith('.'),
    ...options,
  })
  await watcher.start()
}
const saw = (name: string) => vi.waitFor(() => expect(seen).toContain(name), { timeout: 5000 })

describe('FolderWatcher', () => {
  it('watches each folder once, not each file, and names files changed at any depth', async () => {
    for (let i = 0; i < 50; i++) fs.writeFileSync(path.join(root, 'a/b', `Note ${i}.md`), 'x')
    await start()
    // The root, a, a/b and c: the hidden folder is left out.
    expect(watcher.size).toBe(4)
    fs.appendFileSync(path.join(root, 'a/b', 'Note 7.md'), 'edited')
    await saw(path.join('a', 'b', 'Note 7.md'))
    fs.writeFileSync(path.join(root, '.hidden/d', 'Unseen.md'), 'x')
    fs.writeFileSync(path.join(root, 'c', 'After.md'), 'x')
    await saw(path.join('c', 'After.md'))
    expect(seen.some((name) => name.includes('Unseen'))).toBe(false)
  })

  it('watches a folder that comes, and lets one that goes or moves go', async () => {
    await start()
    fs.mkdirSync(path.join(root, 'new/deeper'), { recursive: true })
    await vi.waitFor(() => expect(watcher.size).toBe(6))
    fs.writeFileSync(path.join(root, 'new/deeper', 'Inside.md'), 'x')
    await saw(path.join('new', 'deeper', 'Inside.md'))

    fs.renameSync(path.join(root, 'a'), path.join(root, 'moved'))
    await saw('moved')
    await vi.waitFor(() => expect(watcher.size).toBe(6))
    seen = []
    fs.writeFileSync(path.join(root, 'moved/b', 'Later.md'), 'x')
    await saw(path.join('moved', 'b', 'Later.md'))
    // The old name's watcher followed the folder; it is gone, so nothing is named twice.
    expect(seen.some((name) => name.startsWith('a'))).toBe(false)

    fs.rmSync(path.join(root, 'new'), { recursive: true })
    await vi.waitFor(() => expect(watcher.size).toBe(4))
  })

  it('reports once that a folder cannot be watched, and watches nothing after', async () => {
    const refused = Object.assign(new Error('no more watches'), { code: 'ENOSPC' })
    let calls = 0
    const watch = ((...args: Parameters<typeof fs.watch>) => {
      if (++calls === 3) throw refused
      return fs.watch(...args)
    }) as unknown as typeof fs.watch
    const errors: unknown[] = []
    watcher = new FolderWatcher(root, (name) => seen.push(name), { watch })
    watcher.on('error', (error) => errors.push(error))
    await watcher.start()
    expect(errors).toEqual([refused])
    expect(watcher.size).toBe(0)
  })
})
