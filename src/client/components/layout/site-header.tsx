import { Menu, Search, Sparkles, X } from 'lucide-react'
import { useState } from 'react'
import { Link } from 'react-router'
import { Button } from '@/client/components/ui/button'
import { HeaderUser } from './header-user'
import { openQuickSearch, quickSearchShortcut } from '@/client/lib/quick-search-state'
import { homeSections } from '@/shared/home-sections'

/** The header's section links: the live home sections the registry gives a header label. */
const homeAnchors = homeSections
  .filter((section) => section.live && section.navLabel)
  .map((section) => ({ id: section.id, label: section.navLabel ?? section.title }))

export function SiteHeader() {
  const [menuOpen, setMenuOpen] = useState(false)
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
            variant="ghost"
            size="icon"
            aria-expanded={menuOpen}
            aria-controls="mobile-sections"
            aria-label={menuOpen ? 'Close menu' : 'Open menu'}
            onClick={() => setMenuOpen((open) => !open)}
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
            {homeAnchors.map((anchor) => (
              <li key={anchor.id}>
                <Link
                  to={`/#${anchor.id}`}
                  onClick={() => setMenuOpen(false)}
                  className="block rounded-md px-3 py-2 text-sm text-muted-foreground hover:bg-muted hover:text-foreground"
                >
                  {anchor.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </header>
  )
}
