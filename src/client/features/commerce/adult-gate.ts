import { useSyncExternalStore } from 'react'

/** The answer to the age question lasts for the browser session (docs/product/commerce.md). */
export const ADULT_CONFIRMED_KEY = 'humancodex.adult-confirmed'

const listeners = new Set<() => void>()
let confirmedInMemory = false

export function isAdultConfirmed(): boolean {
  try {
    return sessionStorage.getItem(ADULT_CONFIRMED_KEY) === 'yes'
  } catch {
    return false
  }
}

export function confirmAdult() {
  try {
    sessionStorage.setItem(ADULT_CONFIRMED_KEY, 'yes')
  } catch {
    // storage unavailable: the confirmation lasts until the page is left
  }
  confirmedInMemory = true
  listeners.forEach((listener) => listener())
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => void listeners.delete(listener)
}

export function useAdultConfirmed(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => confirmedInMemory || isAdultConfirmed(),
    () => false,
  )
}
