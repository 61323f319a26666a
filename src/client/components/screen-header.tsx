import type { ReactNode } from 'react'
import { cn } from '@/client/lib/utils'

/** The eyebrow, page title (the one h1) and lead of a screen, with optional actions. */
export function ScreenHeader({
  eyebrow,
  title,
  children,
  actions,
  className,
}: {
  eyebrow: string
  title: string
  children?: ReactNode
  actions?: ReactNode
  className?: string
}) {
  return (
    <header className={cn('flex flex-wrap items-end justify-between gap-4', className)}>
      <div className="max-w-3xl">
        <p className="text-sm font-medium uppercase tracking-[0.2em] text-primary">{eyebrow}</p>
        <h1 className="mt-3 font-display text-3xl font-semibold sm:text-4xl">{title}</h1>
        {children ? <p className="mt-3 text-muted-foreground">{children}</p> : null}
      </div>
      {actions}
    </header>
  )
}
