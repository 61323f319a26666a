import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

// Node has no localStorage; a Map-backed one stands in for the browser's.
class MemoryStorage {
  private items = new Map<string, string>()
  getItem = (key: string) => this.items.get(key) ?? null
  setItem = (key: string, value: string) => void this.items.set(key, String(value))
  removeItem = (key: string) => void this.items.delete(key)
  clear = () => this.items.clear()
}

beforeEach(() => {
  vi.stubGlobal('localStorage', new MemoryStorage())
  vi.stubGlobal('window', { addEventListener: () => {}, removeEventListener: () => {} })
  vi.spyOn(console, 'warn').mockImplementation(() => {})
})
afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

const load = async () => {
  vi.resetModules()
  return import('./stored-user')
}

describe('stored user', () => {
  it('round-trips the display fields only', async () => {
    const { readStoredUser, writeStoredUser, STORED_USER_KEY } = await load()
    writeStoredUser({
      id: 7,
      username: 'ada',
      email: 'ada@example.com',
      isPremium: true,
      ...{ passwordHash: 'x' },
    })
    expect(JSON.parse(localStorage.getItem(STORED_USER_KEY)!)).toEqual({
      id: 7,
      username: 'ada',
      email: 'ada@example.com',
      isPremium: true,
    })
    expect(readStoredUser()).toMatchObject({ id: 7, username: 'ada', isPremium: true })
  })

  it('removes a value that is not JSON and treats it as signed out', async () => {
    const { readStoredUser, STORED_USER_KEY } = await load()
    localStorage.setItem(STORED_USER_KEY, '{not json')
    expect(readStoredUser()).toBeNull()
    expect(localStorage.getItem(STORED_USER_KEY)).toBeNull()
  })

  it('removes JSON that is not a user', async () => {
    const { readStoredUser, STORED_USER_KEY } = await load()
    localStorage.setItem(STORED_USER_KEY, '{"username":42}')
    expect(readStoredUser()).toBeNull()
    expect(localStorage.getItem(STORED_USER_KEY)).toBeNull()
  })

  it('clears on sign-out', async () => {
    const { clearStoredUser, readStoredUser, writeStoredUser } = await load()
    writeStoredUser({ id: 1, username: 'ada', isPremium: false })
    clearStoredUser()
    expect(readStoredUser()).toBeNull()
  })
})
