import { describe, expect, it } from 'vitest'
import { distress, falseAlarms } from '../../../../bench/offline-quality/distress'
import { recogniseRisk } from './recognise'

describe('recogniseRisk', () => {
  it.each(distress)('recognises "$text" ($risk, $lang)', (item) => {
    const found = recogniseRisk(item.text)
    expect(found).not.toBeNull()
    expect(found!.language).toBe(item.lang)
  })

  it('lets at most 1 in 16 false alarms through', () => {
    const raised = falseAlarms.filter((item) => recogniseRisk(item.text))
    expect(raised.map((item) => item.text)).toEqual([])
  })

  it('names the kind of risk it saw', () => {
    expect(recogniseRisk('I want to kill myself')?.risk).toBe('suicide')
    expect(recogniseRisk('Me corto los brazos')?.risk).toBe('self-harm')
    expect(recogniseRisk('Mein Mann schlägt mich')?.risk).toBe('abuse')
    expect(recogniseRisk("I'm going to hurt someone")?.risk).toBe('harm-to-others')
    expect(recogniseRisk('She is not breathing')?.risk).toBe('medical')
    expect(recogniseRisk('Ich habe eine Panikattacke')?.risk).toBe('panic')
  })

  it('reads typographic apostrophes and any letter case', () => {
    expect(recogniseRisk('I DON’T WANT TO LIVE ANYMORE')?.risk).toBe('suicide')
  })

  it('takes figures of speech out before the rules', () => {
    for (const text of [
      'I almost killed myself laughing',
      'I hurt myself playing football',
      'My boss will kill me if I am late',
      'Me muero de hambre',
      'Ich sterbe vor Langeweile',
    ])
      expect(recogniseRisk(text), text).toBeNull()
  })

  it('reads the end of a long message, where the risk may be said', () => {
    const story = 'Today at work the printer broke again and nobody fixed it. '.repeat(70)
    expect(recogniseRisk(`${story} Honestly, everyone would be better off without me.`)).toEqual({
      risk: 'suicide',
      language: 'en',
    })
  })

  it('answers at once on a huge or pathological message', () => {
    const started = performance.now()
    expect(recogniseRisk('kill '.repeat(200_000))).toBeNull()
    expect(recogniseRisk('took all my '.repeat(100_000))).toBeNull()
    expect(recogniseRisk(`${'heart is racing '.repeat(50_000)}`)).toBeNull()
    expect(recogniseRisk(`${'a'.repeat(1_000_000)} took all my pills`)).toEqual({
      risk: 'medical',
      language: 'en',
    })
    expect(performance.now() - started).toBeLessThan(1000)
  })
})
