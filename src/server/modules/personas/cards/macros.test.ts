import { describe, expect, it } from 'vitest'
import { fillMacros } from './macros'

describe('fillMacros', () => {
  it('fills {{char}}, {{user}}, <BOT> and <USER> in any case', () => {
    expect(
      fillMacros('{{char}} greets {{user}}. {{CHAR}}/{{User}} <BOT> <user> <Bot> {{ char }}', {
        char: 'Mira',
        user: 'Ada',
      }),
    ).toBe('Mira greets Ada. Mira/Ada Mira Ada Mira Mira')
  })

  it('inserts names literally, even with $ patterns', () => {
    expect(fillMacros('Hi {{user}}', { char: 'x', user: '$& $1 $$' })).toBe('Hi $& $1 $$')
  })

  it('leaves other braces alone', () => {
    expect(fillMacros('{{random:a,b}} {char} {{chars}}', { char: 'M', user: 'U' })).toBe(
      '{{random:a,b}} {char} {{chars}}',
    )
  })
})
