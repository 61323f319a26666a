import { Link } from 'react-router'
import { wikilinkParts } from '@/shared/note-markdown'
import { noteHref } from '../note-href'
import { fileUrl } from './embed'
import { useView } from './view-context'

/** `[[Note#part|shown]]`: a note opens (at its block or heading), an attachment downloads. */
export function WikiLink({ inner }: { inner: string }) {
  const { vault, linkOf } = useView()
  const { path, subpath, display } = wikilinkParts(inner)
  const label = display?.trim() || (path ? (subpath ? `${path} › ${subpath}` : path) : subpath)
  if (!path)
    return (
      <a href={`#${subpath?.startsWith('^') ? subpath : ''}`} className="text-primary underline">
        {label}
      </a>
    )
  const link = linkOf(path)
  if (link?.id != null)
    return (
      <Link to={noteHref(link.id)} className="text-primary underline" data-wikilink={path}>
        {label}
      </Link>
    )
  if (link?.attachment)
    return (
      <a href={fileUrl(vault, link.attachment)} className="text-primary underline">
        {label}
      </a>
    )
  // Obsidian draws a link to no note faded; following it would create the note.
  return (
    <span
      className="text-muted-foreground underline decoration-dotted"
      title="No note has this name"
    >
      {label}
    </span>
  )
}
