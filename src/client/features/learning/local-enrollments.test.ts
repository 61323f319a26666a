import { beforeEach, describe, expect, it } from 'vitest'
import {
  addLocalEnrollment,
  LOCAL_ENROLLMENTS_KEY,
  readLocalEnrollments,
} from './local-enrollments'

class MemoryStorage {
  private items = new Map<string, string>()
  getItem(key: string) {
    return this.items.get(key) ?? null
  }
  setItem(key: string, value: string) {
    this.items.set(key, value)
  }
  removeItem(key: string) {
    this.items.delete(key)
  }
}

beforeEach(() => {
  Object.assign(globalThis, { localStorage: new MemoryStorage() })
})

describe('local enrolments', () => {
  it('start empty, add each course once and survive a re-read', () => {
    expect(readLocalEnrollments()).toEqual([])
    addLocalEnrollment('culinary-craft')
    addLocalEnrollment('culinary-craft')
    addLocalEnrollment('logic-critical-thinking')
    expect(readLocalEnrollments()).toEqual(['culinary-craft', 'logic-critical-thinking'])
    expect(JSON.parse(localStorage.getItem(LOCAL_ENROLLMENTS_KEY)!)).toHaveLength(2)
  })

  it('treat unreadable storage as no enrolments', () => {
    localStorage.setItem(LOCAL_ENROLLMENTS_KEY, '{not json')
    expect(readLocalEnrollments()).toEqual([])
    localStorage.setItem(LOCAL_ENROLLMENTS_KEY, JSON.stringify([1, 'ok', null]))
    expect(readLocalEnrollments()).toEqual(['ok'])
  })
})
