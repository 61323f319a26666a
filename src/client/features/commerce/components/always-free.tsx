import { ArrowRight } from 'lucide-react'
import { Link } from 'react-router'
import { freeAreas } from '@content/marketplace'
import { CommerceIcon } from './commerce-icon'

/** docs/product/commerce.md: four 'Always Free' tiles, each opening the matching free courses. */
export function AlwaysFree() {
  return (
    <div>
      <h3 className="flex flex-wrap items-center gap-3 font-display text-xl font-semibold">
        Always Free
        <span className="text-sm font-normal text-muted-foreground">
          open courses, no account needed
        </span>
      </h3>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {freeAreas.map((area) => (
          <li key={area.id}>
            <Link
              to={area.path}
              className="group flex h-full flex-col gap-2 rounded-xl border border-border bg-card/60 p-4 transition-colors hover:border-primary/60 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              <span className="flex items-center gap-2 font-medium">
                <CommerceIcon name={area.icon} className="size-5 text-accent" />
                {area.title}
              </span>
              <span className="text-sm text-muted-foreground">{area.description}</span>
              <span className="mt-auto flex items-center gap-1 text-sm text-primary">
                Free courses
                <ArrowRight
                  className="size-4 transition-transform group-hover:translate-x-0.5"
                  aria-hidden
                />
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  )
}
