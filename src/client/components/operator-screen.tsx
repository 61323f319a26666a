import type { ReactNode } from 'react'
import { useLocation } from 'react-router'
import { findRoute } from '@/shared/routes'

/**
 * The frame of the operator screens (Agent Zero, system, monitoring …): the registry's title
 * of the current path as the h1, its description as the lead, then the screen.
 */
export function OperatorScreen({
  eyebrow,
  fallbackTitle,
  children,
}: {
  eyebrow: string
  fallbackTitle: string
  children: ReactNode
}) {
  const entry = findRoute(useLocation().pathname)
  return (
    <div className="mx-auto max-w-7xl space-y-10 px-4 py-12 sm:px-6">
      <header className="max-w-3xl">
        <p className="text-sm font-medium uppercase tracking-[0.2em] text-primary">{eyebrow}</p>
        <h1 className="mt-3 font-display text-3xl font-semibold sm:text-4xl">
          {entry?.title ?? fallbackTitle}
        </h1>
        {entry?.description ? (
          <p className="mt-3 text-muted-foreground">{entry.description}</p>
        ) : null}
      </header>
      {children}
    </div>
  )
}
