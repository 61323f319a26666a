import { useSyncExternalStore } from 'react'

/**
 * Enrolments of a visitor who is not signed in: kept on this device only
 * (docs/product/learning.md).
 */
export const LOCAL_ENROLLMENTS_KEY = 'humancodex.enrollments'

const listeners = new Set<() => void>()
let cachedRaw: string | null | undefined
let cached: string[] = []

/** The locally enrolled course ids; anything unreadable counts as none. */
export function readLocalEnrollments(): string[] {
  let raw: string | null
  try {
    raw = localStorage.getItem(LOCAL_ENROLLMENTS_KEY)
  } catch {
    return []
  }
  if (raw === cachedRaw) return cached
  cachedRaw = raw
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : []
    cached = Array.isArray(parsed) ? parsed.filter((id) => typeof id === 'string') : []
  } catch {
    cached = []
  }
  return cached
}

export function addLocalEnrollment(courseId: string) {
  const current = readLocalEnrollments()
  if (current.includes(courseId)) return
  localStorage.setItem(LOCAL_ENROLLMENTS_KEY, JSON.stringify([...current, courseId]))
  listeners.forEach((listener) => listener())
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  const onStorage = (event: StorageEvent) => {
    if (event.key === LOCAL_ENROLLMENTS_KEY || event.key === null) listener()
  }
  window.addEventListener('storage', onStorage)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('storage', onStorage)
  }
}

const none: string[] = []

export function useLocalEnrollments(): string[] {
  return useSyncExternalStore(subscribe, readLocalEnrollments, () => none)
}
