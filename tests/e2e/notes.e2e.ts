import fs from 'node:fs'
import path from 'node:path'
import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { openPage, PHONE } from './support/browser'
import { useServerAndBrowser } from './support/harness'
import { scriptErrors } from './support/home'
import { signUpInBrowser } from './support/accounts'
import { describedBy } from './support/described-by'

// Syncing every note with Agent Zero is for administrators only (decision 111), and so are
// changes to the shared sample vault unless an administrator names editors (decision 130).
const env = useServerAndBrowser({
  ADMIN_USERNAMES: 'note_taker,editor_one,editor_two,many_notes,vault_admin',
})

const toastRegion = (page: Page) => page.getByRole('region', { name: /Notifications/ })
const section = (page: Page) => page.locator('#obsidian-integration')
const quickSearch = (page: Page) => page.getByRole('dialog', { name: 'Quick search' })
const noHorizontalOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)

/** The home page's notes section, reached through the companion's Navigate tab. */
async function openNotesSection(page: Page) {
  await page.goto('/')
  await page.getByRole('button', { name: 'Open AI companion' }).click()
  const companion = page.getByRole('region', { name: 'AI companion' })
  await companion.getByRole('tab', { name: 'Navigate' }).click()
  await companion.getByRole('searchbox', { name: 'Filter sections' }).fill('obsidian')
  await companion.getByRole('button', { name: /Obsidian Integration/ }).click()
  await toastRegion(page).getByText('Found it!').waitFor()
  await section(page).getByRole('heading', { level: 2, name: 'Your notes, your vaults' }).waitFor()
  await companion.waitFor({ state: 'hidden', timeout: 3000 })
}

describe('the notes integration', () => {
  it('creates a note, finds it in search and syncs the vault with Agent Zero', async () => {
    const { page, context, errors } = await openPage(env.browser, env.server.baseUrl)
    const searches: string[] = []
    page.on('request', (request) => {
      if (request.url().includes('/api/obsidian/search')) searches.push(request.url())
    })
    await signUpInBrowser(page, 'note_taker')
    await openNotesSection(page)
    const notes = section(page)

    await notes.getByRole('heading', { name: 'codex-notes' }).waitFor()
    await notes.getByText('7 notes', { exact: true }).waitFor()

    await notes.getByRole('button', { name: 'Create Note' }).click()
    const dialog = page.getByRole('dialog', { name: 'Create Note' })
    const submit = dialog.getByRole('button', { name: 'Create Note' })
    expect(await submit.isDisabled()).toBe(true)
    await dialog.getByLabel('Title').fill('Lantern protocol')
    // New notes go to the author's own vault unless they choose a shared one they may change.
    const vault = dialog.getByLabel('Vault')
    expect(await vault.locator('option:checked').textContent()).toBe('My notes')
    await vault.selectOption('codex-notes')
    await dialog.getByLabel('Consciousness level').selectOption('profound')
    await dialog
      .getByLabel('Content')
      .fill('The lantern protocol keeps the [[Three layers]] lit through the night.')
    await dialog.getByLabel('Tags').fill(' lantern, ,protocol ,')
    await submit.click()
    await toastRegion(page).getByText('Note Created').waitFor()
    await dialog.waitFor({ state: 'detached' })

    // The dialog opens empty again, and the new note is in its vault.
    await notes.getByRole('button', { name: 'Create Note' }).click()
    expect(await dialog.getByLabel('Title').inputValue()).toBe('')
    expect(await dialog.getByLabel('Tags').inputValue()).toBe('')
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'detached' })
    expect(await notes.getByRole('tab', { name: 'Notes' }).getAttribute('aria-selected')).toBe(
      'true',
    )
    const card = notes.getByRole('article').filter({ hasText: 'Lantern protocol' })
    await card.waitFor()
    await card.getByText('#lantern').waitFor()
    await card.getByText('#protocol').waitFor()
    await card.getByText('Profound').waitFor()

    const search = notes.getByRole('searchbox', { name: 'Search notes' })
    await search.fill('la')
    await notes.getByText('Enter at least 3 characters to search').waitFor()
    await page.waitForTimeout(500)
    expect(searches).toEqual([])

    await search.fill('lantern')
    const result = notes.getByRole('article').filter({ hasText: 'Lantern protocol' })
    await result.waitFor()
    await notes.getByText('1 note matches “lantern”').waitFor()
    expect(searches).toHaveLength(1)

    await search.fill('zzqxv')
    await notes.getByText('No results found').waitFor()

    await notes.getByRole('button', { name: 'Sync Agent Zero' }).click()
    await toastRegion(page).getByText('Sync Complete').waitFor()
    await toastRegion(page)
      .getByText(/^8 notes observed, \d+ insights?\.$/)
      .waitFor()
    await notes.getByText('Agent Zero observed 8 notes').waitFor()

    await notes.getByRole('tab', { name: 'Vaults' }).click()
    await notes.getByText('Agent Zero integrated').waitFor()
    await notes.getByRole('tab', { name: 'Insights' }).click()
    await notes.getByRole('heading', { name: 'Most linked notes' }).waitFor()
    await notes
      .getByRole('tabpanel', { name: 'Insights' })
      .getByText('8 notes across 1 vault.')
      .waitFor()
    await notes.getByRole('tab', { name: 'Consciousness Map' }).click()
    await notes.getByText('Agent Zero has observed 8 of 8 notes.', { exact: false }).waitFor()
    await notes.getByRole('heading', { name: 'Tag clusters' }).waitFor()
    expect(scriptErrors(errors)).toEqual([])
    await context.close()
  })

  it("tells a visitor that creating notes needs an account, with the server's reason", async () => {
    const { page, context, errors } = await openPage(env.browser, env.server.baseUrl)
    await openNotesSection(page)
    await section(page).getByRole('button', { name: 'Create Note' }).click()
    const dialog = page.getByRole('dialog', { name: 'Create Note' })
    await dialog.getByText('Sign in to create notes.').waitFor()
    await dialog.getByLabel('Title').fill('Anonymous thought')
    await dialog.getByRole('button', { name: 'Create Note' }).click()
    // The open dialog hides the rest of the page from the accessibility tree, toasts included.
    const toast = page.locator('[data-slot="toast"]')
    await toast.getByText('Creation Failed').waitFor()
    await toast.getByText('Sign in to create notes.').waitFor()
    // The dialog stays open with what was typed.
    expect(await dialog.getByLabel('Title').inputValue()).toBe('Anonymous thought')
    expect(scriptErrors(errors)).toEqual([])
    await context.close()
  })

  it('keeps Sync Agent Zero disabled, saying why, for visitors and users who are not administrators', async () => {
    const { page, context, errors } = await openPage(env.browser, env.server.baseUrl)
    await openNotesSection(page)
    const sync = section(page).getByRole('button', { name: 'Sync Agent Zero' })
    const visitorReason = 'Sign in as an administrator to sync every note with Agent Zero.'
    await section(page).getByText(visitorReason).waitFor()
    expect(await sync.isDisabled()).toBe(true)
    expect(await describedBy(sync)).toBe(visitorReason)

    await signUpInBrowser(page, 'note_reader')
    await openNotesSection(page)
    const memberReason = 'Only administrators can sync every note with Agent Zero.'
    await section(page).getByText(memberReason).waitFor()
    expect(await sync.isDisabled()).toBe(true)
    expect(await describedBy(sync)).toBe(memberReason)
    // Creating notes stays open to any signed-in user.
    expect(await section(page).getByRole('button', { name: 'Create Note' }).isEnabled()).toBe(true)
    expect(scriptErrors(errors)).toEqual([])
    await context.close()
  })
})

describe('the knowledge editor and the memory lattice', () => {
  it('completes a wikilink, saves to the vault, follows backlinks, creates and deletes a note', async () => {
    const { page, context, errors } = await openPage(env.browser, env.server.baseUrl)
    await signUpInBrowser(page, 'editor_one')
    await page.goto('/knowledge-editor')
    await page.getByRole('heading', { level: 1, name: 'Knowledge Editor' }).waitFor()
    await page.getByText('Choose a note to edit').waitFor()
    const picker = page.getByRole('navigation', { name: 'Notes' })
    await picker.getByRole('button', { name: 'Loose thought' }).click()
    expect(new URL(page.url()).searchParams.get('note')).toMatch(/^\d+$/)

    const editor = page.getByLabel('Markdown')
    await editor.waitFor()
    await editor.press('End')
    await editor.press('Control+End')
    await editor.pressSequentially(' See [[thr')
    const suggestions = page.getByRole('listbox', { name: 'Link to a note' })
    await suggestions.getByRole('option', { name: 'Three layers' }).waitFor()
    await editor.press('Enter')
    await suggestions.waitFor({ state: 'detached' })
    expect(await editor.inputValue()).toMatch(/See \[\[Three layers\]\]$/)
    await page.getByText('Unsaved changes', { exact: true }).waitFor()
    await picker.getByText('(unsaved changes)').waitFor({ state: 'attached' })

    const preview = page.getByRole('region', { name: 'Preview' })
    await preview.getByRole('link', { name: 'Three layers' }).waitFor()
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await toastRegion(page).getByText('Note Saved').waitFor()
    await page.getByText('Unsaved changes', { exact: true }).waitFor({ state: 'detached' })

    // The saved link shows up on both ends.
    const linksTo = page.getByRole('region', { name: 'Links to' })
    await linksTo.getByRole('link', { name: 'Three layers' }).click()
    await page.getByLabel('Title').first().waitFor()
    await expect.poll(() => page.getByLabel('Title').first().inputValue()).toBe('Three layers')
    const backlinks = page.getByRole('region', { name: 'Backlinks' })
    await backlinks.getByRole('link', { name: 'Loose thought' }).waitFor()

    // Create a note here, then delete it.
    await page.getByRole('button', { name: 'Create Note' }).first().click()
    const dialog = page.getByRole('dialog', { name: 'Create Note' })
    await dialog.getByLabel('Title').fill('Scratch pad')
    await dialog.getByRole('button', { name: 'Create Note' }).click()
    await toastRegion(page).getByText('Note Created').waitFor()
    await expect.poll(() => page.getByLabel('Title').first().inputValue()).toBe('Scratch pad')
    await page.getByRole('button', { name: 'Delete', exact: true }).click()
    const confirm = page.getByRole('dialog', { name: 'Delete “Scratch pad”?' })
    await confirm.getByRole('button', { name: 'Delete note' }).click()
    await toastRegion(page).getByText('Note Deleted').waitFor()
    await page.getByText('Choose a note to edit').waitFor()
    await expect.poll(() => picker.getByRole('button', { name: 'Scratch pad' }).count()).toBe(0)
    expect(scriptErrors(errors)).toEqual([])
    await context.close()
  })

  it('shows aliases and a front matter warning, and refuses to overwrite a file changed on disk', async () => {
    const dir = path.join(env.server.dataDir, 'vaults', 'codex-notes')
    const file = path.join(dir, 'Obsidian kept.md')
    fs.writeFileSync(file, '---\naliases: [OK note]\ntags: [unclosed\n---\nKept as written.\n')
    let id = 0
    await expect
      .poll(async () => {
        const res = await fetch(`${env.server.baseUrl}/api/obsidian/notes?q=Obsidian%20kept`)
        id = ((await res.json()) as { id: number }[])[0]?.id ?? 0
        return id
      })
      .toBeGreaterThan(0)
    const { page, context, errors } = await openPage(env.browser, env.server.baseUrl)
    await signUpInBrowser(page, 'editor_two')
    await page.goto(`/knowledge-editor?note=${id}`)
    await page.getByRole('status').filter({ hasText: 'Front matter is not valid YAML' }).waitFor()
    await shoot(page, 'note-front-matter-warning')
    await page.setViewportSize(PHONE)
    expect(await noHorizontalOverflow(page)).toBe(true)
    await shoot(page, 'note-front-matter-warning-phone')

    fs.writeFileSync(file, '---\naliases: [OK note, Kept]\n---\nChanged in Obsidian.\n')
    await page.getByLabel('Markdown').fill('My edit')
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await toastRegion(page).getByText('Not Saved').waitFor()
    expect(fs.readFileSync(file, 'utf8')).toContain('Changed in Obsidian.')
    // The note reloads as the file now is; the draft stays until the user chooses.
    await page.getByText('Also called: OK note, Kept').waitFor()
    await page.getByRole('button', { name: "Load the file's version" }).click()
    await expect.poll(() => page.getByLabel('Markdown').inputValue()).toBe('Changed in Obsidian.\n')
    expect(scriptErrors(errors)).toEqual([])
    await context.close()
    fs.rmSync(file)
  })

  it('draws the lattice and opens a note by clicking its node', async () => {
    const { page, context, errors } = await openPage(env.browser, env.server.baseUrl)
    await page.goto('/memory-lattice')
    await page.getByRole('heading', { level: 1, name: 'Memory Lattice' }).waitFor()
    await page.getByText(/^\d+ notes?, \d+ links?$/).waitFor()
    await page.getByText('Click a node to open its note.').waitFor()
    const node = page.getByRole('button', { name: /^Three layers \(codex-notes, \d+ links\)$/ })
    await node.click()
    const panel = page.getByRole('complementary', { name: 'Open note' })
    await panel.getByRole('heading', { name: 'Three layers' }).waitFor()
    await panel.getByText('The codex speaks on three layers', { exact: false }).waitFor()
    await panel.getByRole('link', { name: 'Edit in the Knowledge Editor' }).click()
    await page.getByRole('heading', { level: 1, name: 'Knowledge Editor' }).waitFor()
    expect(new URL(page.url()).searchParams.get('note')).toMatch(/^\d+$/)
    await expect.poll(() => page.getByLabel('Title').first().inputValue()).toBe('Three layers')
    expect(scriptErrors(errors)).toEqual([])
    await context.close()
  })

  it('finds notes in the document archive by text and tag', async () => {
    const { page, context, errors } = await openPage(env.browser, env.server.baseUrl)
    await page.goto('/document-archive')
    await page.getByRole('heading', { level: 1, name: 'Document Archive' }).waitFor()
    const notes = page.getByRole('region', { name: /^Notes/ })
    await notes.getByRole('article').filter({ hasText: 'Memory palace' }).waitFor()
    await notes.getByLabel('Tag', { exact: true }).selectOption('persona')
    await expect
      .poll(() => notes.getByRole('article').locator('h4').allTextContents())
      .toEqual(expect.arrayContaining(['Adam', 'Eve']))
    expect(await notes.getByRole('article').count()).toBe(2)
    await notes.getByLabel('Tag', { exact: true }).selectOption('')
    // Under 3 characters the list filters here, over titles, tags and excerpts ("Eve likes…").
    await page.getByRole('searchbox', { name: 'Search the archive' }).fill('Ev')
    await notes.getByRole('article').filter({ hasText: 'Memory palace' }).waitFor()
    await page.getByRole('searchbox', { name: 'Search the archive' }).fill('memory palace')
    await notes.getByRole('article').filter({ hasText: 'Memory palace' }).waitFor()
    await page.getByRole('searchbox', { name: 'Search the archive' }).fill('qqzzv')
    await notes.getByText('No results found').waitFor()
    expect(scriptErrors(errors)).toEqual([])
    await context.close()
  })
})

describe('the notes list', () => {
  it('carries excerpts, not bodies, and an unchanged list is revalidated with a 304', async () => {
    const { page, context, errors } = await openPage(env.browser, env.server.baseUrl)
    // The wire's status: the page itself sees 200 with the body the HTTP cache kept.
    const cdp = await context.newCDPSession(page)
    await cdp.send('Network.enable')
    const isList = (url = '') => /\/api\/obsidian\/notes(\?|$)/.test(url)
    // Extra-info events may come before the request they belong to: joined by id at the end.
    const urls = new Map<string, string>()
    const sent = new Map<string, string | undefined>()
    const received = new Map<string, { status: number; etag?: string }>()
    cdp.on('Network.requestWillBeSent', (event) => urls.set(event.requestId, event.request.url))
    cdp.on('Network.requestWillBeSentExtraInfo', (event) => {
      const header = Object.entries(event.headers).find(([name]) => /^if-none-match$/i.test(name))
      if (header || !sent.has(event.requestId)) sent.set(event.requestId, header?.[1])
    })
    cdp.on('Network.responseReceivedExtraInfo', (event) =>
      received.set(event.requestId, { status: event.statusCode, etag: event.headers.etag }),
    )
    const wire = () =>
      [...urls]
        .filter(([id, url]) => isList(url) && received.has(id))
        .map(([id]) => ({ ...received.get(id)!, ifNoneMatch: sent.get(id) }))
    const bodies: unknown[] = []
    page.on('response', (response) => {
      if (isList(response.url())) void response.json().then((body) => bodies.push(body))
    })

    await page.goto('/document-archive')
    const notes = page.getByRole('region', { name: /^Notes/ })
    const card = notes.getByRole('article').filter({ hasText: 'Memory palace' })
    await card
      .getByText('A memory palace places what you learn in rooms', { exact: false })
      .waitFor()
    await expect.poll(() => bodies.length).toBe(1)
    const listed = bodies[0] as Record<string, unknown>[]
    expect(listed.length).toBeGreaterThanOrEqual(7)
    expect(listed.every((note) => !('content' in note) && typeof note.excerpt === 'string')).toBe(
      true,
    )

    await page.reload()
    await card.waitFor()
    await expect.poll(() => wire().length).toBe(2)
    const [first, second] = wire()
    expect(first).toMatchObject({ status: 200, ifNoneMatch: undefined })
    expect(first?.etag).toMatch(/^"[\w-]+"$/)
    expect(second).toMatchObject({ status: 304, ifNoneMatch: first?.etag })
    expect(await notes.getByRole('article').count()).toBe(listed.length)
    expect(scriptErrors(errors)).toEqual([])
    await context.close()
  })
})

describe('personal notes', () => {
  it("are their owner's alone: another person neither lists, finds nor opens them", async () => {
    const owner = await openPage(env.browser, env.server.baseUrl)
    await signUpInBrowser(owner.page, 'private_pia')
    await owner.page.goto('/knowledge-editor')
    await owner.page.getByRole('button', { name: 'Create Note' }).first().click()
    const dialog = owner.page.getByRole('dialog', { name: 'Create Note' })
    await dialog.getByLabel('Title').fill('Pia private plan')
    await dialog.getByLabel('Content').fill('Quokka saffron umbrella')
    await dialog.getByRole('button', { name: 'Create Note' }).click()
    await toastRegion(owner.page).getByText('Note Created').waitFor()
    await owner.page.getByText(/^My notes \/ Pia private plan\.md/).waitFor()
    const id = new URL(owner.page.url()).searchParams.get('note')
    expect(id).toMatch(/^\d+$/)
    // Quick search finds it for her by its title, and opens it.
    await owner.page.goto('/')
    // The shortcut listens once the page has rendered.
    await owner.page.getByRole('heading', { level: 1, name: 'HumanCodex' }).waitFor()
    await owner.page.keyboard.press('Control+k')
    await quickSearch(owner.page)
      .getByRole('combobox', { name: 'Search the codex' })
      .fill('Pia private')
    await quickSearch(owner.page)
      .getByRole('option')
      .filter({ hasText: 'Pia private plan' })
      .filter({ hasText: 'Quokka saffron umbrella' })
      .click()
    await owner.page.waitForURL(`**/knowledge-editor?note=${id}`)
    // A shared note opens read-only for her, saying why.
    const picker = owner.page.getByRole('navigation', { name: 'Notes' })
    await picker.getByRole('button', { name: 'Loose thought' }).click()
    const reason =
      '“codex-notes” is a shared vault: only administrators and the editors they name can change its notes.'
    await owner.page.getByText(reason).waitFor()
    const remove = owner.page.getByRole('button', { name: 'Delete', exact: true })
    expect(await remove.isDisabled()).toBe(true)
    expect(await describedBy(remove)).toBe(reason)

    const other = await openPage(env.browser, env.server.baseUrl)
    await signUpInBrowser(other.page, 'curious_cal')
    await other.page.goto('/knowledge-editor')
    const otherPicker = other.page.getByRole('navigation', { name: 'Notes' })
    await otherPicker.getByRole('button', { name: 'Loose thought' }).waitFor()
    expect(await otherPicker.getByRole('button', { name: 'Pia private plan' }).count()).toBe(0)
    // Nor does quick search show it to him, by title or by its words.
    await other.page.keyboard.press('Control+k')
    for (const words of ['Pia private plan', 'Quokka saffron']) {
      const answered = other.page.waitForResponse(
        (res) =>
          res.url().includes('/api/quick-search/search') &&
          new URL(res.url()).searchParams.get('query') === words,
      )
      await quickSearch(other.page).getByRole('combobox', { name: 'Search the codex' }).fill(words)
      expect(
        ((await (await answered).json()) as { title: string }[]).map((r) => r.title),
      ).not.toContain('Pia private plan')
    }
    expect(
      await quickSearch(other.page)
        .getByRole('option', { name: /Pia private plan/ })
        .count(),
    ).toBe(0)
    await other.page.keyboard.press('Escape')
    const found = await other.page.evaluate(async () =>
      (await fetch('/api/obsidian/search?term=Quokka saffron')).json(),
    )
    expect(found).toEqual([])
    await other.page.goto(`/knowledge-editor?note=${id}`)
    await other.page.getByRole('alert').getByText('No such note').waitFor()
    expect(await other.page.getByText('Quokka saffron umbrella').count()).toBe(0)
    expect(scriptErrors(owner.errors)).toEqual([])
    await owner.context.close()
    await other.context.close()
  })
})

describe('editors of a shared vault', () => {
  it('are named by an administrator in the Vaults tab, and may then change its notes', async () => {
    const editor = await openPage(env.browser, env.server.baseUrl)
    await signUpInBrowser(editor.page, 'vault_editor')
    const admin = await openPage(env.browser, env.server.baseUrl)
    await signUpInBrowser(admin.page, 'vault_admin')
    await openNotesSection(admin.page)
    const notes = section(admin.page)
    await notes.getByRole('tab', { name: 'Vaults' }).click()
    await notes.getByText('Editors', { exact: true }).click()
    await notes.getByText('No editors yet.').waitFor()
    await notes.getByLabel('Username').fill('vault_editor')
    await notes.getByRole('button', { name: 'Add editor' }).click()
    await notes
      .getByRole('list', { name: 'Editors of codex-notes' })
      .getByRole('button', { name: 'Remove vault_editor' })
      .waitFor()

    await editor.page.goto('/knowledge-editor')
    await editor.page
      .getByRole('navigation', { name: 'Notes' })
      .getByRole('button', { name: 'Loose thought' })
      .click()
    const remove = editor.page.getByRole('button', { name: 'Delete', exact: true })
    await remove.waitFor()
    await expect.poll(() => remove.isDisabled()).toBe(false)
    expect(await editor.page.getByText('is a shared vault').count()).toBe(0)
    expect(scriptErrors(admin.errors)).toEqual([])
    await admin.context.close()
    await editor.context.close()
  })
})

describe('the story studio', () => {
  it('writes a comic with eve, shows it as panels and keeps it as a note', async () => {
    const { page, context, errors } = await openPage(env.browser, env.server.baseUrl)
    await signUpInBrowser(page, 'storyteller')
    await page.goto('/comic-book-section')
    await page.getByRole('heading', { level: 1, name: 'Comic Book Hub' }).waitFor()
    expect(
      await page.getByRole('button', { name: 'Comic', exact: true }).getAttribute('aria-pressed'),
    ).toBe('true')
    await page.getByLabel('Your idea').fill('A lighthouse keeper who trades stories with the sea')
    await page.getByRole('button', { name: 'Write with Eve' }).click()
    await page.locator('[aria-label="Story"][aria-busy="false"]').waitFor({ timeout: 30_000 })
    const panels = page.getByRole('list', { name: 'Comic panels' })
    await panels.getByRole('listitem').first().waitFor()
    // Offline, eve still writes a story about the idea: scenes as panels, lines as bubbles.
    expect(await panels.getByRole('listitem').count()).toBeGreaterThanOrEqual(4)
    expect(await panels.innerText()).toMatch(/lighthouse keeper named \w+/)

    await page.getByRole('button', { name: 'Story', exact: true }).click()
    await page.getByRole('article').first().waitFor()
    await page.getByRole('button', { name: 'Comic', exact: true }).click()
    await panels.waitFor()
    await page.getByRole('button', { name: 'Save as Note' }).click()
    await toastRegion(page).getByText('Note Created').waitFor()
    await page.getByText(/^Saved as “.+” in My notes\.$/).waitFor()
    await page.getByRole('link', { name: 'Open it in the Knowledge Editor' }).click()
    await page.getByRole('heading', { level: 1, name: 'Knowledge Editor' }).waitFor()
    await expect
      .poll(() => page.getByLabel('Tags (comma separated)').inputValue())
      .toMatch(/story, comic/)
    expect(scriptErrors(errors)).toEqual([])
    await context.close()
  })
})

describe('notes screens on a phone', () => {
  it('fit 390 px without horizontal scrolling', async () => {
    const { page, context, errors } = await openPage(env.browser, env.server.baseUrl, PHONE)
    await openNotesSection(page)
    await section(page).getByRole('heading', { name: 'codex-notes' }).waitFor()
    expect(await noHorizontalOverflow(page)).toBe(true)
    for (const [path, heading] of [
      ['/knowledge-editor', 'Knowledge Editor'],
      ['/memory-lattice', 'Memory Lattice'],
      ['/orb-consciousness-bridge', 'Memory Lattice'],
      ['/document-archive', 'Document Archive'],
      ['/storytelling', 'Storytelling'],
    ] as const) {
      await page.goto(path)
      await page.getByRole('heading', { level: 1, name: heading }).waitFor()
      await page.waitForLoadState('networkidle')
      expect(await noHorizontalOverflow(page), path).toBe(true)
    }
    await page.goto('/knowledge-editor')
    await page.getByRole('navigation', { name: 'Notes' }).getByRole('button').first().click()
    await page.getByLabel('Markdown').waitFor()
    expect(await noHorizontalOverflow(page)).toBe(true)
    // On a phone the preview is one tap away.
    await page.getByRole('button', { name: /^preview$/i }).click()
    await page.getByRole('region', { name: 'Preview' }).waitFor()
    expect(await page.getByLabel('Markdown').isVisible()).toBe(false)
    expect(scriptErrors(errors)).toEqual([])
    await context.close()
  })
})

describe('a vault of more notes than a page', () => {
  it('shows the newest page and the next one on "Show more notes"', async () => {
    const { page, context, errors } = await openPage(env.browser, env.server.baseUrl)
    await signUpInBrowser(page, 'many_notes')
    // Through the API the screens use, until the vault holds more than a page (25).
    const listed = await page.evaluate(async () => {
      const read = (query = '') => fetch(`/api/obsidian/notes?vault=codex-notes${query}`)
      const total = Number((await read()).headers.get('x-total-count'))
      for (let i = total; i < 31; i++) {
        const res = await fetch('/api/obsidian/notes', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            title: `Paged note ${i}`,
            content: `Note ${i}.`,
            vault: 'codex-notes',
          }),
        })
        if (res.status !== 201) throw new Error(`create: ${res.status}`)
      }
      const first = await read()
      const rest = (await (await read('&offset=25')).json()) as { title: string }[]
      return {
        total: Number(first.headers.get('x-total-count')),
        shown: ((await first.json()) as unknown[]).length,
        older: rest.map((note) => note.title),
      }
    })
    expect(listed.total).toBeGreaterThanOrEqual(31)
    expect(listed.shown).toBe(25)
    expect(listed.older).toHaveLength(listed.total - 25)

    await page.goto('/document-archive')
    const notes = page.getByRole('region', { name: /^Notes/ })
    await notes.getByText(`25 of ${listed.total} notes`).waitFor()
    await notes.getByRole('heading', { name: `Notes (${listed.total})` }).waitFor()
    expect(await notes.getByRole('article').count()).toBe(25)
    // By its title heading: another note's excerpt may name it (which sample note is oldest
    // depends on the files' times in the checkout).
    const oldest = notes.getByRole('article').filter({
      has: page.getByRole('heading', { name: listed.older.at(-1)!, exact: true }),
    })
    expect(await oldest.count()).toBe(0)
    const more = notes.getByRole('button', { name: 'Show more notes' })
    await more.scrollIntoViewIfNeeded()
    await shoot(page, 'archive-more-1280')
    await page.setViewportSize(PHONE)
    await more.scrollIntoViewIfNeeded()
    await shoot(page, 'archive-more-390')

    await more.click()
    await oldest.first().waitFor()
    await expect.poll(() => notes.getByRole('article').count()).toBe(listed.total)
    expect(await notes.getByRole('button', { name: 'Show more notes' }).count()).toBe(0)

    // The home notes tab shows the newest page and sends the rest to the archive.
    await page.setViewportSize({ width: 1280, height: 800 })
    await openNotesSection(page)
    await section(page).getByRole('tab', { name: 'Notes' }).click()
    await section(page).getByText(`Newest 25 of ${listed.total} notes.`).waitFor()
    await section(page).getByRole('link', { name: 'Browse them all in the archive' }).click()
    await page.getByRole('heading', { level: 1, name: 'Document Archive' }).waitFor()

    // More notes than the largest page (500), written beside the vault as Obsidian would.
    const dir = path.join(env.server.dataDir, 'vaults', 'codex-notes')
    for (let i = 0; i < 500; i++)
      fs.writeFileSync(path.join(dir, `Bulk ${i}.md`), `Bulk note ${i}.\n`)
    const total = listed.total + 500
    await expect
      .poll(async () => {
        const res = await fetch(`${env.server.baseUrl}/api/obsidian/notes?limit=1`)
        return Number(res.headers.get('x-total-count'))
      })
      .toBe(total)

    // The editor's picker shows the newest notes and asks the server for the rest by title.
    await page.goto('/knowledge-editor')
    const picker = page.getByRole('navigation', { name: 'Notes' })
    const oldestTitle = listed.older.at(-1)!
    const oldestButton = picker.getByRole('button', { name: oldestTitle, exact: true })
    await picker.getByRole('button').first().waitFor()
    expect(await oldestButton.count()).toBe(0)
    await picker.getByRole('searchbox', { name: 'Filter' }).fill(oldestTitle.slice(1).toLowerCase())
    await oldestButton.click()
    await expect.poll(() => page.getByLabel('Title').first().inputValue()).toBe(oldestTitle)
    // Link completion asks the server too: the next oldest note is offered.
    const nextOldest = listed.older.at(-2)!
    const editor = page.getByLabel('Markdown')
    const preview = page.getByRole('region', { name: 'Preview' })
    const oldLinks = preview.getByRole('link', { name: nextOldest, exact: true })
    const linked = await oldLinks.count()
    await editor.press('Control+End')
    await editor.pressSequentially(` [[${nextOldest.slice(0, 5).toLowerCase()}`)
    const suggestions = page.getByRole('listbox', { name: 'Link to a note' })
    await suggestions.getByRole('option', { name: nextOldest, exact: true }).waitFor()
    await editor.press('Enter')
    await suggestions.waitFor({ state: 'detached' })

    // The target is older than any page of 500, yet the preview links it, before and after
    // the save: the server resolves the note's links (and those typed since).
    await expect.poll(() => oldLinks.count()).toBe(linked + 1)
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await toastRegion(page).getByText('Note Saved').waitFor()
    await page.getByText('Unsaved changes', { exact: true }).waitFor({ state: 'detached' })
    await expect.poll(() => oldLinks.count()).toBe(linked + 1)
    const oldLink = oldLinks.last()
    const linksTo = page.getByRole('region', { name: 'Links to' })
    await linksTo.getByRole('link', { name: nextOldest, exact: true }).waitFor()
    await shoot(page, 'editor-old-link-1280')
    await oldLink.click()
    await expect.poll(() => page.getByLabel('Title').first().inputValue()).toBe(nextOldest)
    const backlinks = page.getByRole('region', { name: 'Backlinks' })
    await backlinks.getByRole('link', { name: oldestTitle, exact: true }).waitFor()

    await picker.getByRole('searchbox', { name: 'Filter' }).fill('')
    await picker.getByText(`Newest 25 of ${total} notes`, { exact: false }).waitFor()
    await shoot(picker, 'picker-1280')
    await page.setViewportSize(PHONE)
    // The title that is what was typed comes first, then titles beginning with it.
    await picker.getByRole('searchbox', { name: 'Filter' }).fill('bulk 49')
    await expect.poll(() => picker.getByRole('button').first().textContent()).toBe('Bulk 49')
    expect(await picker.getByRole('button').count()).toBe(11)
    await shoot(page, 'picker-390')

    // The lattice's panel links the same old note, opened from the keyboard.
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto('/memory-lattice')
    const node = page.getByRole('button', { name: `${oldestTitle} (codex-notes, ` })
    await node.focus()
    await node.press('Enter')
    const panel = page.getByRole('complementary', { name: 'Open note' })
    await panel.getByRole('heading', { name: oldestTitle }).waitFor()
    // The note may have linked the same note before (which notes are oldest depends on the
    // files' times in the checkout): the new link is the last.
    const panelLinks = panel.getByRole('link', { name: nextOldest, exact: true })
    await expect.poll(() => panelLinks.count()).toBe(linked + 1)
    const panelLink = panelLinks.last()
    await shoot(page, 'lattice-panel-1280')
    await page.setViewportSize(PHONE)
    await panel.scrollIntoViewIfNeeded()
    await shoot(page, 'lattice-panel-390')
    await panelLink.click()
    await expect.poll(() => page.getByLabel('Title').first().inputValue()).toBe(nextOldest)
    await backlinks.getByRole('link', { name: oldestTitle, exact: true }).click()
    await expect.poll(() => page.getByLabel('Title').first().inputValue()).toBe(oldestTitle)
    await page.getByRole('button', { name: 'preview', exact: true }).click()
    await oldLink.scrollIntoViewIfNeeded()
    await shoot(page, 'editor-preview-390')
    expect(scriptErrors(errors)).toEqual([])
    await context.close()
  })
})

/** Screenshots for review when SHOTS_DIR is set (the archive's paging, the editor's picker). */
async function shoot(target: Page | Locator, name: string) {
  if (!process.env.SHOTS_DIR) return
  await target.screenshot({ path: `${process.env.SHOTS_DIR}/${name}.png` })
}
