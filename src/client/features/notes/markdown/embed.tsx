import { FileText } from 'lucide-react'
import { Link } from 'react-router'
import { urlOf } from '@/client/lib/api'
import { notesEndpoints } from '@/shared/endpoints/notes'
import { wikilinkParts } from '@/shared/note-markdown'
import { noteSection } from '@/shared/note-tree'
import { useNote } from '../api/get-note'
import { noteHref } from '../note-href'
import { EMBED_DEPTH, useView } from './view-context'
import { NoteBody } from './note-body'

const IMAGE = /\.(avif|bmp|gif|jpe?g|png|svg|webp)$/i
const AUDIO = /\.(flac|m4a|mp3|ogg|oga|opus|wav|webm|3gp)$/i
const PDF = /\.pdf$/i

export const fileUrl = (vault: string, path: string) =>
  urlOf(notesEndpoints.file, { params: { vault }, query: { path } })

/** `|100` or `|100x80` after an embed: its width (and height) in pixels, as Obsidian sizes. */
function sizeOf(display: string | undefined) {
  const match = /^\s*(\d{1,5})(?:x(\d{1,5}))?\s*$/.exec(display ?? '')
  return match ? { width: Number(match[1]), height: match[2] ? Number(match[2]) : undefined } : {}
}

/** `![[…]]` (or `![](file)`): a note, part of one, or an image, audio or PDF of the vault. */
export function Embed({ inner, label }: { inner: string; label?: string }) {
  const { vault, linkOf } = useView()
  const { path, subpath, display } = wikilinkParts(inner)
  const link = path ? linkOf(path) : undefined
  const name = display && !sizeOf(display).width ? display : (label ?? path)
  if (link?.attachment) {
    const src = fileUrl(vault, link.attachment)
    if (IMAGE.test(link.attachment))
      return <img src={src} alt={name} {...sizeOf(display)} className="inline-block max-w-full" />
    if (AUDIO.test(link.attachment))
      return <audio controls src={src} aria-label={name} className="my-2 w-full max-w-md" />
    if (PDF.test(link.attachment))
      return (
        <iframe
          src={src}
          title={name}
          {...sizeOf(display)}
          className="my-2 h-96 w-full rounded-md border border-border"
        />
      )
    return (
      <a href={src} className="text-primary underline">
        {name}
      </a>
    )
  }
  if (link?.id != null) return <NoteEmbed id={link.id} subpath={subpath} />
  return <span className="text-muted-foreground italic">{name} (not found)</span>
}

/** Another note (or its heading or block) drawn in place, to a depth, never in a cycle. */
function NoteEmbed({ id, subpath }: { id: number; subpath?: string }) {
  const view = useView()
  const note = useNote(id)
  const stop = view.chain.includes(id) || view.chain.length >= EMBED_DEPTH
  if (stop)
    return (
      <p className="text-sm text-muted-foreground italic">
        Embed not drawn: {view.chain.includes(id) ? 'it embeds itself' : 'nested too deep'}.
      </p>
    )
  if (!note.data) return <p className="text-sm text-muted-foreground">Opening the embed…</p>
  const body = subpath ? noteSection(note.data.content, subpath) : note.data.content
  return (
    <section
      aria-label={`Embedded: ${note.data.title}`}
      data-embed
      className="my-3 rounded-md border border-border bg-background/40 px-4 py-2"
    >
      <Link to={noteHref(id)} className="flex items-center gap-1 text-xs text-muted-foreground">
        <FileText className="size-3" aria-hidden />
        {note.data.title}
        {subpath ? ` › ${subpath}` : ''}
      </Link>
      {body === undefined ? (
        <p className="text-sm italic">“{subpath}” is not in this note.</p>
      ) : (
        <NoteBody
          body={body}
          links={note.data.links}
          chain={[...view.chain, id]}
          vault={note.data.vault}
        />
      )}
    </section>
  )
}
