import { useSyncExternalStore, type ReactNode } from 'react'

export interface ToastOptions {
  title: ReactNode
  description?: ReactNode
  variant?: 'default' | 'destructive'
  /** Milliseconds before it closes; the provider's 5000 ms when absent. */
  duration?: number
}

export interface ToastItem extends ToastOptions {
  id: number
  open: boolean
}

// One visible at a time (docs/product/errors-and-states.md): a new toast replaces the previous one.
let current: ToastItem[] = []
let nextId = 1
const listeners = new Set<() => void>()

function emit(next: ToastItem[]) {
  current = next
  listeners.forEach((listener) => listener())
}

/** Shows a notification, replacing any that is showing. */
export function toast(options: ToastOptions) {
  const id = nextId++
  emit([{ ...options, id, open: true }])
  return { id, dismiss: () => dismissToast(id) }
}

export function dismissToast(id: number) {
  emit(current.map((item) => (item.id === id ? { ...item, open: false } : item)))
}

/** Drops a closed toast once its exit has finished. */
export function removeToast(id: number) {
  emit(current.filter((item) => item.id !== id))
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function useToasts(): ToastItem[] {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => current,
  )
}
