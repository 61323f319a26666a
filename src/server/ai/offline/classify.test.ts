import { describe, expect, it } from 'vitest'
import { classify, languageOf } from './classify'
import { musing, MUSING } from './conversation'
import { knownAbout } from './memory'

describe('classify', () => {
  it.each([
    ['Good evening!', 'greeting'],
    ['how is it going?', 'small-talk'],
    ['thank you so much', 'thanks'],
    ['My name is Ada and I live in Lyon', 'introduction'],
    ["Hi, I'm Jonas", 'introduction'],
    ["I'm tired of waiting", 'emotional'],
    ['what is my name?', 'memory'],
    ['I want to end my life', 'distress'],
    ['How can I export my notes?', 'how-to'],
    ['Can you suggest a course for someone into music?', 'recommendation'],
    ['What is HumanCodex?', 'product'],
    ['What is the Codex Compass?', 'question'],
    ['What does the Pro plan include?', 'question'],
    ['qwrtzp xxkkj', 'nonsense'],
  ])('%s → %s', (message, kind) => expect(classify(message)).toBe(kind))

  it('tells German, Spanish and other languages from English', () => {
    expect(languageOf('Wie viel kostet das?')).toBe('de')
    expect(languageOf('¿Dónde está mi cuenta?')).toBe('es')
    expect(languageOf('Merci beaucoup, comment ça marche ?')).toBe('other')
    expect(languageOf('Is the Pro plan worth it?')).toBe('en')
  })
})

describe('conversation memory', () => {
  it('reads what the person said in the conversation, on top of stored facts', () => {
    const known = knownAbout(
      [
        { role: 'user', content: "Hi, I'm Tomasz and I live in Krakow." },
        { role: 'assistant', content: 'Nice to meet you.' },
        { role: 'user', content: 'I love astronomy and I am learning Python.' },
      ],
      ['Works as: nurse'],
    )
    expect(known.name).toBe('Tomasz')
    expect(known.place).toBe('Krakow')
    expect(known.likes).toEqual(['astronomy'])
    expect(known.lines).toContain('Works as: nurse')
  })

  it("takes nothing from the persona's own turns", () => {
    expect(knownAbout([{ role: 'assistant', content: 'My name is Eve.' }], []).name).toBeUndefined()
  })
})

describe('musings', () => {
  it('muses on the theme dream mode asks for, without questions or lists', () => {
    const theme = MUSING.exec('Dream aloud about the tide.')?.[3]
    expect(theme).toBe('the tide')
    const text = musing('eva', theme!)
    expect(text).toContain('the tide')
    expect(text).not.toMatch(/\?|^- /m)
  })
})
