import { describe, expect, it } from 'vitest'
import { extractFacts } from './facts'

describe('extractFacts', () => {
  it('finds first-person statements', () => {
    expect(extractFacts('Hi! My name is ada lovelace and I live in London.')).toEqual([
      'Name: Ada Lovelace',
      'Lives in: London',
    ])
    expect(extractFacts('I work as a nurse. I love long walks by the sea!')).toEqual([
      'Works as: nurse',
      'Likes: long walks by the sea',
    ])
    expect(extractFacts("I'm learning Rust these days")).toEqual(['Learning: Rust these days'])
    expect(extractFacts('My favourite colour is deep blue.')).toEqual([
      'Favorite colour: deep blue',
    ])
  })

  it('ignores messages that state nothing about the person', () => {
    expect(extractFacts('What is the three-layer communication system?')).toEqual([])
    expect(extractFacts('Adam likes logic, does Eve?')).toEqual([])
  })
})
