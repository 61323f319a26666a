import fs from 'node:fs'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { notesContract } from '@/shared/contract/notes'
import { route } from '../../route'
import { canReadVault, noteViewer } from './vault-access'
import { inside } from './vault-files'
import type { VaultStore } from './vault-store'

/** The types a note embeds inline (docs/notes.md); anything else is a download. */
const TYPES: Record<string, string> = {
  avif: 'image/avif',
  bmp: 'image/bmp',
  gif: 'image/gif',
  jpeg: 'image/jpeg',
  jpg: 'image/jpeg',
  png: 'image/png',
  svg: 'image/svg+xml',
  webp: 'image/webp',
  flac: 'audio/flac',
  m4a: 'audio/mp4',
  mp3: 'audio/mpeg',
  oga: 'audio/ogg',
  ogg: 'audio/ogg',
  opus: 'audio/ogg',
  wav: 'audio/wav',
  webm: 'audio/webm',
  '3gp': 'audio/3gpp',
  pdf: 'application/pdf',
}

/**
 * An attachment of a vault the caller may read, for embeds (`![[photo.png|100]]`): never a note
 * (those are read through the notes API), nothing in a hidden folder (`.obsidian`, `.personal`,
 * `.media`), nothing a link in the vault leads out of it to.
 */
export function vaultFileRoutes(app: FastifyInstance, store: VaultStore) {
  route(app, notesContract.file, { access: 'public' }, async (request, reply) => {
    const { vault } = request.params
    const relative = request.query.path.replace(/\\/g, '/')
    const none = { message: `path: no attachment "${relative}" in this vault` }
    if (!canReadVault(noteViewer(app, request.user), vault)) return reply.status(404).send(none)
    const dir = store.vaultDir(vault)
    const segments = relative.split('/')
    if (!dir || segments.some((part) => part.startsWith('.')) || /\.md$/i.test(relative))
      return reply.status(404).send(none)
    const file = inside(dir, relative)
    const real = file && (await fs.promises.realpath(file).catch(() => undefined))
    const realDir = await fs.promises.realpath(dir)
    const stat =
      real && inside(realDir, path.relative(realDir, real)) && (await fs.promises.stat(real))
    if (!real || !stat || !stat.isFile()) return reply.status(404).send(none)
    const type = TYPES[path.extname(real).slice(1).toLowerCase()]
    void reply
      .header('Content-Type', type ?? 'application/octet-stream')
      .header('Content-Length', stat.size)
      .header('Cache-Control', 'private, no-cache')
      .header(
        'Content-Disposition',
        `${type ? 'inline' : 'attachment'}; filename*=UTF-8''${encodeURIComponent(path.basename(real))}`,
      )
    // An SVG opened on its own runs no script of its own.
    if (type === 'image/svg+xml') void reply.header('Content-Security-Policy', 'sandbox')
    return reply.send(fs.createReadStream(real))
  })
}
