import { AlertTriangle } from 'lucide-react'
import type { Note } from '@/shared/notes'

function Warning({ children }: { children: React.ReactNode }) {
  return (
    <div
      role="status"
      className="flex items-start gap-3 rounded-lg border border-amber-500/40 bg-amber-500/10 p-3 text-sm"
    >
      <AlertTriangle className="mt-0.5 size-4 shrink-0 text-amber-300" aria-hidden />
      <span>{children}</span>
    </div>
  )
}

/**
 * What the note's file says besides its body: its aliases, its properties with the type Obsidian
 * gives each, and why part of the file could not be read as written.
 */
export function NoteFileNotes({ note }: { note: Note }) {
  return (
    <>
      {note.aliases.length ? (
        <p className="text-sm text-muted-foreground">
          Also called: <span className="text-foreground">{note.aliases.join(', ')}</span>
        </p>
      ) : null}
      {note.properties.length ? (
        <p className="text-sm text-muted-foreground">
          Properties:{' '}
          {note.properties.map((property, index) => (
            <span key={property.name}>
              {index ? ', ' : ''}
              <span className="text-foreground">{property.name}</span> ({property.type})
            </span>
          ))}
        </p>
      ) : null}
      {note.frontMatterWarning ? (
        <Warning>
          {note.frontMatterWarning}. The file keeps it as written; fix it in Obsidian to change this
          note&apos;s properties here.
        </Warning>
      ) : null}
      {note.contentWarning ? <Warning>{note.contentWarning}.</Warning> : null}
    </>
  )
}
