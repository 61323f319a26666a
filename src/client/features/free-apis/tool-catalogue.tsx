import { Wrench } from 'lucide-react'
import { useState } from 'react'
import { Link } from 'react-router'
import { routeRegistry } from '@/shared/routes'
import { SearchField } from '@/client/components/search-field'

const tools = routeRegistry.filter(
  (entry) => entry.category === 'tool' && entry.live && !entry.redirectTo,
)

/** The codex's own tools (live tool screens of the route registry), searchable. */
export function ToolCatalogue() {
  const [query, setQuery] = useState('')
  const words = query.toLowerCase().split(/\s+/).filter(Boolean)
  const shown = tools.filter((tool) =>
    words.every((word) => `${tool.title} ${tool.description}`.toLowerCase().includes(word)),
  )
  return (
    <div>
      <SearchField
        value={query}
        onValueChange={setQuery}
        label="Search tools"
        placeholder="Search tools…"
        className="max-w-md"
      />
      <p className="mt-3 text-sm text-muted-foreground" aria-live="polite">
        {shown.length} of {tools.length} tools.{' '}
        <Link to="/tool-discovery" className="text-primary underline-offset-4 hover:underline">
          Tool Discovery
        </Link>{' '}
        lists everything else too.
      </p>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {shown.map((tool) => (
          <li key={tool.path}>
            <Link
              to={tool.path}
              className="group block h-full rounded-xl border border-border bg-card/60 p-4 transition-colors hover:border-primary/60"
            >
              <span className="flex items-center gap-2 font-medium group-hover:text-primary">
                <Wrench className="size-4 text-primary" aria-hidden />
                {tool.title}
              </span>
              <span className="mt-1 block text-sm text-muted-foreground">{tool.description}</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  )
}
