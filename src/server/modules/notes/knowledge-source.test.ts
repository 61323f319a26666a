import { describe, expect, it } from 'vitest'
import { questionWords } from './knowledge-source'

describe('questionWords', () => {
  it('keeps the words worth finding once each, lower case, without full-text operators', () => {
    expect(questionWords('What is the Memory-Palace? Or the memory "palace" -rooms')).toEqual([
      'memory',
      'palace',
      'rooms',
    ])
  })

  it('finds no words in a question of stop words and marks', () => {
    expect(questionWords('What is it, and how?!')).toEqual([])
  })

  it('keeps letters of any script and numbers', () => {
    expect(questionWords('Wie funktioniert Gedächtnis 2026')).toEqual([
      'wie',
      'funktioniert',
      'gedächtnis',
      '2026',
    ])
  })
})
