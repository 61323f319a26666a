import { beforeEach, describe, expect, it } from 'vitest'
import { ADULT_CONFIRMED_KEY, confirmAdult, isAdultConfirmed } from './adult-gate'

beforeEach(() => {
  const items = new Map<string, string>()
  Object.assign(globalThis, {
    sessionStorage: {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
    },
  })
})

describe('adult gate', () => {
  it('is closed until the age question is answered yes, then stays open for the session', () => {
    expect(isAdultConfirmed()).toBe(false)
    confirmAdult()
    expect(isAdultConfirmed()).toBe(true)
    expect(sessionStorage.getItem(ADULT_CONFIRMED_KEY)).toBe('yes')
  })
})
