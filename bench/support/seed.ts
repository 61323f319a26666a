import fs from 'node:fs'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { openDatabase } from '../../src/server/db/open'

export interface DatabaseTarget {
  dataDir: string
  databaseUrl?: string
  databaseSchema?: string
}

/**
 * Stores `count` board messages straight into the database the server will open (PGlite in
 * `dataDir/db`, or the PostgreSQL schema), migrating it first.
 */
export async function seedBoardMessages(target: DatabaseTarget, count: number) {
  const database = await openDatabase(target)
  try {
    await database.db.execute(sql`
      insert into ai_messages (from_agent, to_agent, content, message_type, priority)
      select (array['adam','eve','eva','alex','agent-zero'])[1 + i % 5], 'all',
             'Benchmark message number ' || i || ' about the living codex.', 'learning',
             1 + (i % 4) * 3
      from generate_series(1, ${count}) as i`)
  } finally {
    await database.close()
  }
}

function seeded(seed: number) {
  let state = seed >>> 0
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0
    return state / 4294967296
  }
}

export const VAULT_WORDS = (
  'codex memory lattice agent persona learning pattern signal garden compass reflection ' +
  'insight journal practice evidence story bridge archive rhythm question answer network ' +
  'attention habit focus curiosity experiment draft outline review summary principle'
).split(' ')
const LEVELS = ['basic', 'enhanced', 'profound']

/**
 * Writes `count` Obsidian notes (front matter, tags, wikilinks, a few paragraphs, about 0.7 KB
 * each) into `vaultsDir/vault`, 100 to a folder, as the notes module reads them at start.
 */
export function writeVaultNotes(vaultsDir: string, vault: string, count: number) {
  const random = seeded(7)
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!
  const sentence = () => {
    const words = Array.from({ length: 8 + Math.floor(random() * 10) }, () => pick(VAULT_WORDS))
    return `${words.join(' ').replace(/^./, (c) => c.toUpperCase())}.`
  }
  const title = (i: number) => `Note ${i} ${VAULT_WORDS[i % VAULT_WORDS.length]}`
  for (let i = 0; i < count; i++) {
    const folder = path.join(
      vaultsDir,
      vault,
      `folder-${String(Math.floor(i / 100)).padStart(3, '0')}`,
    )
    if (i % 100 === 0) fs.mkdirSync(folder, { recursive: true })
    const day = String(1 + (i % 28)).padStart(2, '0')
    const links = Array.from({ length: 2 }, () => `[[${title(Math.floor(random() * count))}]]`)
    const body = [
      `# ${title(i)}`,
      '',
      `${sentence()} ${sentence()} ${sentence()} #${pick(VAULT_WORDS)}`,
      '',
      `${sentence()} ${sentence()}`,
      '',
      `Related: ${links.join(', ')}.`,
    ].join('\n')
    fs.writeFileSync(
      path.join(folder, `${title(i)}.md`),
      `---\ntags: [${pick(VAULT_WORDS)}, ${pick(VAULT_WORDS)}]\nconsciousnessLevel: ${pick(LEVELS)}\n` +
        `created: 2026-10-${day}\n---\n\n${body}\n`,
    )
  }
}
