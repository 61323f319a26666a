import fs from 'node:fs'
import path from 'node:path'
import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { openPage, PHONE } from './support/browser'
import { useServerAndBrowser } from './support/harness'
import { scriptErrors } from './support/home'
import { signUpInBrowser } from './support/accounts'

// Writing the shared sample vault is for administrators (decision 130).
const env = useServerAndBrowser({ ADMIN_USERNAMES: 'note_viewer' })

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
)

// One note holding every construct Obsidian draws (docs/notes.md).
const EVERYTHING = [
  '# Everything',
  '',
  '| Name | Value |',
  '|------|:-----:|',
  '| one  | 1     |',
  '',
  '- outer',
  '  - inner',
  '1. first',
  '2. second',
  '',
  '- [ ] open task',
  '- [x] done task',
  '',
  '> [!warning] Mind the gap',
  '> Careful now.',
  '',
  '> [!note]- Folded away',
  '> Hidden until opened.',
  '',
  '![[Embedded#Part]]',
  '',
  '![[pixel.png|100]]',
  '',
  'A ==highlighted== word %%secret comment%% and #sometag.',
  '',
  'Said once[^1]. Inline $e^{i\\pi}+1=0$ math.',
  '',
  '$$',
  '\\int_0^1 x\\,dx',
  '$$',
  '',
  '```mermaid',
  'graph TD',
  '  A-->B',
  '```',
  '',
  'A block to reach ^target-block',
  '',
  '[^1]: The footnote text.',
  '',
].join('\n')

async function drawn(page: Page) {
  const preview = page.getByRole('region', { name: 'Preview' })
  await preview.locator('table th', { hasText: 'Name' }).waitFor()
  expect(await preview.locator('ul ul li', { hasText: 'inner' }).count()).toBe(1)
  expect(await preview.locator('ol li').count()).toBeGreaterThanOrEqual(2)
  expect(await preview.getByRole('checkbox').count()).toBe(2)
  await preview.getByText('Mind the gap').waitFor()
  const folded = preview.locator('details[data-callout="note"]')
  expect(await folded.getAttribute('open')).toBeNull()
  await folded.getByText('Folded away').waitFor()
  await preview
    .getByRole('region', { name: /Embedded: Embedded/ })
    .getByText('Part text')
    .waitFor()
  expect(await preview.getByText('Other text').count()).toBe(0)
  expect(await preview.locator('img[width="100"]').count()).toBe(1)
  await preview.locator('mark', { hasText: 'highlighted' }).waitFor()
  expect(await preview.getByText('secret comment').count()).toBe(0)
  expect(await preview.getByText('^target-block').count()).toBe(0)
  await preview.getByRole('link', { name: '#sometag' }).waitFor()
  await preview.getByRole('region', { name: 'Footnotes' }).getByText('The footnote text.').waitFor()
  await preview.locator('[data-math="inline"] .katex').waitFor()
  await preview.locator('[data-math="block"] .katex-display').waitFor()
  await diagramDrawn(preview.locator('[data-diagram="mermaid"] svg'))
}

/**
 * The diagram is there to read, not an empty box: its node labels are text in the SVG, and the
 * nodes fill a good part of the drawing (the broken layout put two 70-pixel nodes two thousand
 * pixels apart, so the box looked empty).
 */
async function diagramDrawn(svg: Locator) {
  await svg.waitFor({ timeout: 30_000 })
  const whole = await svg.boundingBox()
  const node = await svg.locator('g.node').first().boundingBox()
  expect(whole && node && node.width > 0 && node.height > 0).toBe(true)
  expect(node!.width / whole!.width).toBeGreaterThan(0.3)
  expect(node!.height / whole!.height).toBeGreaterThan(0.2)
  for (const label of ['A', 'B']) {
    const labelled = svg.locator('g.node', { hasText: new RegExp(`^${label}$`) })
    expect(await labelled.count()).toBe(1)
    // Inside the drawing's frame, not cut off by it.
    const box = (await labelled.boundingBox())!
    expect(box.x).toBeGreaterThanOrEqual(whole!.x - 1)
    expect(box.y).toBeGreaterThanOrEqual(whole!.y - 1)
    expect(box.x + box.width).toBeLessThanOrEqual(whole!.x + whole!.width + 1)
    expect(box.y + box.height).toBeLessThanOrEqual(whole!.y + whole!.height + 1)
  }
}

describe('a note drawn as Obsidian draws it', () => {
  it('draws every construct at 1280 and 390 px, and a ticked task changes one byte', async () => {
    const dir = path.join(env.server.dataDir, 'vaults', 'codex-notes')
    fs.writeFileSync(path.join(dir, 'pixel.png'), PNG)
    fs.writeFileSync(path.join(dir, 'Embedded.md'), '# Top\nOther text\n## Part\nPart text\n')
    fs.writeFileSync(path.join(dir, 'Everything.md'), EVERYTHING)
    let id = 0
    await expect
      .poll(
        async () => {
          const res = await fetch(`${env.server.baseUrl}/api/obsidian/notes?q=Everything`)
          id = ((await res.json()) as { id: number }[])[0]?.id ?? 0
          return id
        },
        { timeout: 20_000 },
      )
      .toBeGreaterThan(0)
    const { page, context, errors } = await openPage(env.browser, env.server.baseUrl)
    await page.setViewportSize({ width: 1280, height: 900 })
    await signUpInBrowser(page, 'note_viewer')
    await page.goto(`/knowledge-editor?note=${id}`)
    await drawn(page)
    if (process.env.SHOTS_DIR)
      await page.screenshot({ path: `${process.env.SHOTS_DIR}/note-view.png`, fullPage: true })

    const before = fs.readFileSync(path.join(dir, 'Everything.md'))
    // The box follows the file: it shows ticked once the save is back.
    await page.getByRole('checkbox', { name: 'Tick this task' }).click()
    await expect
      .poll(() => fs.readFileSync(path.join(dir, 'Everything.md')).equals(before), {
        timeout: 10_000,
      })
      .toBe(false)
    const after = fs.readFileSync(path.join(dir, 'Everything.md'))
    expect(after.length).toBe(before.length)
    const changed = [...after].flatMap((byte, i) => (byte === before[i] ? [] : [i]))
    expect(changed).toHaveLength(1)
    expect(after.toString('utf8')).toContain('- [x] open task')

    await page.setViewportSize(PHONE)
    await page.getByRole('button', { name: 'preview' }).click()
    await drawn(page)
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true)
    if (process.env.SHOTS_DIR)
      await page.screenshot({
        path: `${process.env.SHOTS_DIR}/note-view-phone.png`,
        fullPage: true,
      })

    // A tag leads to the notes holding it: the list filtered by `#sometag`.
    await page.getByRole('link', { name: '#sometag' }).click()
    const notes = page.getByRole('navigation', { name: 'Notes' })
    await notes.getByRole('button', { name: 'Everything' }).waitFor()
    expect(await notes.getByRole('searchbox', { name: 'Filter' }).inputValue()).toBe('#sometag')
    await expect.poll(() => notes.getByRole('button', { name: 'Embedded' }).count()).toBe(0)
    expect(scriptErrors(errors)).toEqual([])
    await context.close()
  })
})
