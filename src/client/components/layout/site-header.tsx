import { Menu, Search, Sparkles, X } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { Link, useLocation } from 'react-router'
import { Button } from '@/client/components/ui/button'
import { focusMainHeading } from '@/client/lib/move-focus'
import { HeaderUser } from './header-user'
import { openQuickSearch, quickSearchShortcut } from '@/client/lib/quick-search-state'
import { homeSections } from '@/shared/home-sections'

/** The header's section links: the live home sections the registry gives a header label. */
const homeAnchors = homeSections
  .filter((section) => section.live && section.navLabel)
  .map((section) => ({ id: section.id, label: section.navLabel ?? section.title }))

const anchorLink = (anchor: { id: string; label: string }) => ({
  to: `/#${anchor.id}`,
  label: anchor.label,
})

/**
 * The phone menu belongs to the page it was opened on: any navigation closes it (a tap on one of
 * its links, the back button, a link on the page), and so does Escape. After one of its page
 * links focus goes to the new page's h1; after a section link the layout focuses the section.
 */
export function SiteHeader() {
  const location = useLocation()
  const [openOn, setOpenOn] = useState<string | null>(null)
  const menuOpen = openOn === location.key
  const toggle = useRef<HTMLButtonElement>(null)
  // Set by a tap on a page link: the heading of the page being left (null: the same page).
  const headingToLeave = useRef<Element | null | undefined>(undefined)

  useEffect(() => {
    const previous = headingToLeave.current
    headingToLeave.current = undefined
    if (previous === undefined || location.hash) return
    return focusMainHeading(previous)
  }, [location.key, location.hash])

  useEffect(() => {
    if (!menuOpen) return
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      setOpenOn(null)
      toggle.current?.focus()
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [menuOpen])

  const followed = (to: string) => {
    setOpenOn(null)
    if (to.includes('#')) return
    headingToLeave.current = to === location.pathname ? null : document.querySelector('main h1')
  }

  return (
    <header className="sticky top-0 z-40 border-b border-border/60 bg-background/80 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4 sm:gap-6 sm:px-6">
        <Link
          to="/"
          className="flex shrink-0 items-center gap-2 font-display text-lg font-semibold tracking-tight"
        >
          <Sparkles className="size-5 text-primary" aria-hidden />
          <span>
            Human<span className="text-primary">Codex</span>
          </span>
        </Link>
        <nav aria-label="Sections" className="hidden flex-1 items-center gap-1 lg:flex">
          {homeAnchors.map((anchor) => (
            <Link
              key={anchor.id}
              to={`/#${anchor.id}`}
              className="rounded-md px-3 py-2 text-sm text-muted-foreground transition-colors hover:bg-muted hover:text-foreground"
            >
              {anchor.label}
            </Link>
          ))}
        </nav>
        <Button
          variant="outline"
          size="sm"
          className="ml-auto hidden w-64 justify-start text-muted-foreground sm:inline-flex lg:ml-0"
          onClick={openQuickSearch}
        >
          <Search aria-hidden />
          <span className="flex-1 text-left">Search the codex…</span>
          <kbd className="rounded border border-border bg-muted px-1.5 font-mono text-[0.7rem]">
            {quickSearchShortcut()}
          </kbd>
        </Button>
        <div className="ml-auto flex min-w-0 justify-end sm:ml-0">
          <HeaderUser />
        </div>
        <div className="flex items-center gap-1 lg:hidden">
          <Button
            variant="ghost"
            size="icon"
            className="sm:hidden"
            aria-label="Search"
            onClick={openQuickSearch}
          >
            <Search />
          </Button>
          <Button
            ref={toggle}
            variant="ghost"
            size="icon"
            aria-expanded={menuOpen}
            aria-controls="mobile-sections"
            aria-label={menuOpen ? 'Close menu' : 'Open menu'}
            onClick={() => setOpenOn(menuOpen ? null : location.key)}
          >
            {menuOpen ? <X /> : <Menu />}
          </Button>
        </div>
      </div>
      {menuOpen ? (
        <nav
          id="mobile-sections"
          aria-label="Sections"
          className="border-t border-border/60 px-4 pb-4 lg:hidden"
        >
          <ul className="grid grid-cols-2 gap-1 pt-2">
            {[{ to: '/', label: 'Home' }, ...homeAnchors.map(anchorLink)].map((link) => (
              <li key={link.to}>
                <Link
                  to={link.to}
                  onClick={() => followed(link.to)}
                  className="block rounded-md px-3 py-2 text-sm text-muted-foreground hover:bg-muted hover:text-foreground"
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </header>
  )
}
