import { useSyncExternalStore } from 'react'

/** The one local-storage key of the signed-in user: a display cache; the cookie is the truth. */
export const STORED_USER_KEY = 'humancodex.user'

export interface StoredUser {
  id: number
  username: string
  email?: string
  isPremium: boolean
}

// A hand-written guard rather than zod: this module is in the first view of every page.
function isStoredUser(value: unknown): value is StoredUser {
  if (!value || typeof value !== 'object') return false
  const user = value as Record<string, unknown>
  return (
    typeof user.id === 'number' &&
    typeof user.username === 'string' &&
    typeof user.isPremium === 'boolean' &&
    (user.email === undefined || typeof user.email === 'string')
  )
}

const listeners = new Set<() => void>()
let cachedRaw: string | null | undefined
let cachedUser: StoredUser | null = null

/** The stored user; a value that is not valid JSON (or not a user) is removed. */
export function readStoredUser(): StoredUser | null {
  let raw: string | null
  try {
    raw = localStorage.getItem(STORED_USER_KEY)
  } catch {
    return null
  }
  if (raw === cachedRaw) return cachedUser
  cachedRaw = raw
  cachedUser = null
  if (raw === null) return null
  try {
    const parsed: unknown = JSON.parse(raw)
    if (!isStoredUser(parsed)) throw new Error('not a user')
    cachedUser = parsed
  } catch {
    console.warn('Removing an unreadable stored user')
    localStorage.removeItem(STORED_USER_KEY)
    cachedRaw = null
  }
  return cachedUser
}

export function writeStoredUser(user: StoredUser) {
  const { id, username, email, isPremium } = user
  localStorage.setItem(STORED_USER_KEY, JSON.stringify({ id, username, email, isPremium }))
  listeners.forEach((listener) => listener())
}

export function clearStoredUser() {
  localStorage.removeItem(STORED_USER_KEY)
  listeners.forEach((listener) => listener())
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORED_USER_KEY || event.key === null) listener()
  }
  window.addEventListener('storage', onStorage)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('storage', onStorage)
  }
}

/** The signed-in user as last known to this browser (updated across tabs). */
export function useStoredUser(): StoredUser | null {
  return useSyncExternalStore(subscribe, readStoredUser, () => null)
}
