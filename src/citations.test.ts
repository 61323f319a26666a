import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * Every reference in the repository can be followed: a cited decision has its record in
 * docs/decisions/, and nothing cites a document that lives outside the repository (our own
 * words for the product are in docs/product/). See docs/product/README.md.
 */

const root = path.resolve(import.meta.dirname, '..')
const scanned = ['src', 'tests', 'scripts', 'bench', 'docs', 'content']
const textFile = /\.(?:ts|tsx|mts|js|mjs|cjs|md|sh|css|html|json|ya?ml)$/
const skipped = new Set(['node_modules', 'dist', '.tmp', 'data'])
const self = path.relative(root, import.meta.filename)

/** The top-level files (config, README, CHANGELOG), then the folders above. */
const topLevel = readdirSync(root, { withFileTypes: true })
  .filter(
    (entry) => entry.isFile() && textFile.test(entry.name) && entry.name !== 'package-lock.json',
  )
  .map((entry) => entry.name)

function filesUnder(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(dir, entry.name)
    if (entry.isDirectory()) return skipped.has(entry.name) ? [] : filesUnder(relative)
    return textFile.test(entry.name) && relative !== self ? [relative] : []
  })
}

const records = readdirSync(path.join(root, 'docs/decisions')).filter((name) =>
  /^\d{3}-.+\.md$/.test(name),
)
const numbers = new Set(records.map((name) => name.slice(0, 3)))

/** "decision 12", "Decisions 114 and 115", "decisions 118, 123–125", "docs/decisions/093–095". */
const decisionCitation =
  /\bdecisions?(?:\s+|\/)(\d{1,3})(?!\.?\d)((?:\s*(?:,|and|or|to|–|—|-)\s*\d{3}(?!\.?\d))*)/gi
/** A record named by its path, slug included: it must be that very file. */
const recordPath = /\bdecisions\/(\d{3}-[a-z0-9-]+\.md)/g

/**
 * The product's outside documents, their numbered sections, and "the spec" itself: a line says
 * what the behaviour is, or cites docs/product/<page>.md.
 */
const outsideCitation =
  /\bspec(?:ification)?(?:'s)?\s+(?:part\s*[12]|§)|\bpart\s*[12]\s*§|\b(?:DESIGN|ROUTES|STYLE)\.md\b|§\s?\d|\bthe spec\b/i

/** The numbers one citation names: the first, then those of its list or range. */
const citedNumbers = (match: RegExpMatchArray) => [
  match[1] ?? '',
  ...(match[2]?.match(/\d{3}/g) ?? []),
]

interface Finding {
  where: string
  text: string
}

function scan(): { missing: Finding[]; outside: Finding[] } {
  const missing: Finding[] = []
  const outside: Finding[] = []
  for (const file of [...topLevel, ...scanned.flatMap(filesUnder)]) {
    readFileSync(path.join(root, file), 'utf8')
      .split('\n')
      .forEach((line, index) => {
        const where = `${file}:${index + 1}`
        for (const match of line.matchAll(decisionCitation)) {
          for (const number of citedNumbers(match)) {
            if (!numbers.has(number.padStart(3, '0'))) missing.push({ where, text: match[0] })
          }
        }
        for (const [text, name = ''] of line.matchAll(recordPath)) {
          if (!records.includes(name)) missing.push({ where, text })
        }
        if (outsideCitation.test(line)) outside.push({ where, text: line.trim() })
      })
  }
  return { missing, outside }
}

const report = (findings: Finding[]) => findings.map(({ where, text }) => `${where}: ${text}`)

describe('citations in code and docs', () => {
  const { missing, outside } = scan()

  it('cite only decision records that exist', () => {
    expect(report(missing)).toEqual([])
  })

  it('cite no document outside the repository', () => {
    expect(report(outside)).toEqual([])
  })

  it('finds what it looks for', () => {
    // The patterns themselves, on lines that must and must not match.
    const cited = (line: string) => [...line.matchAll(decisionCitation)].flatMap(citedNumbers)
    expect(cited('(decision 012)')).toEqual(['012'])
    expect(cited('Decisions 114 and 115')).toEqual(['114', '115'])
    expect(cited('decisions 118, 123–125 and the rest')).toEqual(['118', '123', '125'])
    expect(cited('docs/decisions/093–095')).toEqual(['093', '095'])
    expect(cited('decisions 122 to 125, 10 more tests')).toEqual(['122', '125'])
    expect(cited('no decision 1.5 here')).toEqual([])
    expect(cited('Decision 105.')).toEqual(['105'])
    expect(outsideCitation.test('(spec part 1 §9)')).toBe(true)
    expect(outsideCitation.test('Part 2 §2.6 tiles')).toBe(true)
    expect(outsideCitation.test('see ROUTES.md')).toBe(true)
    expect(outsideCitation.test('as the spec §3 says')).toBe(true)
    expect(outsideCitation.test('docs/product/experts.md and decision 030')).toBe(false)
    expect(outsideCitation.test("// The spec's toast for a wrong password")).toBe(true)
    expect(outsideCitation.test('returns the newest 50 in THE SPEC shape')).toBe(true)
    expect(outsideCitation.test('uses the spec’s sample rate limits')).toBe(true)
    expect(outsideCitation.test('collaborating on the specified topic')).toBe(false)
    expect(outsideCitation.test('with the spectrum of voices')).toBe(false)
  })
})
