import fs from 'node:fs'
import path from 'node:path'
import multipart, { type MultipartFields } from '@fastify/multipart'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  AUDIO_LIBRARY_MAX_BYTES,
  AUDIO_MAX_BYTES,
  AUDIO_MIME_TYPES,
  formatMegabytes,
  TrackFieldsSchema,
} from '@/shared/audio'
import { audioContract } from '@/shared/contract/audio'
import { route } from '../../route'
import { AudioFiles } from './audio-files'
import {
  deleteTrack,
  findPlayableTrack,
  insertTrackWithinQuota,
  listOwnTracks,
  listPublicTracks,
  OwnerQueue,
  toTrack,
  updateTrack,
  usedBytes,
} from './audio-service'
import { parseRange } from './range'
import { sniffAudioFormat, wavDurationSeconds } from './sniff'

const fieldText = (fields: MultipartFields, name: string) => {
  const field = fields[name]
  const first = Array.isArray(field) ? field[0] : field
  return first && first.type === 'field' && typeof first.value === 'string'
    ? first.value
    : undefined
}

const titleFromName = (filename: string) =>
  path
    .basename(filename)
    .replaceAll('\u0000', '')
    .replace(/\.[a-z0-9]{1,5}$/i, '')
    .replace(/[_-]+/g, ' ')
    .trim()
    .slice(0, 120)

const signedIn = { access: 'user', what: 'use your audio library' } as const

export const audioRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db
  const files = new AudioFiles(app.config)
  const uploads = new OwnerQueue()
  // Files of earlier releases move from DATA_DIR/audio beside the vaults once the app is up
  // (decision 214); until each has moved it plays from where it is.
  let moving: Promise<void> | undefined
  app.addHook('onReady', async () => {
    moving = files.moveLegacy().then(
      ({ moved, failed }) => {
        if (moved) app.log.info({ moved, to: files.root }, 'audio files moved beside the vaults')
        for (const { file, error } of failed)
          app.log.warn({ err: error, file }, 'audio file could not be moved beside the vaults')
      },
      (error: unknown) => app.log.error({ err: error }, 'moving audio files failed'),
    )
  })
  app.addHook('onClose', async () => {
    await moving
  })
  const libraryMaxBytes = app.config.audioLibraryMaxBytes ?? AUDIO_LIBRARY_MAX_BYTES
  // Only this plugin parses multipart bodies, and only this small.
  await app.register(multipart, {
    throwFileSizeLimit: false,
    limits: { fileSize: AUDIO_MAX_BYTES, files: 1, fields: 5, fieldSize: 1024, parts: 6 },
  })

  route(app, audioContract.tracks, signedIn, async (request) => ({
    tracks: await listOwnTracks(db, request.user.id),
    usedBytes: await usedBytes(db, request.user.id),
    limitBytes: libraryMaxBytes,
  }))

  route(app, audioContract.publicTracks, { access: 'public' }, async (request) => ({
    tracks: await listPublicTracks(db, request.user?.id),
  }))

  route(app, audioContract.upload, signedIn, async (request, reply) => {
    const user = request.user
    if (!request.isMultipart())
      return reply.status(400).send({ message: 'file: send the audio as multipart/form-data' })
    const part = await request.file().catch((error: { statusCode?: number }) => {
      // Busboy's complaints about a malformed body (no boundary, broken headers) have no status.
      if (error.statusCode) throw error
      return null
    })
    if (part === null)
      return reply.status(400).send({ message: 'file: the multipart body could not be read' })
    if (!part) return reply.status(400).send({ message: 'file: is required' })
    const fields = TrackFieldsSchema.safeParse({
      title: fieldText(part.fields, 'title') || undefined,
      source: fieldText(part.fields, 'source') || undefined,
      durationSeconds: fieldText(part.fields, 'durationSeconds') || undefined,
    })
    let received: Awaited<ReturnType<AudioFiles['receive']>>
    try {
      received = await files.receive(part.file)
    } catch (error) {
      const { code, errno } = error as NodeJS.ErrnoException
      // Not the file system's error: the body broke off (no closing boundary, a malformed
      // part, the sender went away), which is the sender's doing.
      if (typeof errno !== 'number')
        return reply.status(400).send({
          message: 'file: the multipart body ended before its closing boundary or is malformed',
        })
      if (code !== 'ENOSPC' && code !== 'EDQUOT') throw error
      request.log.error({ err: error }, 'no space left for an audio upload')
      return reply.status(507).send({
        message:
          'The server has no storage space left, so your file was not saved. Try again later.',
      })
    }
    const refuse = async (message: string) => {
      await received.discard()
      return reply.status(400).send({ message })
    }
    if (!fields.success) {
      const issue = fields.error.issues[0]
      return refuse(`${issue?.path.join('.')}: ${issue?.message}`)
    }
    if (part.file.truncated)
      return refuse(`file: must be at most ${formatMegabytes(AUDIO_MAX_BYTES)}`)
    if (received.size === 0) return refuse('file: is empty')
    const format = sniffAudioFormat(received.head)
    if (!format)
      return refuse(
        'file: is not an MP3, OGG or WAV audio file (its content is checked, not its name)',
      )
    const id = crypto.randomUUID()
    const source = fields.data.source
    const title =
      fields.data.title ||
      titleFromName(part.filename) ||
      (source === 'recording' ? 'Recording' : 'Untitled track')
    const durationSeconds =
      format === 'wav'
        ? (wavDurationSeconds(received.head, received.size) ?? fields.data.durationSeconds ?? null)
        : (fields.data.durationSeconds ?? null)
    const track = { id, ownerId: user.id, title, format, sizeBytes: received.size }
    const row = await uploads
      .run(user.id, () =>
        insertTrackWithinQuota(db, { ...track, durationSeconds, source }, libraryMaxBytes, () =>
          received.keep(files.pathOf(user.id, id, format)),
        ),
      )
      .catch(async (error: unknown) => {
        await Promise.all([received.discard(), files.remove(user.id, id, format)])
        throw error
      })
    if (!row)
      return refuse(
        `file: your library is full (${formatMegabytes(libraryMaxBytes)}); delete a track first`,
      )
    return reply.status(201).send(toTrack(row, user.username, user.id))
  })

  route(app, audioContract.file, { access: 'public' }, async (request, reply) => {
    const track = await findPlayableTrack(db, request.params.id, request.user?.id)
    const notFound = { message: 'No track with that id.' }
    if (!track) return reply.status(404).send(notFound)
    const file = await files.find(track.ownerId, track.id, track.format)
    if (!file) {
      request.log.warn({ track: track.id }, 'audio file missing')
      return reply.status(404).send(notFound)
    }
    reply
      .header('accept-ranges', 'bytes')
      .header('content-type', AUDIO_MIME_TYPES[track.format])
      // Our own name for the file, never the uploader's (decision 095).
      .header('content-disposition', `inline; filename="${track.id}.${track.format}"`)
      .header(
        'cache-control',
        track.visibility === 'public' ? 'public, max-age=3600' : 'private, max-age=3600',
      )
    const range = parseRange(request.headers.range, file.size)
    if (range === 'unsatisfiable') {
      reply.header('content-range', `bytes */${file.size}`).type('application/json; charset=utf-8')
      return reply.status(416).send({ message: 'range: lies outside the file' })
    }
    if (!range) {
      reply.header('content-length', String(file.size))
      return reply.send(fs.createReadStream(file.path))
    }
    return reply
      .status(206)
      .header('content-range', `bytes ${range.start}-${range.end}/${file.size}`)
      .header('content-length', String(range.end - range.start + 1))
      .send(fs.createReadStream(file.path, range))
  })

  route(app, audioContract.updateTrack, signedIn, async (request, reply) => {
    const row = await updateTrack(db, request.params.id, request.user.id, request.body)
    if (!row) return reply.status(404).send({ message: 'No track of yours has that id.' })
    return toTrack(row, request.user.username, request.user.id)
  })

  route(app, audioContract.deleteTrack, signedIn, async (request, reply) => {
    const row = await deleteTrack(db, request.params.id, request.user.id)
    if (!row) return reply.status(404).send({ message: 'No track of yours has that id.' })
    await files.remove(row.ownerId, row.id, row.format)
    return reply.status(204).send(null)
  })
}
