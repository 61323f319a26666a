import fs from 'node:fs'
import path from 'node:path'
import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { openPage, PHONE } from './support/browser'
import { useServerAndBrowser } from './support/harness'
import { scriptErrors } from './support/home'
import { signUpInBrowser } from './support/accounts'

// Changing the shared sample vault and its settings is for administrators (decision 130).
const env = useServerAndBrowser({ ADMIN_USERNAMES: 'obsidian_reader,vault_setter' })

const noHorizontalOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)

async function shoot(target: Page | Locator, name: string) {
  if (!process.env.SHOTS_DIR) return
  await target.screenshot({ path: `${process.env.SHOTS_DIR}/${name}.png` })
}

describe('a note read as Obsidian reads it', () => {
  it('shows property types, a did-you-mean for a bare alias and a warning for NUL bytes', async () => {
    const dir = path.join(env.server.dataDir, 'vaults', 'codex-notes')
    fs.writeFileSync(path.join(dir, 'Alias holder.md'), '---\naliases: [Holder alias]\n---\nHi.\n')
    fs.writeFileSync(
      path.join(dir, 'Property note.md'),
      '---\nauthor: "[[Alias holder]]"\nrating: 3\ndone: false\n---\nSee [[Holder alias]].\0\n',
    )
    let id = 0
    await expect
      .poll(async () => {
        const res = await fetch(`${env.server.baseUrl}/api/obsidian/notes?q=Property%20note`)
        id = ((await res.json()) as { id: number }[])[0]?.id ?? 0
        return id
      })
      .toBeGreaterThan(0)
    const { page, context, errors } = await openPage(env.browser, env.server.baseUrl)
    await signUpInBrowser(page, 'obsidian_reader')
    await page.goto(`/knowledge-editor?note=${id}`)
    await page.getByText('Properties:').waitFor()
    await page.getByText('(number)').waitFor()
    await page.getByRole('status').filter({ hasText: '1 NUL byte' }).waitFor()
    const links = page.getByRole('region', { name: 'Links to' })
    await links.getByRole('link', { name: 'Alias holder' }).first().waitFor()
    await links.getByText('Did you mean').waitFor()
    await shoot(page, 'note-properties-did-you-mean')
    await page.setViewportSize(PHONE)
    expect(await noHorizontalOverflow(page)).toBe(true)
    await shoot(page, 'note-properties-did-you-mean-phone')
    expect(scriptErrors(errors)).toEqual([])
    await context.close()
  })

  it('turns updating links on rename off and on per vault', async () => {
    const { page, context, errors } = await openPage(env.browser, env.server.baseUrl)
    await signUpInBrowser(page, 'vault_setter')
    const settings = async () =>
      (
        await page.request.get(`${env.server.baseUrl}/api/obsidian/vaults/codex-notes/settings`)
      ).json()
    await page.goto('/#obsidian-integration')
    const notes = page.locator('#obsidian-integration')
    await notes.getByRole('tab', { name: 'Vaults' }).click()
    const box = notes.getByRole('checkbox', { name: /Update links when a note is renamed/ })
    await expect.poll(() => box.getAttribute('aria-checked')).toBe('true')
    await box.click()
    await expect.poll(settings).toEqual({ updateLinksOnRename: false })
    await shoot(notes, 'vault-rename-setting')
    await page.setViewportSize(PHONE)
    expect(await noHorizontalOverflow(page)).toBe(true)
    await shoot(notes, 'vault-rename-setting-phone')
    await box.click()
    await expect.poll(settings).toEqual({ updateLinksOnRename: true })
    expect(scriptErrors(errors)).toEqual([])
    await context.close()
  })
})
