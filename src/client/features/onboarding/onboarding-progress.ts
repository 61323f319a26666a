import { useCallback, useSyncExternalStore } from 'react'
import { BUILTIN_PERSONA_IDS, type PersonaId } from '@/shared/personas'

/**
 * The tour's progress, kept on this device (docs/product/landing-and-navigation.md /onboarding).
 */
export const ONBOARDING_KEY = 'humancodex.onboarding'
export const AREAS_TO_VISIT = 3

export interface OnboardingProgress {
  persona: PersonaId | null
  /** The chosen persona answered the hello. */
  greeted: boolean
  /** Paths opened from the tour, in order, without repeats. */
  visited: string[]
}

export const emptyProgress: OnboardingProgress = { persona: null, greeted: false, visited: [] }

const PERSONAS: readonly string[] = BUILTIN_PERSONA_IDS

/** Reads stored progress; anything malformed counts as a fresh start. */
export function parseProgress(raw: string | null): OnboardingProgress {
  if (!raw) return emptyProgress
  try {
    const value = JSON.parse(raw) as Partial<OnboardingProgress>
    return {
      persona: PERSONAS.includes(value.persona as string) ? (value.persona as PersonaId) : null,
      greeted: value.greeted === true,
      visited: Array.isArray(value.visited)
        ? [...new Set(value.visited.filter((path) => typeof path === 'string'))]
        : [],
    }
  } catch {
    return emptyProgress
  }
}

export const markVisited = (progress: OnboardingProgress, path: string): OnboardingProgress =>
  progress.visited.includes(path) ? progress : { ...progress, visited: [...progress.visited, path] }

/** Which of the three steps are done; the account step is done by being signed in. */
export function stepsDone(progress: OnboardingProgress, signedIn: boolean) {
  return {
    hello: progress.greeted,
    account: signedIn,
    areas: progress.visited.length >= AREAS_TO_VISIT,
  }
}

const listeners = new Set<() => void>()
let cachedRaw: string | null | undefined
let cached = emptyProgress

function read(): OnboardingProgress {
  let raw: string | null = null
  try {
    raw = localStorage.getItem(ONBOARDING_KEY)
  } catch {
    return cached
  }
  if (raw !== cachedRaw) {
    cachedRaw = raw
    cached = parseProgress(raw)
  }
  return cached
}

function write(progress: OnboardingProgress) {
  try {
    localStorage.setItem(ONBOARDING_KEY, JSON.stringify(progress))
  } catch {
    cached = progress
  }
  listeners.forEach((listener) => listener())
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => void listeners.delete(listener)
}

/** The stored progress and a way to change it. */
export function useOnboardingProgress() {
  const progress = useSyncExternalStore(subscribe, read, () => emptyProgress)
  const update = useCallback(
    (change: (current: OnboardingProgress) => OnboardingProgress) => write(change(read())),
    [],
  )
  return [progress, update] as const
}
