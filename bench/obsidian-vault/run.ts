/**
 * bench/obsidian-vault: a real Obsidian vault dropped into VAULTS_DIR, read through the API and
 * compared with an independent reading of the files by Obsidian's rules (`reference.ts`):
 * index time, notes listed, outgoing links, backlinks, tags and property types that differ,
 * existing attachments reported as broken links, aliases the list search and quick search
 * cannot find, and files a save without edits changed. In-process on PGlite.
 * Usage: `tsx bench/obsidian-vault/run.ts <vault folder>` (for example a checkout of the public
 * Obsidian help vault, its `en` folder). Exits 1 when anything differs.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { buildTestApp } from '../../src/server/test/build-test-app'
import { signUp } from '../../src/server/test/helpers'
import { machineLine } from '../support/report'
import { readVault, referenceResolver } from './reference'

interface Listed {
  id: number
  path: string
  title: string
  tags: string[]
  version?: string
}

async function main() {
  const source = process.argv[2]
  if (!source || !fs.existsSync(source)) throw new Error('usage: run.ts <vault folder>')
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'hc-bench-obsidian-'))
  process.once('exit', () => fs.rmSync(root, { recursive: true, force: true }))
  const vault = 'real'
  const dir = path.join(root, vault)
  fs.cpSync(source, dir, { recursive: true })
  const files = readVault(dir)
  const notes = files.filter((f) => f.markdown)
  const resolve = referenceResolver(files)
  const original = new Map(notes.map((n) => [n.path, fs.readFileSync(path.join(dir, n.path))]))

  // The app starts on the sample vault; the real one is then dropped in and scanned.
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'hc-bench-obsidian-start-'))
  process.once('exit', () => fs.rmSync(copy, { recursive: true, force: true }))
  fs.renameSync(dir, path.join(copy, vault))
  // The saver administers the vaults: shared vaults are read-only to other people (decision 130).
  const t = await buildTestApp({ vaultsDir: root, adminUsernames: ['bench-saver'] })
  fs.renameSync(path.join(copy, vault), dir)
  const started = performance.now()
  await t.app.vaults.scan()
  const indexMs = performance.now() - started
  try {
    const listed: Listed[] = []
    for (let offset = 0; ; offset += 500) {
      const page = (
        await t.app.inject(`/api/obsidian/notes?vault=${vault}&limit=500&offset=${offset}`)
      ).json() as Listed[]
      listed.push(...page)
      if (page.length < 500) break
    }
    const byPath = new Map(listed.map((n) => [n.path, n]))
    const byId = new Map(listed.map((n) => [n.id, n]))

    // What the reference says each note links to and is linked from (notes only).
    const outgoing = new Map<string, Set<string>>()
    const incoming = new Map<string, Set<string>>()
    const attachmentTargets = new Set<string>()
    for (const note of notes) {
      const out = new Set<string>()
      for (const link of note.links) {
        const hit = resolve(link, note.path)
        if (hit?.markdown) out.add(hit.path)
        else if (hit) attachmentTargets.add(link.toLowerCase())
      }
      out.delete(note.path)
      outgoing.set(note.path, out)
      for (const target of out) {
        if (!incoming.has(target)) incoming.set(target, new Set())
        incoming.get(target)!.add(note.path)
      }
    }

    let outMismatch = 0
    let backMismatch = 0
    let tagMismatch = 0
    let propertyMismatch = 0
    const examples: string[] = []
    const same = (a: Set<string>, b: Set<string>) =>
      a.size === b.size && [...a].every((x) => b.has(x))
    for (const note of notes) {
      const row = byPath.get(note.path)
      if (!row) continue
      const detail = (await t.app.inject(`/api/obsidian/notes/${row.id}`)).json() as {
        links: { id: number | null }[]
        backlinks: { id: number }[]
        tags: string[]
        properties: { name: string; type: string }[]
      }
      const out = new Set(
        detail.links
          .map((l) => (l.id == null ? undefined : byId.get(l.id)?.path))
          .filter((p): p is string => !!p && p !== note.path),
      )
      const back = new Set(detail.backlinks.map((b) => byId.get(b.id)?.path ?? `#${b.id}`))
      if (!same(out, outgoing.get(note.path)!)) {
        outMismatch++
        if (examples.length < 6) examples.push(`out ${note.path}`)
      }
      if (!same(back, incoming.get(note.path) ?? new Set())) {
        backMismatch++
        if (examples.length < 6) examples.push(`back ${note.path}`)
      }
      if (!same(new Set(detail.tags.map((tag) => tag.toLowerCase())), new Set(note.tags))) {
        tagMismatch++
        if (examples.length < 6) examples.push(`tags ${note.path}`)
      }
      const types = Object.fromEntries(detail.properties.map((p) => [p.name, p.type]))
      const expected = Object.entries(note.properties)
      if (
        expected.length !== detail.properties.length ||
        expected.some(([name, type]) => types[name] !== type)
      ) {
        propertyMismatch++
        if (examples.length < 6) examples.push(`properties ${note.path}`)
      }
    }

    const insights = (await t.app.inject('/api/obsidian/insights')).json() as {
      brokenLinks: { from: string; to: string }[]
    }
    const brokenAttachments = insights.brokenLinks.filter((b) =>
      attachmentTargets.has(b.to.toLowerCase()),
    ).length

    // Quick search looks notes up in the database, so they are found once scanned.
    let quickMisses = 0
    let aliasMisses = 0
    let aliases = 0
    for (const note of notes)
      for (const alias of note.aliases) {
        aliases++
        const found = (
          await t.app.inject(
            `/api/obsidian/notes?vault=${vault}&limit=500&q=${encodeURIComponent(alias.slice(0, 200))}`,
          )
        ).json() as Listed[]
        if (!found.some((n) => n.path === note.path)) aliasMisses++
        const quick = (
          await t.app.inject({
            url: '/api/quick-search/search',
            query: { query: alias.slice(0, 100) },
          })
        ).json() as { id: string }[]
        if (!quick.some((r) => r.id === `note:${byPath.get(note.path)?.id}`)) quickMisses++
      }

    const { cookie } = await signUp(t, 'bench-saver')
    let changedFiles = 0
    let failedSaves = 0
    for (const note of notes) {
      const row = byPath.get(note.path)
      if (!row) continue
      const detail = (await t.app.inject(`/api/obsidian/notes/${row.id}`)).json() as {
        content: string
        tags: string[]
        version?: string
      }
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/obsidian/notes/${row.id}`,
        headers: { cookie },
        payload: { content: detail.content, tags: detail.tags, version: detail.version },
      })
      if (res.statusCode !== 200) failedSaves++
      const now = fs.existsSync(path.join(dir, note.path))
        ? fs.readFileSync(path.join(dir, note.path))
        : Buffer.alloc(0)
      if (!now.equals(original.get(note.path)!)) changedFiles++
    }

    console.log(machineLine())
    console.log(
      [
        `notes on disk ${notes.length}, attachments ${files.length - notes.length}, listed ${listed.length}`,
        `index (first scan of the vault) ${Math.round(indexMs)} ms`,
        `outgoing-link mismatches ${outMismatch}, backlink mismatches ${backMismatch}`,
        `tag mismatches ${tagMismatch}, property mismatches ${propertyMismatch} (${notes.reduce((sum, n) => sum + n.tags.length, 0)} tags, ${notes.reduce((sum, n) => sum + Object.keys(n.properties).length, 0)} properties)`,
        `existing attachments reported as broken links ${brokenAttachments} of ${insights.brokenLinks.length} broken`,
        `Markdown links to vault paths ${notes.reduce((sum, n) => sum + n.markdownLinks, 0)}`,
        `aliases not found by list search ${aliasMisses} of ${aliases}, by quick search ${quickMisses}`,
        `files changed by a save without edits ${changedFiles} of ${notes.length} (failed saves ${failedSaves})`,
      ].join('\n'),
    )
    if (examples.length) console.log(`examples: ${examples.join('; ')}`)
    console.log(`broken: ${insights.brokenLinks.map((b) => `${b.from} → ${b.to}`).join('; ')}`)
    const failed =
      listed.length !== notes.length ||
      outMismatch +
        backMismatch +
        tagMismatch +
        propertyMismatch +
        brokenAttachments +
        aliasMisses +
        quickMisses +
        changedFiles +
        failedSaves >
        0
    process.exitCode = failed ? 1 : 0
  } finally {
    await t.close()
  }
}

await main()
