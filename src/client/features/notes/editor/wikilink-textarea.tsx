import { FileText } from 'lucide-react'
import { useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react'
import { Textarea } from '@/client/components/ui/textarea'
import { cn } from '@/client/lib/utils'
import { useNoteMatches } from '../api/get-notes'
import { completeWikilink, matchTitles, wikilinkQueryAt, type WikilinkQuery } from '../wikilinks'

/**
 * A Markdown textarea that completes `[[wikilinks]]` with the titles of the vault's notes the
 * server finds for what is typed: type `[[`, pick with the arrow keys and Enter or Tab (or a
 * click), Escape closes the list.
 */
export function WikilinkTextarea({
  id,
  value,
  onChange,
  vault,
  noteId,
  className,
  disabled,
}: {
  id: string
  value: string
  onChange: (value: string) => void
  /** Links stay inside the vault of the note being written, which is not offered. */
  vault: string
  noteId: number
  className?: string
  disabled?: boolean
}) {
  const listId = useId()
  const ref = useRef<HTMLTextAreaElement>(null)
  const pendingCaret = useRef<number | null>(null)
  const [query, setQuery] = useState<WikilinkQuery | null>(null)
  const [active, setActive] = useState(0)
  const matches = useNoteMatches(vault, query?.query ?? '', query !== null)
  const titles = (matches.data?.notes ?? [])
    .filter((note) => note.id !== noteId)
    .map((note) => note.title)
  // A kept answer to an earlier query is narrowed to what is typed now.
  const suggestions = query ? matchTitles(titles, query.query) : []
  const open = suggestions.length > 0

  useLayoutEffect(() => {
    if (pendingCaret.current === null || !ref.current) return
    ref.current.setSelectionRange(pendingCaret.current, pendingCaret.current)
    pendingCaret.current = null
  })

  const track = (element: HTMLTextAreaElement) => {
    const next =
      element.selectionStart === element.selectionEnd
        ? wikilinkQueryAt(element.value, element.selectionStart)
        : null
    setQuery((current) =>
      current?.start === next?.start && current?.query === next?.query ? current : next,
    )
    if (next?.query !== query?.query) setActive(0)
  }

  const pick = (title: string) => {
    const element = ref.current
    if (!element || !query) return
    const done = completeWikilink(element.value, element.selectionStart, query, title)
    pendingCaret.current = done.caret
    setQuery(null)
    onChange(done.text)
    element.focus()
  }

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!open) return
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      const step = event.key === 'ArrowDown' ? 1 : -1
      setActive((index) => (index + step + suggestions.length) % suggestions.length)
    } else if (event.key === 'Enter' || event.key === 'Tab') {
      event.preventDefault()
      pick(suggestions[Math.min(active, suggestions.length - 1)]!)
    } else if (event.key === 'Escape') {
      event.preventDefault()
      setQuery(null)
    }
  }

  return (
    <div className="relative">
      <Textarea
        ref={ref}
        id={id}
        value={value}
        disabled={disabled}
        spellCheck
        className={cn('font-mono leading-relaxed', className)}
        aria-controls={open ? listId : undefined}
        aria-activedescendant={open ? `${listId}-${active}` : undefined}
        onChange={(event) => {
          onChange(event.target.value)
          track(event.target)
        }}
        onSelect={(event) => track(event.currentTarget)}
        onKeyDown={onKeyDown}
        onBlur={() => window.setTimeout(() => setQuery(null), 150)}
      />
      {open ? (
        <ul
          id={listId}
          role="listbox"
          aria-label="Link to a note"
          className="absolute inset-x-2 bottom-2 z-20 max-h-56 overflow-y-auto rounded-lg border border-border bg-card p-1 shadow-xl"
        >
          {suggestions.map((title, index) => (
            <li
              key={title}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === active}
              className={cn(
                'flex cursor-pointer items-center gap-2 rounded-md px-2 py-1.5 text-sm',
                index === active ? 'bg-primary/20 text-foreground' : 'text-muted-foreground',
              )}
              onMouseDown={(event) => {
                event.preventDefault()
                pick(title)
              }}
            >
              <FileText className="size-4 shrink-0" aria-hidden />
              <span className="min-w-0 break-words">{title}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}
