import { Link } from 'react-router'
import { useStoredUser } from '@/client/lib/stored-user'
import { findHomeSection } from '@/shared/home-sections'

interface FooterLink {
  label: string
  to: string
  external?: boolean
}

const columns: { title: string; links: FooterLink[] }[] = [
  {
    title: 'Platform',
    links: [
      { label: 'How it works', to: '/#system-explanation' },
      { label: 'Codex Compass', to: '/#codex-compass' },
      { label: 'Persona chat', to: '/#ai-interface' },
      { label: 'Expert ring', to: '/#ring-of-twelve' },
      { label: 'Learning logs', to: '/#ai-learning-logs' },
    ],
  },
  {
    title: 'Learn',
    links: [
      { label: 'Documentation', to: '/#humancodex-docs' },
      { label: 'Platform guide', to: '/platform-guide' },
      { label: 'Tool discovery', to: '/tool-discovery' },
      { label: 'Marketplace', to: '/#marketplace' },
    ],
  },
  {
    title: 'Account',
    links: [
      { label: 'Sign in', to: '/#auth' },
      { label: 'Premium plans', to: '/#marketplace' },
    ],
  },
  {
    title: 'Developers',
    links: [
      { label: 'API reference', to: '/api/docs', external: true },
      // The readable screen; probes keep /healthz's JSON.
      { label: 'System health', to: '/system-health' },
    ],
  },
]

// A home section that is not on the page yet is shown, but not as a link (decision 010).
const isOpen = (to: string) => !to.startsWith('/#') || (findHomeSection(to.slice(2))?.live ?? false)

/** "Sign in" is for visitors; a signed-in person is offered their account instead. */
const accountLink = (signedIn: boolean): FooterLink =>
  signedIn ? { label: 'My account', to: '/account' } : { label: 'Sign in', to: '/#auth' }

export function SiteFooter() {
  const signedIn = useStoredUser() !== null
  return (
    // On a phone the floating quick search and companion buttons (bottom-5, size-14: 76 px) sit
    // over the page's last lines; the padding lets the footer end above them.
    <footer className="mt-24 border-t border-border/60 bg-card/40 pb-20 sm:pb-0">
      <div className="mx-auto grid max-w-7xl grid-cols-2 gap-8 px-4 py-12 sm:px-6 md:grid-cols-4">
        {columns.map((column) => (
          <div key={column.title}>
            <h2 className="font-display text-sm font-semibold uppercase tracking-wider text-foreground">
              {column.title}
            </h2>
            <ul className="mt-4 space-y-2">
              {column.links
                .map((link) => (link.to === '/#auth' ? accountLink(signedIn) : link))
                .map((link) => (
                  <li key={link.label}>
                    {link.external ? (
                      <a
                        href={link.to}
                        target="_blank"
                        rel="noopener noreferrer"
                        className="text-sm text-muted-foreground hover:text-foreground"
                      >
                        {link.label}
                      </a>
                    ) : !isOpen(link.to) ? (
                      <span
                        aria-disabled="true"
                        title={`${link.label}: not open yet`}
                        className="cursor-default text-sm text-muted-foreground/50"
                      >
                        {link.label}
                        <span className="sr-only"> (not open yet)</span>
                      </span>
                    ) : (
                      <Link
                        to={link.to}
                        className="text-sm text-muted-foreground hover:text-foreground"
                      >
                        {link.label}
                      </Link>
                    )}
                  </li>
                ))}
            </ul>
          </div>
        ))}
      </div>
      <p className="border-t border-border/60 px-4 py-6 text-center text-xs text-muted-foreground">
        © {new Date().getFullYear()} HumanCodex. A living codex of AI entities.
      </p>
    </footer>
  )
}
