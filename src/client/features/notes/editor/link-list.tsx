import { Link } from 'react-router'

/** A titled list of links to notes; an entry without `href` names no note. */
export function LinkList({
  title,
  empty,
  items,
}: {
  title: string
  empty: string
  items: {
    key: string
    label: string
    href?: string
    /** For a link that leads nowhere: the note it was probably meant for. */
    suggestion?: { label: string; href: string }
  }[]
}) {
  return (
    <section aria-label={title} className="rounded-lg border border-border p-4">
      <h3 className="text-sm font-semibold">{title}</h3>
      {items.length ? (
        <ul className="mt-2 space-y-1 text-sm">
          {items.map((item) => (
            <li key={item.key} className="break-words">
              {item.href ? (
                <Link to={item.href} className="text-primary underline-offset-4 hover:underline">
                  {item.label}
                </Link>
              ) : (
                <span className="text-muted-foreground">
                  {item.label} <span className="text-xs">(no such note)</span>
                  {item.suggestion ? (
                    <span className="text-xs">
                      {' '}
                      Did you mean{' '}
                      <Link
                        to={item.suggestion.href}
                        className="text-primary underline-offset-4 hover:underline"
                      >
                        {item.suggestion.label}
                      </Link>
                      ?
                    </span>
                  ) : null}
                </span>
              )}
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-sm text-muted-foreground">{empty}</p>
      )}
    </section>
  )
}
