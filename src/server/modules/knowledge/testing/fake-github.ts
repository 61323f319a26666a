import http from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * A local server answering like the GitHub REST API (recorded response shapes): repository
 * search, raw READMEs and rate-limit headers. After `limit` requests it answers 403 with
 * `x-ratelimit-remaining: 0`, as GitHub does.
 */
export async function startFakeGithub(options: { limit?: number } = {}) {
  let served = 0
  const limit = options.limit ?? 1000
  const server = http.createServer((req, res) => {
    served++
    const remaining = Math.max(0, limit - served)
    const headers = {
      'x-ratelimit-limit': String(limit),
      'x-ratelimit-remaining': String(remaining),
      'x-ratelimit-reset': String(Math.floor(Date.now() / 1000) + 60),
    }
    if (served > limit) {
      res
        .writeHead(403, { ...headers, 'content-type': 'application/json' })
        .end('{"message":"API rate limit exceeded"}')
      return
    }
    const url = new URL(req.url ?? '/', 'http://x')
    if (url.pathname === '/search/repositories') {
      const q = url.searchParams.get('q') ?? ''
      const slug = q.replace(/\W+/g, '-')
      const items = [1, 2, 3].map((n) => ({
        full_name: `lab-${slug}/project-${n}`,
        description: `A ${q} project about graph memory and attention`,
        html_url: `https://github.com/lab-${slug}/project-${n}`,
        stargazers_count: 100 * n,
      }))
      res
        .writeHead(200, { ...headers, 'content-type': 'application/json' })
        .end(JSON.stringify({ total_count: 3, items }))
      return
    }
    const readme = /^\/repos\/([^/]+)\/([^/]+)\/readme$/.exec(url.pathname)
    if (readme) {
      if (readme[2] === 'project-3') {
        res.writeHead(404, headers).end('{"message":"Not Found"}')
        return
      }
      res
        .writeHead(200, { ...headers, 'content-type': 'text/plain' })
        .end(
          `# ${readme[2]}\n\nInstall it, then read the research paper. It studies memory, attention and knowledge graphs.`,
        )
      return
    }
    res.writeHead(404, headers).end()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    apiUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    served: () => served,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
