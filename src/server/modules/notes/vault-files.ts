import { createHash, randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import type { RecordWrite } from './own-writes'

/** A vault is a direct sub-folder of VAULTS_DIR whose name has no path tricks. */
export function isVaultName(name: string): boolean {
  return /^[^/\\\0]+$/.test(name) && name !== '.' && name !== '..' && !name.startsWith('.')
}

/**
 * Bytes of UTF-8 a file stem may take: file systems bound a name in bytes (255 on ext4, APFS,
 * NTFS counts UTF-16 units), and ` (999).md` must still fit.
 */
export const FILE_STEM_MAX_BYTES = 200

/** The longest start of `text` within `maxBytes` of UTF-8, cut between characters. */
export function cutToBytes(text: string, maxBytes: number): string {
  if (Buffer.byteLength(text) <= maxBytes) return text
  let bytes = 0
  let end = 0
  for (const char of text) {
    bytes += Buffer.byteLength(char)
    if (bytes > maxBytes) break
    end += char.length
  }
  return text.slice(0, end)
}

/**
 * A file name from a note title that cannot leave the folder in any script: path separators,
 * NUL, control, bidi and reserved characters removed, leading dots dropped, at most
 * FILE_STEM_MAX_BYTES bytes of UTF-8 cut on a character boundary, no trailing dot or space.
 */
export function safeFileStem(title: string): string {
  const cleaned = title
    .normalize('NFC')
    // Controls, bidi overrides and the byte-order mark; joiners stay (scripts and emoji use them).
    .replace(
      /[\p{Cc}\p{Zl}\p{Zp}\u200e\u200f\u202a-\u202e\u2066-\u2069\ufeff/\\:*?"<>|#^[\]]/gu,
      ' ',
    )
    .replace(/\s+/g, ' ')
    .replace(/^[.\s]+/, '')
  const stem = cutToBytes(cleaned, FILE_STEM_MAX_BYTES).replace(/[.\s]+$/, '')
  return stem || 'Untitled'
}

/** `dir/stem.md`, or `stem (2).md`… when taken (ignoring case, as some disks do); never overwrites. */
export function freePath(dir: string, stem: string, except?: string): string {
  const taken = new Set(
    (fs.existsSync(dir) ? fs.readdirSync(dir) : []).map((name) => name.toLowerCase()),
  )
  if (except) taken.delete(path.basename(except).toLowerCase())
  for (let n = 1; n < 1000; n++) {
    const name = `${n === 1 ? stem : `${stem} (${n})`}.md`
    if (!taken.has(name.toLowerCase())) return path.join(dir, name)
  }
  throw new Error('no free file name')
}

/** Resolves `relative` inside `root`, or undefined when it would escape it. */
export function inside(root: string, relative: string): string | undefined {
  const full = path.resolve(root, relative)
  const rel = path.relative(root, full)
  return rel && !rel.startsWith('..') && !path.isAbsolute(rel) ? full : undefined
}

/** A hash of a file's bytes: the version a save names (a file changed since → 409). */
export const fileVersion = (bytes: Buffer | string) =>
  createHash('sha256').update(bytes).digest('hex').slice(0, 20)

/** The hidden file beside `file` that its new text is written to before it is moved over it. */
export const besideFile = (file: string) =>
  path.join(path.dirname(file), `.${path.basename(file)}.${randomBytes(4).toString('hex')}.tmp`)

/**
 * Writes through a temporary file and a rename, so readers never see half a note. `unchanged`
 * is the last look before replacing; `record` is told of the new text before it is in place.
 */
export async function writeAtomic(
  file: string,
  text: string,
  options: { unchanged?: () => Promise<boolean>; record?: RecordWrite } = {},
) {
  const temp = besideFile(file)
  await fs.promises.writeFile(temp, text, 'utf8')
  // A file written meanwhile (by Obsidian) is kept.
  if (options.unchanged && !(await options.unchanged())) {
    await fs.promises.rm(temp, { force: true })
    throw new ChangedOnDisk()
  }
  options.record?.(file, text)
  await fs.promises.rename(temp, file)
}

/** `writeAtomic` found the file changed since it was read, and left it as it is. */
export class ChangedOnDisk extends Error {
  constructor() {
    super('The file changed on disk while it was being saved')
  }
}

/**
 * Every file under `dir`, relative, with forward slashes (hidden files and folders such as
 * `.obsidian` skipped): the `.md` notes, and the attachments links may lead to.
 */
export async function vaultFiles(
  dir: string,
  prefix = '',
  found: { notes: string[]; attachments: string[] } = { notes: [], attachments: [] },
) {
  const entries = await fs.promises
    .readdir(path.join(dir, prefix), { withFileTypes: true })
    .catch(() => [])
  for (const entry of entries) {
    if (entry.name.startsWith('.')) continue
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name
    if (entry.isDirectory()) await vaultFiles(dir, relative, found)
    else if (!entry.isFile()) continue
    else if (entry.name.endsWith('.md')) found.notes.push(relative)
    else found.attachments.push(relative)
  }
  return found
}
