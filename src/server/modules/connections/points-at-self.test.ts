import { describe, expect, it } from 'vitest'
import { isThisMachine, pointsAtSelf } from './points-at-self'

const self = { requestHost: 'codex.example:8080', host: '0.0.0.0', port: 3000 }
const names: Record<string, string[]> = {
  'here.example': ['127.0.0.1'],
  'here6.example': ['::1'],
  'api.openai.com': ['162.159.140.245'],
}
const lookup = async (name: string) => {
  const found = names[name]
  if (!found) throw new Error('ENOTFOUND')
  return found.map((address) => ({ address }))
}
const at = (url: string) => pointsAtSelf(self, new URL(url), lookup)

describe('pointsAtSelf', () => {
  it('knows the Host the request came by, whatever the case', async () => {
    expect(await at('http://CODEX.example:8080/v1')).toBe(true)
    expect(await at('http://codex.example/v1')).toBe(false)
  })

  it('knows a loopback or its own listening address on the port it listens on', async () => {
    expect(await at('http://localhost:3000/v1')).toBe(true)
    expect(await at('http://127.0.0.1:3000/v1')).toBe(true)
    expect(await at('http://[::1]:3000/v1')).toBe(true)
    expect(await at('http://0.0.0.0:3000/v1')).toBe(true)
    expect(await at('http://localhost:11434/v1')).toBe(false)
  })

  it('knows every other spelling of this machine', async () => {
    for (const url of [
      'http://[::ffff:127.0.0.1]:3000/v1',
      'http://[::ffff:7f00:1]:3000/v1',
      'http://[::]:3000/v1',
      'http://[0:0:0:0:0:0:0:1]:3000/v1',
      'http://[::ffff:0.0.0.0]:3000/v1',
      'http://2130706433:3000/v1',
      'http://0x7f000001:3000/v1',
      'http://0177.0.0.1:3000/v1',
      'http://127.1:3000/v1',
      'http://LOCALHOST.:3000/v1',
      'http://app.localhost:3000/v1',
      'http://here.example:3000/v1',
      'http://here6.example:3000/v1',
    ])
      expect(await at(url), url).toBe(true)
  })

  it('lets another server through', async () => {
    expect(await at('https://api.openai.com/v1')).toBe(false)
    expect(await at('http://api.openai.com:3000/v1')).toBe(false)
    expect(await at('http://192.0.2.20:3000/v1')).toBe(false)
    expect(await at('http://nowhere.invalid:3000/v1')).toBe(false)
  })
})

describe('isThisMachine', () => {
  it('takes loopback, unspecified and mapped addresses, nothing else', () => {
    expect(isThisMachine('127.8.9.10')).toBe(true)
    expect(isThisMachine('[::ffff:7f00:1]')).toBe(true)
    expect(isThisMachine('8.8.8.8')).toBe(false)
    expect(isThisMachine('::ffff:808:808')).toBe(false)
    expect(isThisMachine('not an address')).toBe(false)
  })
})
