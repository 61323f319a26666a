export interface RepositoryHit {
  fullName: string
  description: string
  url: string
  stars: number
}

export class GithubRateLimited extends Error {
  constructor(readonly resetAt: Date | null) {
    super('GitHub rate limit reached')
  }
}

export interface GithubClientOptions {
  apiUrl: string
  token?: string
  /** Requests left below which the client stops early instead of hitting the limit. */
  reserve?: number
  timeoutMs?: number
}

/**
 * The few GitHub REST calls the knowledge seeker needs, over fetch: repository search and the
 * raw README. Reads the rate-limit headers and stops (GithubRateLimited) before running out.
 */
export class GithubClient {
  remaining = Number.POSITIVE_INFINITY
  resetAt: Date | null = null

  constructor(private readonly options: GithubClientOptions) {}

  private async request(path: string, accept: string) {
    if (this.remaining <= (this.options.reserve ?? 1)) throw new GithubRateLimited(this.resetAt)
    const res = await fetch(`${this.options.apiUrl}${path}`, {
      headers: {
        accept,
        'user-agent': 'HumanCodex-knowledge-seeker',
        'x-github-api-version': '2022-11-28',
        ...(this.options.token ? { authorization: `Bearer ${this.options.token}` } : {}),
      },
      signal: AbortSignal.timeout(this.options.timeoutMs ?? 10_000),
    })
    const remaining = Number(res.headers.get('x-ratelimit-remaining'))
    const reset = Number(res.headers.get('x-ratelimit-reset'))
    if (Number.isFinite(remaining) && res.headers.has('x-ratelimit-remaining'))
      this.remaining = remaining
    if (Number.isFinite(reset) && reset > 0) this.resetAt = new Date(reset * 1000)
    // A secondary rate limit says when to come back with Retry-After instead.
    const retryAfter = Number(res.headers.get('retry-after'))
    if (retryAfter > 0) this.resetAt = new Date(Date.now() + retryAfter * 1000)
    if (
      (res.status === 403 || res.status === 429) &&
      (this.remaining === 0 || res.headers.has('retry-after'))
    ) {
      await res.body?.cancel()
      throw new GithubRateLimited(this.resetAt)
    }
    return res
  }

  async searchRepositories(term: string, perPage = 5): Promise<RepositoryHit[]> {
    const res = await this.request(
      `/search/repositories?q=${encodeURIComponent(term)}&sort=stars&order=desc&per_page=${perPage}`,
      'application/vnd.github+json',
    )
    if (!res.ok) throw new Error(`GitHub search answered ${res.status}`)
    const body = (await res.json()) as {
      items?: {
        full_name: string
        description: string | null
        html_url: string
        stargazers_count: number
      }[]
    }
    return (body.items ?? []).map((item) => ({
      fullName: item.full_name,
      description: item.description ?? '',
      url: item.html_url,
      stars: item.stargazers_count,
    }))
  }

  /** The README as text, or null when the repository has none. */
  async readme(fullName: string): Promise<string | null> {
    const res = await this.request(
      `/repos/${fullName.split('/').map(encodeURIComponent).join('/')}/readme`,
      'application/vnd.github.raw+json',
    )
    if (res.status === 404) {
      await res.body?.cancel()
      return null
    }
    if (!res.ok) throw new Error(`GitHub README answered ${res.status}`)
    return (await res.text()).slice(0, 60_000)
  }
}
