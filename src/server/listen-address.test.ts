import { describe, expect, it } from 'vitest'
import { listeningMessage } from './listen-address'

describe('listeningMessage', () => {
  it('says only the address when the server keeps to this machine', () => {
    expect(listeningMessage('127.0.0.1', 5000)).toEqual([
      'HumanCodex is ready on http://localhost:5000',
    ])
    expect(listeningMessage('::1', 5000)).toHaveLength(1)
    expect(listeningMessage('localhost', 8080)[0]).toContain('http://localhost:8080')
  })

  it('warns when every interface is open and says how to close it', () => {
    for (const host of ['0.0.0.0', '::']) {
      const [address, note] = listeningMessage(host, 5000)
      expect(address).toBe('HumanCodex is ready on http://localhost:5000')
      expect(note).toContain('other machines can reach it')
      expect(note).toContain('HOST=127.0.0.1')
    }
  })

  it('names another address it was told to listen on', () => {
    const lines = listeningMessage('192.0.2.7', 5000)
    expect(lines[0]).toContain('http://192.0.2.7:5000')
    expect(lines[1]).toContain('other machines may reach')
  })
})
