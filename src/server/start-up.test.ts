import fs from 'node:fs'
import { createServer, request, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { loadConfig } from './config'
import { buildStartUpShell } from './start-up'

const clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hc-shell-'))
fs.writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><title>HumanCodex</title>')
const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', CLIENT_DIR: clientDir })

let server: Server | undefined
afterEach(
  () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())),
)

async function startShell() {
  const shell = await buildStartUpShell(config)
  server = createServer(shell.handle)
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return { shell, base }
}

// Building the shell loads Fastify and its plugins: seconds on a busy machine.
describe('the start-up shell', { timeout: 30_000 }, () => {
  it('answers pages and the page shell with the page headers while the app starts', async () => {
    const { base } = await startShell()
    for (const page of ['/', '/board/thread/5']) {
      const res = await fetch(`${base}${page}`)
      expect(res.status).toBe(200)
      expect(await res.text()).toContain('<title>HumanCodex</title>')
      expect(res.headers.get('content-security-policy')).toContain("default-src 'self'")
    }
    expect((await fetch(`${base}/assets/missing.js`)).status).toBe(404)
  })

  it('holds API, health and write requests, body unread, and hands them to the app', async () => {
    const { shell, base } = await startShell()
    const answers: string[] = []
    const requests = [
      fetch(`${base}/api/ai-messages`),
      fetch(`${base}/healthz`),
      fetch(`${base}/v1/models`),
      fetch(`${base}/some/page`, { method: 'POST', body: 'hello' }),
    ].map((request) => request.then(async (res) => answers.push(await res.text())))
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(answers).toEqual([])

    await shell.handOver((request, response) => {
      let body = ''
      request.on('data', (chunk: Buffer) => (body += chunk))
      request.on('end', () => response.end(`app: ${request.method} ${request.url} ${body}`))
    })
    await Promise.all(requests)
    expect(answers.sort()).toEqual([
      'app: GET /api/ai-messages ',
      'app: GET /healthz ',
      'app: GET /v1/models ',
      'app: POST /some/page hello',
    ])
    // From now on every request goes to the app, pages included.
    expect(await (await fetch(`${base}/`)).text()).toBe('app: GET / ')
  })

  it('refuses a foreign Host name as the app does', async () => {
    const { base } = await startShell()
    const status = await new Promise<number>((resolve) => {
      const headers = { host: 'rebound.example' }
      request(`${base}/`, { headers }, (res) => {
        res.resume()
        resolve(res.statusCode!)
      }).end()
    })
    expect(status).toBe(421)
  })
})
