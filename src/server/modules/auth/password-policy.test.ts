import { describe, expect, it } from 'vitest'
import { passwordProblem } from './password-policy'

const ada = { username: 'Ada_Lovelace', email: 'ada@example.com' }

describe('passwordProblem', () => {
  it('refuses the most common passwords whatever their case', () => {
    for (const weak of ['password', '12345678', 'PASSWORD', 'iloveyou', 'qwertyuiop'])
      expect(passwordProblem(weak, ada)).toMatch(/most common/)
  })

  it('refuses spaces only and one character repeated', () => {
    expect(passwordProblem('        ', ada)).toMatch(/repeated or only spaces/)
    expect(passwordProblem('zzzzzzzzzz', ada)).toMatch(/repeated or only spaces/)
  })

  it("refuses the account's username, email and email name", () => {
    expect(passwordProblem('ada_lovelace', ada)).toMatch(/username or email/)
    expect(passwordProblem('ADA@example.com', ada)).toMatch(/username or email/)
    expect(passwordProblem('ada', { username: 'x', email: 'ada@example.com' })).toMatch(
      /username or email/,
    )
  })

  it('accepts a long, uncommon password', () => {
    expect(passwordProblem('long-enough-password', ada)).toBeNull()
    expect(passwordProblem('correct horse battery staple', ada)).toBeNull()
  })
})
