import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import { InlineMarkdown, linkTarget, Markdown } from './markdown'

const render = (source: string) =>
  renderToStaticMarkup(createElement(MemoryRouter, null, createElement(Markdown, { source })))

describe('Markdown', () => {
  it('draws an internal link outside the router (a toast) as a plain link instead of failing', () => {
    const html = renderToStaticMarkup(
      createElement(InlineMarkdown, { source: 'See **Personas** ([open](/personas)).' }),
    )
    expect(html).toContain('<a href="/personas"')
    expect(html).toContain('<strong')
  })

  it('renders HTML in a reply as text, never as elements', () => {
    const html = render(
      'Look: <img src=x onerror="alert(1)"> and <script>alert(2)</script>\n\n**<b>bold</b>**',
    )
    expect(html).not.toMatch(/<img|<script|<b>/)
    expect(html).toContain('&lt;img src=x onerror=&quot;alert(1)&quot;&gt;')
    expect(html).toContain('&lt;script&gt;alert(2)&lt;/script&gt;')
    expect(html).toContain('<strong class="font-semibold text-foreground">&lt;b&gt;bold')
  })

  it('escapes HTML inside highlighted code blocks', () => {
    const html = render('```html\n<script>alert(1)</script>\n```')
    expect(html).not.toContain('<script>')
    expect(html).toContain('&lt;')
    expect(html).toMatch(/<pre[^>]*data-lang="html"/)
  })

  it('does not turn javascript: or data: links into links', () => {
    const html = render('[click](javascript:alert(1)) [data](data:text/html,hi) [far](//evil.test)')
    expect(html).not.toContain('href')
    expect(html).toContain('<span>click</span>')
  })

  it('opens other sites in a new tab without an opener, and our screens through the router', () => {
    const html = render('[site](https://example.com) and [guide](/platform-guide#how-it-works)')
    expect(html).toContain('href="https://example.com" target="_blank" rel="noopener noreferrer"')
    expect(html).toMatch(/<a [^>]*href="\/platform-guide#how-it-works"(?![^>]*target)/)
  })

  it('highlights fenced code', () => {
    expect(render('```ts\nconst a = 1\n```')).toContain('sh__token--keyword')
  })
})

describe('linkTarget', () => {
  it('sorts hrefs into router links, new-tab links and plain text', () => {
    expect(linkTarget('/platform-guide')).toEqual({ kind: 'internal', to: '/platform-guide' })
    expect(linkTarget('/no-such-screen')).toEqual({ kind: 'text' })
    expect(linkTarget('/api/docs')).toEqual({ kind: 'external', href: '/api/docs' })
    expect(linkTarget('mailto:hi@example.com')).toEqual({
      kind: 'external',
      href: 'mailto:hi@example.com',
    })
    expect(linkTarget(' JavaScript:alert(1)')).toEqual({ kind: 'text' })
    expect(linkTarget('//evil.test/x')).toEqual({ kind: 'text' })
  })
})
