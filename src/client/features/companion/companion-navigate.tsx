import { useId, useState } from 'react'
import { companionSections, filterSections } from './companion-sections'
import { useGoToSection } from './go-to-section'
import { SearchField } from '@/client/components/search-field'

/** Navigate tab: the 14 sections the companion can take you to, with a filter. */
export function CompanionNavigate({ onFound }: { onFound: () => void }) {
  const [filter, setFilter] = useState('')
  const goTo = useGoToSection(onFound)
  const countId = useId()
  const shown = filterSections(filter)

  return (
    <div className="flex min-h-0 flex-1 flex-col gap-2">
      <SearchField
        value={filter}
        onValueChange={setFilter}
        label="Filter sections"
        placeholder="Filter sections…"
        aria-describedby={countId}
      />
      <p id={countId} className="text-xs text-muted-foreground" aria-live="polite">
        {shown.length} of {companionSections.length} sections
      </p>
      <ul className="min-h-0 flex-1 space-y-1 overflow-y-auto overscroll-contain">
        {shown.map((entry) => (
          <li key={entry.id}>
            <button
              type="button"
              onClick={() => void goTo(entry.id, entry.title)}
              className="w-full rounded-lg px-3 py-2 text-left transition-colors hover:bg-muted focus-visible:bg-muted"
            >
              <span className="flex items-center gap-2 text-sm font-medium">
                {entry.title}
                {entry.live ? null : (
                  <span className="rounded-full border border-border px-1.5 text-[0.65rem] font-normal text-muted-foreground">
                    not on the page yet
                  </span>
                )}
              </span>
              <span className="block text-xs text-muted-foreground">{entry.description}</span>
            </button>
          </li>
        ))}
        {shown.length === 0 ? (
          <li className="p-3 text-center text-sm text-muted-foreground">No sections match.</li>
        ) : null}
      </ul>
    </div>
  )
}
