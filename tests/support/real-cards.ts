import { execFileSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'

/**
 * Real character cards, read at test time from local mirrors of public repositories (never
 * copied into ours), or from the folder named by REAL_CARDS_DIR (.png and .json files).
 */
export interface RealCard {
  name: string
  bytes: Buffer
  /** What a mirrored card is known to be; absent for a card from REAL_CARDS_DIR. */
  known?: { png: boolean; spec: 'chara_card_v2' | 'chara_card_v3'; lorebook: boolean }
}

export type RealCards = { cards: RealCard[]; absent?: undefined } | { cards: []; absent: string }

const MIRRORS = process.env.MIRRORS_DIR ?? '/work/.mirror'

/** Cards in bare mirrors: repository folder, path at HEAD, and what the card is. */
const MIRRORED: { repo: string; file: string; name: string; known: RealCard['known'] }[] = [
  // SillyTavern's default character: a V2 PNG (`chara` chunk) with a four-entry lorebook.
  {
    repo: 'SillyTavern+SillyTavern',
    file: 'default/content/default_Seraphina.png',
    name: 'Seraphina (V2 PNG, lorebook)',
    known: { png: true, spec: 'chara_card_v2', lorebook: true },
  },
  // A V3 PNG (`ccv3` chunk).
  {
    repo: 'wobufetmaster+choral',
    file: 'data/characters/Default-chan.png',
    name: 'Default-chan (V3 PNG)',
    known: { png: true, spec: 'chara_card_v3', lorebook: false },
  },
  // V3 JSON cards, one shaped like a SillyTavern export with a lorebook.
  {
    repo: 'jasl+tavern_kit',
    file: 'docs/fixtures/ccv3_st_export_like.json',
    name: 'Diana (V3 JSON, lorebook)',
    known: { png: false, spec: 'chara_card_v3', lorebook: true },
  },
  {
    repo: 'jasl+tavern_kit',
    file: 'test/fixtures/full_v3_card.json',
    name: 'Nova (V3 JSON, lorebook)',
    known: { png: false, spec: 'chara_card_v3', lorebook: true },
  },
]

export function findRealCards(): RealCards {
  const dir = process.env.REAL_CARDS_DIR
  if (dir) return fromFolder(dir)
  const cards: RealCard[] = []
  const missing: string[] = []
  for (const { repo, file, name, known } of MIRRORED) {
    const gitDir = path.join(MIRRORS, repo, 'repo')
    const bytes = existsSync(gitDir) ? gitShow(gitDir, file) : undefined
    if (bytes) cards.push({ name, bytes, known })
    else missing.push(`${repo}:${file}`)
  }
  if (cards.length === 0) {
    return {
      cards: [],
      absent: `no real cards: none of ${missing.join(', ')} is mirrored under ${MIRRORS}`,
    }
  }
  return { cards }
}

function fromFolder(dir: string): RealCards {
  if (!existsSync(dir) || !statSync(dir).isDirectory()) {
    return { cards: [], absent: `REAL_CARDS_DIR=${dir} is not a folder` }
  }
  const cards = readdirSync(dir)
    .filter((file) => /\.(png|json)$/i.test(file))
    .sort()
    .map((file) => ({ name: file, bytes: readFileSync(path.join(dir, file)) }))
  if (cards.length === 0)
    return { cards: [], absent: `REAL_CARDS_DIR=${dir} holds no .png or .json card` }
  return { cards }
}

function gitShow(gitDir: string, file: string): Buffer | undefined {
  try {
    return execFileSync('git', ['-C', gitDir, 'show', `HEAD:${file}`], {
      maxBuffer: 64 * 1024 * 1024,
      stdio: ['ignore', 'pipe', 'ignore'],
    })
  } catch {
    return undefined
  }
}
