import { createElement, type ComponentProps, type ElementType } from 'react'
import { cn } from '@/client/lib/utils'

/**
 * A part of a composite component (a card's header, a dialog's title): `component` with its
 * `data-slot` name and base classes, to which the caller's `className` adds.
 */
export function styledPart<T extends ElementType>(component: T, slot: string, base: string) {
  function Part({ className, ...props }: ComponentProps<T> & { className?: string }) {
    return createElement(component as ElementType, {
      'data-slot': slot,
      className: cn(base, className),
      ...props,
    })
  }
  Part.displayName = slot
  return Part
}
