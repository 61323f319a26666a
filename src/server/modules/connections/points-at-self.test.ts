import { describe, expect, it } from 'vitest'
import { pointsAtSelf } from './points-at-self'

const self = { requestHost: 'codex.example:8080', host: '0.0.0.0', port: 3000 }
const at = (url: string) => pointsAtSelf(self, new URL(url))

describe('pointsAtSelf', () => {
  it('knows the Host the request came by, whatever the case', () => {
    expect(at('http://CODEX.example:8080/v1')).toBe(true)
    expect(at('http://codex.example/v1')).toBe(false)
  })

  it('knows a loopback or its own listening address on the port it listens on', () => {
    expect(at('http://localhost:3000/v1')).toBe(true)
    expect(at('http://127.0.0.1:3000/v1')).toBe(true)
    expect(at('http://[::1]:3000/v1')).toBe(true)
    expect(at('http://0.0.0.0:3000/v1')).toBe(true)
    expect(at('http://localhost:11434/v1')).toBe(false)
  })

  it('lets another server through', () => {
    expect(at('https://api.openai.com/v1')).toBe(false)
    expect(at('http://192.168.1.20:3000/v1')).toBe(false)
  })
})
