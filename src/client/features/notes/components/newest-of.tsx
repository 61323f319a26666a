import type { NotesPage } from '../api/get-notes'

/** Says that a screen shows the newest page only, when there are more notes than that. */
export function NewestOf({ page, className }: { page: NotesPage; className?: string }) {
  if (page.total <= page.notes.length) return null
  return (
    <p className={className ?? 'text-xs text-muted-foreground'}>
      Newest {page.notes.length} of {page.total} notes
    </p>
  )
}
