import type { ReactNode } from 'react'
import { cn } from '@/client/lib/utils'

/** The eyebrow, title and lead paragraph every home section opens with. */
export function SectionHeading({
  eyebrow,
  title,
  children,
  className,
  id,
}: {
  eyebrow: string
  title: string
  children?: ReactNode
  className?: string
  id?: string
}) {
  return (
    <header className={cn('max-w-3xl', className)}>
      <p className="text-sm font-medium uppercase tracking-[0.2em] text-primary">{eyebrow}</p>
      <h2 id={id} className="mt-3 font-display text-3xl font-semibold sm:text-4xl">
        {title}
      </h2>
      {children ? <p className="mt-4 text-muted-foreground">{children}</p> : null}
    </header>
  )
}
