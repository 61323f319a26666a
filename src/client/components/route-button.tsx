import type { VariantProps } from 'class-variance-authority'
import { Lock } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { Button, type buttonVariants } from '@/client/components/ui/button'
import { findRoute, isLiveHref } from '@/shared/routes'

interface RouteButtonProps extends VariantProps<typeof buttonVariants> {
  to: string
  children: ReactNode
  className?: string
  /**
   * Opens in a new tab (docs/product/landing-and-navigation.md: /auto-messaging and
   * /chamber-of-mirrors).
   */
  newTab?: boolean
}

/**
 * A button that goes to a client route. A destination that is not live yet renders as a
 * disabled button naming it, never as a link to the 404 page (decision 010).
 */
export function RouteButton({ to, children, className, variant, size, newTab }: RouteButtonProps) {
  if (isLiveHref(to)) {
    return (
      <Button asChild variant={variant} size={size} className={className}>
        <Link to={to} {...(newTab ? { target: '_blank', rel: 'noopener' } : {})}>
          {children}
        </Link>
      </Button>
    )
  }
  const title = findRoute(to)?.title ?? to
  return (
    <Button
      variant={variant ?? 'outline'}
      size={size}
      className={className}
      disabled
      title={`${title} is not open yet`}
    >
      <Lock aria-hidden />
      {children}
      <span className="sr-only"> ({title} is not open yet)</span>
    </Button>
  )
}
