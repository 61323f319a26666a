import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

/** A vault is a direct sub-folder of VAULTS_DIR whose name has no path tricks. */
export function isVaultName(name: string): boolean {
  return /^[^/\\\0]+$/.test(name) && name !== '.' && name !== '..' && !name.startsWith('.')
}

/**
 * A file name from a note title that cannot leave the folder: path separators, NUL, control
 * and reserved characters removed, leading dots dropped, length capped.
 */
export function safeFileStem(title: string): string {
  const stem = title
    .normalize('NFC')
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f/\\:*?"<>|#^[\]]/g, ' ')
    .replace(/\s+/g, ' ')
    .replace(/^[.\s]+/, '')
    .slice(0, 100)
    .trim()
  return stem || 'Untitled'
}

/** `dir/stem.md`, or `stem (2).md`… when taken; never overwrites. */
export function freePath(dir: string, stem: string): string {
  for (let n = 1; n < 1000; n++) {
    const candidate = path.join(dir, `${n === 1 ? stem : `${stem} (${n})`}.md`)
    if (!fs.existsSync(candidate)) return candidate
  }
  throw new Error('no free file name')
}

/** Resolves `relative` inside `root`, or undefined when it would escape it. */
export function inside(root: string, relative: string): string | undefined {
  const full = path.resolve(root, relative)
  const rel = path.relative(root, full)
  return rel && !rel.startsWith('..') && !path.isAbsolute(rel) ? full : undefined
}

/** Writes through a temporary file and a rename, so readers never see half a note. */
export async function writeAtomic(file: string, text: string) {
  const temp = path.join(
    path.dirname(file),
    `.${path.basename(file)}.${randomBytes(4).toString('hex')}.tmp`,
  )
  await fs.promises.writeFile(temp, text, 'utf8')
  await fs.promises.rename(temp, file)
}

/** Every `.md` file under `dir`, relative, with forward slashes (hidden folders skipped). */
export async function markdownFiles(dir: string, prefix = ''): Promise<string[]> {
  const entries = await fs.promises
    .readdir(path.join(dir, prefix), { withFileTypes: true })
    .catch(() => [])
  const files: string[] = []
  for (const entry of entries) {
    if (entry.name.startsWith('.')) continue
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name
    if (entry.isDirectory()) files.push(...(await markdownFiles(dir, relative)))
    else if (entry.isFile() && entry.name.endsWith('.md')) files.push(relative)
  }
  return files
}
